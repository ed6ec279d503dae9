import { CircleCheck } from "~/components/icons";
import { getConfig } from "~/.server/env";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/contact-sent";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...routeMeta(matches, { title: "Message sent", description: "Your message to CLEARED was received.", path: "/contact/sent" }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return {
    // Only ever our own reference format is echoed onto the page.
    reference: /^[0-9A-F]{8}$/.test(ref) ? ref : null,
    outbox: getConfig(env).devOutbox,
  };
}

export default function ContactSent({ loaderData }: Route.ComponentProps) {
  const { reference, outbox } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8" role="status">
        <CircleCheck className="size-9 text-success" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold tracking-tight">Thank you, your message was sent</h1>
        <p className="mt-3 text-muted-foreground">
          {reference ? (
            <>
              Your reference is <strong className="font-mono text-foreground">{reference}</strong>.{" "}
            </>
          ) : null}
          We have emailed you a receipt. We read every message and answer by email, usually within a few working days.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={buttonVariants({ className: "sm:w-auto" })}>
            Back to the home page
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "outline", className: "sm:w-auto" })}>
            Send another message
          </Link>
        </div>
        {outbox && (
          <a href="/dev/outbox" className="mt-4 inline-block text-sm text-link">
            Open the local outbox (development only)
          </a>
        )}
      </div>
    </div>
  );
}
