import { redirect } from "react-router";
import { SIGN_IN_TO_ACCOUNT } from "~/.server/account/form-actions";
import { exportAccountData } from "~/.server/account/export";
import { appContext } from "~/context";
import type { Route } from "./+types/account-data";

/** "Download my data": a JSON attachment of everything the account holds (no page, no JavaScript needed). */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, user } = context.get(appContext);
  if (!user) throw redirect(SIGN_IN_TO_ACCOUNT);
  const exported = await exportAccountData(env, { userId: user.id, now: Date.now() });
  if (!exported) throw redirect(SIGN_IN_TO_ACCOUNT);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cleared-account-${exported.exportedAt.slice(0, 10)}.json"`,
      "Referrer-Policy": "same-origin",
    },
  });
}
