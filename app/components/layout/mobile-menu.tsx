import { BookOpen, ClipboardList, FileSearch, Home, type IconComponent, LogIn, Mail, Newspaper, X } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { keepTabInside } from "~/lib/focus-trap";
import type { SessionUser } from "~/domain/user";
import { Logo, LogoutForm, NAV_CATEGORIES, type SiteLink, linksFor } from "./nav";

const LINK_ICONS: Record<string, IconComponent> = {
  "/": Home,
  "/quiz": ClipboardList,
  "/ingredient-checker": FileSearch,
  "/methodology": BookOpen,
  "/blog": Newspaper,
  "/contact": Mail,
};
const linkClass = "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted";

function MenuLink({ link, onClose }: { link: SiteLink; onClose: () => void }) {
  const Icon = LINK_ICONS[link.href] ?? Home;
  return (
    <Link to={link.href} prefetch="intent" className={linkClass} onClick={onClose}>
      <Icon className="size-5" aria-hidden /> {link.name}
    </Link>
  );
}

/** The phone menu: a side sheet with the categories and the site's links; closes on any link or logout. */
export default function MobileMenu({ user, onClose }: { user: SessionUser | null; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // The menu button that opened the sheet gets focus back when it closes, so a keyboard or
    // screen reader user is where they were instead of at the top of the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    // The sheet covers the header's buttons: Tab stays in it, Escape closes it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      else keepTabInside(e, panelRef.current);
    };
    document.addEventListener("keydown", onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [onClose]);
  // The first link (Home) leads, then the categories, then the rest of the site's links.
  const [first, ...rest] = linksFor("mobile");
  return (
    <div className="fixed inset-0 z-50 xl:hidden">
      <button type="button" aria-label="Close menu" className="absolute inset-0 bg-black/50" onClick={onClose} tabIndex={-1} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        className="absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-background p-4 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <Logo />
          <button type="button" aria-label="Close menu" className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted" onClick={onClose}>
            <X className="size-6" aria-hidden />
          </button>
        </div>
        {user ? (
          <Link to="/account" onClick={onClose} className="mt-4 block truncate rounded-md bg-muted px-3 py-2 text-sm hover:bg-muted/70" data-testid="menu-user">
            Signed in as <span className="font-semibold">{user.email}</span>
            <span className="block text-xs text-primary underline underline-offset-4">Your account and saved results</span>
          </Link>
        ) : (
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(pathname)}`}
            onClick={onClose}
            className="mt-4 flex items-center gap-3 rounded-md bg-muted px-3 py-2.5 text-base font-semibold hover:bg-muted/70"
            data-testid="menu-sign-in"
          >
            <LogIn className="size-5" aria-hidden /> Sign in or create an account
          </Link>
        )}
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
          <MenuLink link={first} onClose={onClose} />
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Supplement Categories</p>
          {NAV_CATEGORIES.map((category) => (
            <Link key={category.id} to={`/category/${category.id}`} prefetch="intent" className={linkClass} onClick={onClose}>
              <CategoryIcon category={category} className="size-5" /> {category.title}
            </Link>
          ))}
          <div className="my-3 border-t border-border" />
          {rest.map((link) => (
            <MenuLink key={link.href} link={link} onClose={onClose} />
          ))}
          {user && <LogoutForm onSubmit={onClose} className="[&_button]:px-3 [&_button]:py-2.5 [&_button]:text-base" />}
        </nav>
      </div>
    </div>
  );
}

