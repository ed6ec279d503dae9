import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import type { SessionUser } from "~/domain/user";

const EmailBanner = lazy(() => import("./email-banner"));

/**
 * Under the header: asks a signed-in user with an unconfirmed email to confirm it (with a resend
 * button), and thanks whoever just followed a confirmation link (`/?email-confirmed=1`). Few
 * visitors ever see it, so its code loads only when it shows (the shell's JavaScript budget).
 */
export function VerifyEmailBanner({ user }: { user: SessionUser | null }) {
  const [params] = useSearchParams();
  const confirmed = params.has("email-confirmed");
  if (!confirmed && (!user || user.emailVerified)) return null;
  return (
    <Suspense fallback={null}>
      <EmailBanner user={user} confirmed={confirmed} />
    </Suspense>
  );
}
