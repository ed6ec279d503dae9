import { ArrowRight, Award, BadgeCheck, BookOpen, Clock, Crosshair, DollarSign, HeartPulse, ShieldCheck, Sparkles, Target } from "~/components/icons";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { useChatLauncher } from "~/components/chat/chat-launcher";
import { JsonLd } from "~/components/json-ld";
import { Button, buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { labelCatalogue } from "~/.server/catalogue";
import { countReviewedPosts } from "~/.server/content/queries";
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from "~/domain/seo";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const HERO_CHAT_PROMPT = "What supplements would help me perform better?";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "CLEARED | Certified Supplements for Service Members",
    description:
      "Best performance, lowest price, safest choice: third-party-tested supplements for service members and tactical athletes, screened against the DoD prohibited list.",
    path: "/",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { env, safety: readSafety } = context.get(appContext);
  const safety = await readSafety();
  const labels = labelCatalogue(safety);
  const siteUrl = env.SITE_URL;
  return {
    // The availability check: a category is featured only when it has products.
    categories: labels.listCategories().filter((c) => c.productCount > 0),
    // Counted from the data on every request, never typed in.
    figures: {
      productsScreened: labels.listLabelProducts().length,
      prohibitedEntries: safety.matcher.info().entryCount,
      postsReviewed: await countReviewedPosts(env),
    },
    jsonLd: [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl), breadcrumbJsonLd(siteUrl, [{ name: "Home", url: "/" }])],
  };
}

const CLAIMS = [
  // The spec's three claims, in words the data backs: the DoD approves no supplement, so "safest" means certified and screened.
  { Icon: Award, title: "Best performance", text: "Ranked by a published score: certification, evidence, label and value" },
  { Icon: DollarSign, title: "Lowest price", text: "Price per serving compared within each category" },
  { Icon: ShieldCheck, title: "Safest choice", text: "Third-party certified, and screened against the DoD prohibited list" },
];

const REASONS = [
  {
    Icon: BookOpen,
    title: "Educational gaps",
    text: "Most supplement advice is sales copy. Service members deserve straight answers about what works and what can end a career.",
  },
  {
    Icon: Clock,
    title: "Demanding schedules",
    text: "Field training, shift work and deployments make balanced meals hard. The right supplement fills a real gap, not a marketing one.",
  },
  {
    Icon: Target,
    title: "Performance requirements",
    text: "Fitness tests, selection courses and daily PT ask a lot. Proven ingredients like creatine, protein and caffeine help when dosed right.",
  },
  {
    Icon: HeartPulse,
    title: "Recovery needs",
    text: "Rucks, lifts and short nights add up. Protein, sleep support and hydration help you come back ready for the next mission.",
  },
];

/** "10" when every category holds ten, "8 to 10" otherwise: counted, never typed in. */
function perCategoryText(counts: number[]): string {
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  return low === high ? String(low) : `${low} to ${high}`;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, figures, jsonLd } = loaderData;
  const { openChat } = useChatLauncher();
  return (
    <>
      <JsonLd items={jsonLd} />

      <section className="hero-focus relative overflow-hidden bg-hero text-hero-foreground">
        <div
          aria-hidden
          className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(currentColor_1px,transparent_1px),linear-gradient(90deg,currentColor_1px,transparent_1px)] [background-size:48px_48px]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 md:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20">
            <BadgeCheck className="size-4 text-accent" aria-hidden /> Built for service members and tactical athletes
          </p>
          <h1 className="mt-6 max-w-4xl text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl md:text-7xl">
            Optimize your performance. <span className="text-accent">Stay cleared.</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-hero-foreground/80 md:text-xl">
            Research-backed supplement picks for service members and tactical athletes. Every product is reported NSF Certified for Sport
            or Informed Sport, marked where we have not confirmed it in the certifier's registry, and screened against the DoD
            prohibited ingredients list.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#recommended" className={buttonVariants({ variant: "accent", size: "lg" })}>
              Browse Supplements <ArrowRight aria-hidden />
            </a>
            <Button
              size="lg"
              variant="inverse"
              onClick={() => openChat(HERO_CHAT_PROMPT, "prefill")}
            >
              <Sparkles aria-hidden /> Ask Cleared AI
            </Button>
          </div>
          <ul className="mt-12 grid gap-4 sm:grid-cols-3">
            {CLAIMS.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/15 sm:block">
                <Icon className="size-6 shrink-0 text-accent" aria-hidden />
                <div>
                  <p className="font-bold sm:mt-2">{title}</p>
                  <p className="text-sm text-hero-foreground/75">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2 text-sm font-semibold text-hero-foreground/80" data-testid="home-figures">
            <li>
              <span className="text-2xl font-black text-accent">{figures.productsScreened}</span> certified products screened
            </li>
            <li>
              <span className="text-2xl font-black text-accent">{figures.prohibitedEntries}</span> DoD prohibited-list entries checked
            </li>
            {figures.postsReviewed > 0 && (
              <li>
                <span className="text-2xl font-black text-accent">{figures.postsReviewed}</span>{" "}
                {figures.postsReviewed === 1 ? "guide or article" : "guides and articles"} reviewed
              </li>
            )}
          </ul>
        </div>
      </section>

      <section id="recommended" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Recommended categories</p>
          <h2 className="mt-2 text-3xl font-black tracking-tight md:text-4xl">Certified picks for every mission need</h2>
          <p className="mt-3 text-muted-foreground">
            {perCategoryText(categories.map((c) => c.productCount))} certified products per category, ranked by our published CLEARED
            score.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                prefetch="intent"
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="flex items-center justify-between">
                  <CategoryIcon category={category} tile="md" />
                  <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">
                    Top {category.productCount} Products
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-bold">{category.title}</h3>
                <p className="mt-1 flex-1 text-sm text-muted-foreground">{category.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  Explore Category <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-y border-border bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 className="text-3xl font-black tracking-tight md:text-4xl">Why supplements?</h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">Food comes first. Where it falls short, a certified supplement closes the gap safely.</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-card p-6">
                <Icon className="size-7 text-primary" aria-hidden />
                <h3 className="mt-3 font-bold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-8 rounded-2xl bg-primary p-8 text-primary-foreground md:grid-cols-[1fr_auto] md:p-12">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider opacity-80">
              <Crosshair className="size-4" aria-hidden /> Our mission
            </p>
            <h2 className="mt-2 text-3xl font-black tracking-tight md:text-4xl">Tactical Nutrition Intelligence</h2>
            <p className="mt-3 max-w-2xl opacity-90">
              We read the labels, check the certifier registries and screen every ingredient against the DoD list, so you can
              choose in minutes and lower the risk of a positive test or a prohibited ingredient.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <Link to="/quiz" prefetch="intent" className={buttonVariants({ variant: "accent", size: "lg" })}>
              Find Your Supplement
            </Link>
            <Link
              to="/methodology"
              prefetch="intent"
              className={buttonVariants({ variant: "inverse", size: "lg" })}
            >
              How we choose
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
