import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/account-deleted";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: "Account deleted", path: "/account/deleted", noindex: true });
}

/** Where "Delete my account" lands: the session is already gone, so this page is the same for everyone. */
export default function AccountDeleted() {
  return (
    <>
      <PageHeader eyebrow="Your account" title="Your account is deleted">
        Your account, saved products and alerts, saved quiz results and the messages you sent while signed in are gone, and every device is
        signed out.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p>
          You can still use everything on CLEARED without an account.{" "}
          <Link to="/" className="text-link">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
