import { LogOut, ShieldCheck } from "~/components/icons";
import { Form, Link, useLocation, useMatches } from "react-router";
import { CATEGORIES } from "~/domain/categories";

/*
 * The site's navigation pieces, shared by the header, the mobile menu and the footer: the site's
 * links (one list, each link saying where it appears), the category order, the logo and the
 * sign-out form. They live apart from the header so the lazily loaded mobile menu never imports
 * the header back.
 */

export type NavPlace = "header" | "mobile" | "footer";

export interface SiteLink {
  name: string;
  href: string;
  places: readonly NavPlace[];
}

/** In display order. The header and phone menu list the categories themselves instead of "/#recommended". */
export const SITE_LINKS: readonly SiteLink[] = [
  { name: "Home", href: "/", places: ["mobile", "footer"] },
  { name: "Supplement Categories", href: "/#recommended", places: ["footer"] },
  { name: "Find Your Supplement", href: "/quiz", places: ["header", "mobile", "footer"] },
  // The footer lists it under Safety Resources instead.
  { name: "Ingredient Checker", href: "/ingredient-checker", places: ["header", "mobile"] },
  { name: "Learning Center", href: "/methodology", places: ["header", "mobile", "footer"] },
  { name: "Blog", href: "/blog", places: ["header", "mobile", "footer"] },
  { name: "Contact", href: "/contact", places: ["mobile", "footer"] },
];

export function linksFor(place: NavPlace): SiteLink[] {
  return SITE_LINKS.filter((link) => link.places.includes(place));
}

/**
 * The site link the current page belongs to, for the active state. A page can say so itself by
 * returning `navSection` (a link's href) from its loader: a Learning Center guide lives under
 * /blog/ but belongs to the Learning Center. Otherwise the longest link that prefixes the path.
 */
export function useNavSection(): string | null {
  const { pathname } = useLocation();
  const matches = useMatches();
  const claimed = matches.map((m) => (m.loaderData as { navSection?: unknown } | undefined)?.navSection).findLast((s) => typeof s === "string");
  if (typeof claimed === "string") return claimed;
  // The site's links never nest (no link's path starts with another's), so the first that owns the path is the one.
  return SITE_LINKS.find((l) => l.href !== "/" && (pathname === l.href || pathname.startsWith(`${l.href}/`)))?.href ?? null;
}

// Primary categories first (docs/product.md §4.1).
export const NAV_CATEGORIES = [...CATEGORIES].sort((a, b) => Number(b.primary) - Number(a.primary));

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

export function LogoutForm({ onSubmit, className }: { onSubmit?: () => void; className?: string }) {
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
