import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/** Every admin page, in one list: the dashboard links to them and each page shows the list. */
export const ADMIN_PAGES = [
  { to: "/admin", label: "Dashboard", description: "Visits, buy clicks, quiz, chat and sign-ups over 30 days" },
  { to: "/admin/messages", label: "Messages", description: "Contact messages: read, mark handled, history" },
  { to: "/admin/blog", label: "Blog", description: "Articles and their publication" },
  { to: "/admin/dod-list", label: "DoD list", description: "A new prohibited list: its diff, applying it; withdrawn certifications" },
  { to: "/admin/buy-links", label: "Buy links", description: "The exact retail page of each certified variant, and which still use a search" },
  { to: "/admin/operations", label: "Operations", description: "Cron job runs, emails not delivered, price-refresh errors" },
] as const;

/** The admin area's heading and page tabs. */
export function AdminHeader({ title, email, children }: { title: string; email: string; children?: React.ReactNode }) {
  return (
    <header className="border-b border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Admin</p>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-black tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">Signed in as {email}</p>
        </div>
        {children}
        <nav aria-label="Admin pages" className="-mb-px mt-5 flex gap-1 overflow-x-auto">
          {ADMIN_PAGES.map((page) => (
            <NavLink
              key={page.to}
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  "whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold",
                  isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {page.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
