import { LogOut, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { CATEGORIES } from "~/domain/categories";

/*
 * The site's navigation pieces, shared by the header, the mobile menu and the footer. They live
 * apart from the header so the lazily loaded mobile menu never imports the header back.
 */

// Primary categories first (docs/product.md §4.1).
export const NAV_CATEGORIES = [...CATEGORIES].sort((a, b) => Number(b.primary) - Number(a.primary));

export const MAIN_LINKS = [
  { name: "Find Your Supplement", href: "/quiz" },
  { name: "Learning Center", href: "/methodology" },
  { name: "Blog", href: "/blog" },
];

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
