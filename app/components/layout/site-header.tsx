import { BookOpen, ChevronDown, ClipboardList, Home, LogOut, Mail, Menu, Newspaper, ShieldCheck, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { ChatHeaderControl } from "~/components/chat/chat-header-control";
import { CATEGORIES } from "~/domain/categories";
import type { SessionUser } from "~/domain/user";
import { cn } from "~/lib/cn";
import { ThemeToggle } from "./theme";

// Primary categories first, as the spec's navigation filter orders them.
const NAV_CATEGORIES = [...CATEGORIES].sort((a, b) => Number(b.primary) - Number(a.primary));

const MAIN_LINKS = [
  { name: "Find Your Supplement", href: "/quiz", Icon: ClipboardList },
  { name: "Learning Center", href: "/methodology", Icon: BookOpen },
  { name: "Blog", href: "/blog", Icon: Newspaper },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
    isActive ? "text-primary" : "text-foreground/80",
  );

export function Logo() {
  return (
    <Link to="/" prefetch="intent" className="flex items-center gap-2 rounded-md font-black tracking-tight" aria-label="CLEARED home">
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <span className="text-xl">CLEARED</span>
    </Link>
  );
}

function LogoutForm({ onSubmit, className }: { onSubmit?: () => void; className?: string }) {
  return (
    <Form method="post" action="/auth" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value="signout" />
      <button
        type="submit"
        className="inline-flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-muted hover:text-foreground"
      >
        <LogOut className="size-4" aria-hidden /> Logout
      </button>
    </Form>
  );
}

function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        rootRef.current?.querySelector("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-muted hover:text-foreground"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        Supplement Categories
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <ul id={menuId} className="absolute left-0 top-12 z-50 w-80 rounded-xl border border-border bg-card p-2 shadow-xl">
          {NAV_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                prefetch="intent"
                className="flex items-start gap-3 rounded-lg p-2 hover:bg-muted"
                onClick={() => setOpen(false)}
              >
                <CategoryIcon category={category} tile className="size-9 shrink-0 [&_svg]:size-5" />
                <span>
                  <span className="block text-sm font-semibold">{category.title}</span>
                  <span className="block text-xs text-muted-foreground">{category.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MobileMenu({ user, onClose }: { user: SessionUser | null; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [onClose]);
  const linkClass = "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted";
  return (
    <div className="fixed inset-0 z-50 md:hidden">
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
        {user && (
          <p className="mt-4 truncate rounded-md bg-muted px-3 py-2 text-sm" data-testid="menu-user">
            Signed in as <span className="font-semibold">{user.email}</span>
          </p>
        )}
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
          <Link to="/" className={linkClass} onClick={onClose}>
            <Home className="size-5" aria-hidden /> Home
          </Link>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Supplement Categories</p>
          {NAV_CATEGORIES.map((category) => (
            <Link key={category.id} to={`/category/${category.id}`} prefetch="intent" className={linkClass} onClick={onClose}>
              <CategoryIcon category={category} className="size-5" /> {category.title}
            </Link>
          ))}
          <div className="my-3 border-t border-border" />
          {MAIN_LINKS.map(({ name, href, Icon }) => (
            <Link key={href} to={href} prefetch="intent" className={linkClass} onClick={onClose}>
              <Icon className="size-5" aria-hidden /> {name}
            </Link>
          ))}
          <Link to="/contact" prefetch="intent" className={linkClass} onClick={onClose}>
            <Mail className="size-5" aria-hidden /> Contact
          </Link>
          {user && <LogoutForm onSubmit={onClose} className="[&_button]:px-3 [&_button]:py-2.5 [&_button]:text-base" />}
        </nav>
      </div>
    </div>
  );
}

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [chatExpanded, setChatExpanded] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-end gap-1 md:flex">
          <div className={cn("flex items-center gap-1 transition-opacity", chatExpanded && "pointer-events-none opacity-30")}>
            <CategoriesMenu />
            {MAIN_LINKS.map(({ name, href }) => (
              <NavLink key={href} to={href} prefetch="intent" className={navLinkClass}>
                {name}
              </NavLink>
            ))}
            {user && <LogoutForm />}
          </div>
          <ChatHeaderControl onExpandedChange={setChatExpanded} />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu user={user} onClose={closeMenu} />}
    </header>
  );
}
