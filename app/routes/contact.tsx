import { ExternalLink, MessageCircle, ShieldQuestion } from "~/components/icons";
import { handleContactAction } from "~/.server/contact/form-action";
import { issueContactFormToken } from "~/.server/contact/service";
import { ContactForm } from "~/components/contact/contact-form";
import { PageHeader } from "~/components/layout/page-header";
import { appContext } from "~/context";
import { CATEGORIES } from "~/domain/categories";
import { listCatalogueEntries } from "~/.server/catalogue";
import { CONTACT_TOPICS, type ContactActionData } from "~/domain/contact/form";
import { SAFETY_LINKS } from "~/domain/site";
import { routeMeta } from "~/lib/meta";
import { withRetry } from "~/lib/retry";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Contact",
    description: "Questions about a supplement, a certification or our picks? Write to CLEARED, or ask official safety experts.",
    path: "/contact",
  });
}

// The form carries a freshly signed start time, so the page is never cached
// (worker/middleware/private-responses.ts). An action's Retry-After is kept.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return new Headers(actionHeaders);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { env, user } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const labels = listCatalogueEntries();
  const products = CATEGORIES.map((c) => ({
    category: c.title,
    products: labels.filter((p) => p.category === c.id).map((p) => ({ id: p.id, label: `${p.brand} ${p.name}` })),
  }));
  const topic = params.get("topic") ?? "";
  const productId = params.get("product") ?? "";
  return {
    formToken: issueContactFormToken(env),
    products,
    defaults: {
      email: user?.email ?? "",
      topic: CONTACT_TOPICS.some((t) => t.value === topic) ? topic : "",
      productId: products.some((g) => g.products.some((p) => p.id === productId)) ? productId : "",
    },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context.get(appContext));
}

/** With JavaScript, network failures and 502/503/504 are retried before anything is shown. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withRetry(() => serverAction());
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in touch">
        A question about a product, a correction to our data, a partnership? Write to us: a person reads every message.
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="contact-form-title" className="rounded-xl border border-border bg-card p-5 shadow-sm md:p-6">
          <h2 id="contact-form-title" className="text-xl font-bold">
            Send us a message
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">All fields are required unless marked optional.</p>
          <ContactForm {...loaderData} result={actionData as ContactActionData | undefined} />
        </section>
        <aside className="grid content-start gap-6" aria-label="Other ways to get answers">
          <section className="rounded-xl border border-border bg-card p-5">
            <MessageCircle className="size-6 text-primary" aria-hidden />
            <h2 className="mt-2 font-bold">Ask CLEARED AI</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The chat button at the bottom right answers questions about our certified picks at any hour. It only recommends
              products it can stand behind.
            </p>
          </section>
          <section className="rounded-xl border border-border bg-card p-5">
            <ShieldQuestion className="size-6 text-primary" aria-hidden />
            <h2 className="mt-2 font-bold">Is this ingredient allowed?</h2>
            <p className="mt-1 text-sm text-muted-foreground">
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
        </aside>
      </div>
    </>
  );
}
