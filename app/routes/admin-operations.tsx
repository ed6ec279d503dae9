import { requireAdmin } from "~/.server/auth/admin";
import { undeliveredEmails } from "~/.server/email/sender";
import { recentJobRuns } from "~/.server/jobs/runs";
import { appContext } from "~/context";
import { formatUtc } from "~/lib/format-time";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin-operations";

export function meta() {
  return [{ title: "Operations | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return privatePageHeaders();
}

/** What the operator checks first: the cron's recent runs, mail that did not go out, price-refresh errors. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const [runs, emails, priceErrors] = await Promise.all([
    recentJobRuns(env, { limit: 60 }),
    undeliveredEmails(env, { limit: 50 }),
    recentJobRuns(env, { limit: 20, job: "price-refresh", failedOnly: true }),
  ]);
  return { runs, emails, priceErrors };
}

const TH = "px-3 py-2";
const TABLE = "mt-3 overflow-x-auto rounded-xl border border-border";
const HEAD = "bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground";

function Outcome({ ok }: { ok: boolean }) {
  return <span className={ok ? "font-semibold text-success" : "font-semibold text-destructive"}>{ok ? "ok" : "failed"}</span>;
}

function RunsTable({ runs, caption, testId }: { runs: Route.ComponentProps["loaderData"]["runs"]; caption: string; testId: string }) {
  return (
    <div className={TABLE}>
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={TH}>Started (UTC)</th>
            <th scope="col" className={TH}>Job</th>
            <th scope="col" className={TH}>Outcome</th>
            <th scope="col" className={`${TH} text-right`}>ms</th>
            <th scope="col" className={TH}>Detail</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={`${run.job}-${run.startedAt}`} className="border-t border-border align-top">
              <td className={`${TH} whitespace-nowrap tabular-nums`}>{formatUtc(run.startedAt)}</td>
              <th scope="row" className={`${TH} font-medium`}>{run.job}</th>
              <td className={TH}><Outcome ok={run.ok} /></td>
              <td className={`${TH} text-right tabular-nums`}>{run.durationMs}</td>
              <td className={`${TH} break-words`}>{run.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminOperations({ loaderData }: Route.ComponentProps) {
  const { runs, emails, priceErrors } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">Operations</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        The cron runs every 5 minutes; each job's run is kept for 14 days. <code>/api/health</code> gives the same state for
        monitors. Times are UTC.
      </p>

      <h2 className="mt-10 text-xl font-bold">Emails not delivered</h2>
      {emails.length === 0 ? (
        <p className="mt-3 text-muted-foreground" data-testid="no-undelivered-email">Every email has been sent.</p>
      ) : (
        <div className={TABLE}>
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="undelivered-emails">
            <caption className="sr-only">Emails waiting for a retry or failed for good, newest first</caption>
            <thead className={HEAD}>
              <tr>
                <th scope="col" className={TH}>To</th>
                <th scope="col" className={TH}>Subject</th>
                <th scope="col" className={TH}>State</th>
                <th scope="col" className={`${TH} text-right`}>Attempts</th>
                <th scope="col" className={TH}>Last error</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-t border-border align-top">
                  <td className={`${TH} break-words`}>{email.toAddress}</td>
                  <td className={TH}>{email.subject}</td>
                  <td className={TH}>
                    {email.status === "failed" ? (
                      <span className="font-semibold text-destructive">failed for good</span>
                    ) : (
                      `retry ${email.nextAttemptAt ? formatUtc(email.nextAttemptAt) : "soon"}`
                    )}
                  </td>
                  <td className={`${TH} text-right tabular-nums`}>{email.attempts}</td>
                  <td className={`${TH} break-words`}>{email.lastError}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="mt-10 text-xl font-bold">Price-refresh errors</h2>
      {priceErrors.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No failed price refresh in the last 14 days.</p>
      ) : (
        <RunsTable runs={priceErrors} caption="Failed price refreshes, newest first" testId="price-refresh-errors" />
      )}

      <h2 className="mt-10 text-xl font-bold">Recent job runs</h2>
      {runs.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No cron run recorded yet.</p>
      ) : (
        <RunsTable runs={runs} caption="Recent cron job runs, newest first" testId="job-runs" />
      )}
    </div>
  );
}
