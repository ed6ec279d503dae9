import { ArrowRight, Inbox } from "~/components/icons";
import { Link } from "react-router";
import { loadDashboard } from "~/.server/analytics/dashboard";
import { requireAdmin } from "~/.server/auth/admin";
import { ADMIN_PAGES, AdminHeader } from "~/components/admin/admin-nav";
import { DailyBars } from "~/components/admin/daily-bars";
import { appContext } from "~/context";
import { DASHBOARD_DAYS } from "~/domain/analytics/dashboard";
import { getCategoryInfo } from "~/domain/categories";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin";

export function meta() {
  return [{ title: "Dashboard | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return privatePageHeaders();
}

// Admin-only: everyone else gets the same 404 as a page that does not exist.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  return { email: admin.email, dashboard: await loadDashboard(env) };
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const fmt = (n: number) => n.toLocaleString("en-US");

const CHAT_AUTHOR: Record<string, string> = { engine: "Embedded engine", offline: "Offline answer (in the browser)" };
const CHECK_RESULT: Record<string, string> = { flagged: "Found a prohibited ingredient", clear: "Found nothing on the list" };

function Panel({ title, total, testId, children }: { title: string; total: number; testId: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-5 shadow-sm" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${testId}-title`} className="font-bold">
          {title}
        </h2>
        <p className="text-2xl font-black tabular-nums" data-testid={`${testId}-total`}>
          {fmt(total)}
        </p>
      </div>
      <div className="mt-3 grid gap-4">{children}</div>
    </section>
  );
}

function Breakdown({ caption, head, rows }: { caption: string; head: string[]; rows: { label: string; values: number[] }[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? "py-1 pr-2 font-semibold" : "py-1 pl-2 text-right font-semibold"}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-border">
            <th scope="row" className="max-w-0 truncate py-1.5 pr-2 font-medium" title={row.label}>
              {row.label}
            </th>
            {row.values.map((v, i) => (
              <td key={head[i + 1]} className="py-1.5 pl-2 text-right tabular-nums">
                {fmt(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { email, dashboard: d } = loaderData;
  const categoryTitle = (id: string) => getCategoryInfo(id)?.title ?? id;
  return (
    <>
      <AdminHeader title="Dashboard" email={email}>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          The last {DASHBOARD_DAYS} days (UTC), from the site's own daily counters. They count events, not people: visitors
          with Do Not Track or Global Privacy Control, or without JavaScript, are not counted.
        </p>
      </AdminHeader>
      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-8 md:grid-cols-2">
        <Link
          to="/admin/messages"
          className="flex items-center gap-4 rounded-xl border border-border bg-card p-5 shadow-sm hover:bg-muted md:col-span-2"
          data-testid="open-messages"
        >
          <Inbox className="size-7 shrink-0 text-primary" aria-hidden />
          <span className="flex-1">
            <span className="block font-bold">Open messages</span>
            <span className="text-sm text-muted-foreground">Contact messages nobody has marked handled yet</span>
          </span>
          <span className="text-2xl font-black tabular-nums">{fmt(d.openMessages)}</span>
          <ArrowRight className="size-5 text-muted-foreground" aria-hidden />
        </Link>

        <Panel title="Pageviews" total={sumOf(d.pageviews.series)} testId="pageviews">
          <DailyBars label="Pageviews per day" days={d.days} values={d.pageviews.series} />
          <Breakdown
            caption={`Pageviews by page, top ${d.pageviews.byPath.length} of ${d.pageviews.paths}`}
            head={["Page", "Views"]}
            rows={d.pageviews.byPath.map((r) => ({ label: r.id, values: [r.total] }))}
          />
        </Panel>

        <Panel title="Buy clicks" total={sumOf(d.buyClicks.goSeries)} testId="buy-clicks">
          <DailyBars label="Retailer redirects through /go per day" days={d.days} values={d.buyClicks.goSeries} tone="accent" />
          <p className="fine-print">
            The total counts redirects through /go (every click, with or without JavaScript); button clicks are the analytics
            events of the same clicks.
          </p>
          <Breakdown
            caption="Buy clicks by product"
            head={["Product", "Button clicks", "/go redirects"]}
            rows={d.buyClicks.byProduct.map((r) => ({ label: r.name, values: [r.buttonClicks, r.redirects] }))}
          />
        </Panel>

        <Panel title="Quiz completions" total={sumOf(d.quiz.series)} testId="quiz">
          <DailyBars label="Quiz completions per day" days={d.days} values={d.quiz.series} />
          <Breakdown
            caption="Quizzes started and completed by category"
            head={["Category", "Started", "Completed"]}
            rows={d.quiz.byCategory.map((r) => ({ label: categoryTitle(r.id), values: [r.started, r.completed] }))}
          />
        </Panel>

        <Panel title="Chat answers" total={sumOf(d.chat.series)} testId="chat">
          <DailyBars label="Chat answers per day" days={d.days} values={d.chat.series} />
          <p className="fine-print">The chat was opened {fmt(sumOf(d.chat.opened))} times.</p>
          <Breakdown
            caption="Chat answers by who wrote them"
            head={["Answered by", "Answers"]}
            rows={d.chat.byAuthor.map((r) => ({ label: CHAT_AUTHOR[r.id] ?? `Model ${r.id}`, values: [r.total] }))}
          />
        </Panel>

        <Panel title="Ingredient checks" total={sumOf(d.ingredientChecks.series)} testId="ingredient-checks">
          <DailyBars label="Ingredient checks per day" days={d.days} values={d.ingredientChecks.series} />
          <Breakdown
            caption="Ingredient checks by result"
            head={["Result", "Checks"]}
            rows={d.ingredientChecks.byResult.map((r) => ({ label: CHECK_RESULT[r.id] ?? r.id, values: [r.total] }))}
          />
        </Panel>

        <Panel title="Sign-ups" total={sumOf(d.signUps.accountsSeries)} testId="sign-ups">
          <DailyBars label="Accounts created per day" days={d.days} values={d.signUps.accountsSeries} />
          <p className="fine-print">
            Accounts created, from the accounts table. Sign-up form events in the same days: {fmt(sumOf(d.signUps.series))}.
          </p>
        </Panel>

        <nav aria-label="Other admin pages" className="md:col-span-2">
          <h2 className="font-bold">Admin pages</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ADMIN_PAGES.filter((p) => p.to !== "/admin").map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="block rounded-lg border border-border bg-card p-4 hover:bg-muted">
                  <span className="font-semibold text-primary">{page.label}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{page.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
