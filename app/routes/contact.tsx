import { ExternalLink, MessageCircle, ShieldQuestion } from "lucide-react";
import { PageHeader } from "~/components/layout/page-header";
import { SAFETY_LINKS } from "~/domain/site";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Contact",
    description: "Questions about a supplement, a certification or our picks? Here is how to reach CLEARED and official safety experts.",
    path: "/contact",
  });
}

export default function Contact() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in touch">
        Questions about a product, a certification or a pick we made? Here is where to get the fastest answer.
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-2">
        <section className="rounded-xl border border-border bg-card p-6">
          <MessageCircle className="size-7 text-primary" aria-hidden />
          <h2 className="mt-3 text-lg font-bold">Ask CLEARED AI</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            The chat button at the bottom right answers questions about our certified picks at any hour. It only recommends
            products it can stand behind.
          </p>
        </section>
        <section className="rounded-xl border border-border bg-card p-6">
          <ShieldQuestion className="size-7 text-primary" aria-hidden />
          <h2 className="mt-3 text-lg font-bold">Is this ingredient allowed?</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            For an official answer about a specific product or ingredient, ask the Operation Supplement Safety experts. They
            answer service members directly.
          </p>
          <a
            href={SAFETY_LINKS.opssAskTheExpert}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            OPSS Ask the Expert <ExternalLink className="size-3.5" aria-label="(opens in a new tab)" />
          </a>
        </section>
      </div>
    </>
  );
}
