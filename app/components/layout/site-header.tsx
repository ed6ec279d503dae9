import { ChevronDown, LogIn, Menu, Sparkles, User } from "~/components/icons";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { ChatHeaderControl } from "~/components/chat/chat-header-control";
import { useChatLauncher } from "~/components/chat/chat-launcher";
import type { SessionUser } from "~/domain/user";
import { cn } from "~/lib/cn";
import { Logo, LogoutForm, NAV_CATEGORIES, linksFor, useNavSection } from "./nav";
import { ThemeToggle } from "./theme";

// Only narrower screens open it, and only on tap: its code loads then (and is warmed on touch).
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

// The classes live in app.css (.nav-link): the shell's JavaScript carries their names only.
const navLinkClass = (isActive: boolean) => (isActive ? "nav-link nav-link-current" : "nav-link");

/**
 * The chat's door below 1280 px, in the header bar: nothing floats over the page (docs/decisions/0040).
 * The full navigation row needs about 1,150 px (more signed in), so narrower screens get this
 * button and the menu instead of a row wider than the screen (docs/decisions/0073).
 */
function PhoneChatButton() {
  const { openChat } = useChatLauncher();
  return (
    <button
      type="button"
      onClick={() => openChat()}
      data-testid="chat-launcher"
      data-chat-door
      className="chat-door-phone"
      // One name, no stray space: a visually hidden span is laid out as a block, which puts a
      // space before its colon in the computed name. The visible words start the name.
      aria-label="Ask AI: open the CLEARED AI chat"
    >
      <Sparkles className="size-4 text-primary" aria-hidden />
      Ask AI
    </button>
  );
}

function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: a navigation closes the menu
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
        className={navLinkClass(pathname.startsWith("/category/"))}
        aria-label="Supplement Categories"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* Named in full for everyone; shortened on screen where the signed-in header would not fit one line. */}
        <span className="hidden 2xl:inline" aria-hidden>
          Supplement
        </span>
        Categories
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
                <CategoryIcon category={category} tile="sm" />
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

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [chatExpanded, setChatExpanded] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();
  const section = useNavSection();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: a navigation closes the menu
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-end gap-1 xl:flex">
          {/* While the search box is expanded beside them the links are dimmed, and inert: not a faint tab stop. */}
          <div className={cn("flex shrink-0 items-center gap-0.5 transition-opacity", chatExpanded && "opacity-30")} inert={chatExpanded}>
            <CategoriesMenu />
            {linksFor("header").map(({ name, href }) => (
              <Link
                key={href}
                to={href}
                prefetch="intent"
                className={navLinkClass(section === href)}
                aria-current={section === href ? "page" : undefined}
              >
                {name}
              </Link>
            ))}
            {user ? (
              <>
                <Link
                  to="/account"
                  prefetch="intent"
                  className={navLinkClass(pathname.startsWith("/account"))}
                  title={`Your account: ${user.email}`}
                  data-testid="nav-user"
                >
                  <User className="size-4" aria-hidden /> Account
                </Link>
                <LogoutForm className="[&_button]:whitespace-nowrap" />
              </>
            ) : (
              <Link to={`/auth?redirectTo=${encodeURIComponent(pathname)}`} className={navLinkClass(pathname === "/auth")} data-testid="nav-sign-in">
                <LogIn className="size-4" aria-hidden /> Sign in
              </Link>
            )}
          </div>
          <ChatHeaderControl onExpandedChange={setChatExpanded} />
        </nav>
        <div className="flex items-center gap-1">
          <PhoneChatButton />
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted xl:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onPointerDown={loadMobileMenu}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>
      {/* In a portal at the body: the header's backdrop blur would make it the containing block of the
          sheet's fixed position, and the sheet would fill the 64 px header instead of the screen. */}
      {menuOpen &&
        createPortal(
          <Suspense fallback={null}>
            <MobileMenu user={user} onClose={closeMenu} />
          </Suspense>,
          document.body,
        )}
    </header>
  );
}
