import { ArrowDown, BadgeCheck, FileSearch, ListChecks, ShieldAlert } from "~/components/icons";
import { Link } from "react-router";
import { listPublishedGuides } from "~/.server/content/queries";
import { PostCard } from "~/components/content/post-card";
import { ScoreMethodology } from "~/components/catalogue/score-methodology";
import { PageHeader, Prose } from "~/components/layout/page-header";
import { appContext } from "~/context";
import { groupGuides } from "~/domain/content/learning-center";
import { CAFFEINE_PER_DOSE } from "~/domain/safety/limits-table";
import { SAFETY_LINKS } from "~/domain/site";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/methodology";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Learning Center",
    description:
      "How CLEARED chooses supplements: third-party certification, the DoD prohibited ingredients list, the OPSS label scorecard and our published CLEARED score.",
    path: "/methodology",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return { groups: groupGuides(await listPublishedGuides(env)) };
}

const PILLARS = [
  {
    Icon: BadgeCheck,
    title: "Certified first",
    text: "Only products certified by NSF Certified for Sport or Informed Sport make our lists. Both test for substances banned in sport: Informed Sport lists each tested batch, and NSF Certified for Sport tests on a schedule set by the number of lots.",
  },
  {
    Icon: ShieldAlert,
    title: "Screened against the DoD list",
    text: "Every ingredient on every label is checked against the DoD Prohibited Dietary Supplement Ingredients list, by name, synonym and label term.",
  },
  {
    Icon: ListChecks,
    title: "Scored on the label",
    text: "We apply the Operation Supplement Safety label scorecard: certification seal, few ingredients, no proprietary blends, sane caffeine and vitamin doses.",
  },
  {
    Icon: FileSearch,
    title: "Sourced and dated",
    text: "Every fact we show has a source and the date it was checked. Where we have no price, we show none instead of guessing.",
  },
];

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const guideCount = groups.reduce((n, g) => n + g.guides.length, 0);
  return (
    <>
      <PageHeader eyebrow="Guides and how we choose" title="Learning Center">
        A positive drug test or a prohibited ingredient can end a career. Below: how every product on CLEARED is chosen before
        we recommend it, then our guides, each with its sources.
        {guideCount > 0 && (
          <a href="#guides" className="mt-4 flex w-fit items-center gap-1.5 text-base font-semibold text-primary hover:underline">
            <ArrowDown className="size-4" aria-hidden /> {guideCount} {guideCount === 1 ? "guide" : "guides"} on certification, labels, performance and
            recovery
          </a>
        )}
      </PageHeader>
      <ul className="mx-auto grid max-w-5xl gap-4 px-4 pt-10 sm:grid-cols-2">
        {PILLARS.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6">
            <Icon className="size-7 text-primary" aria-hidden />
            <h2 className="mt-3 text-lg font-bold">{title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <Prose>
        <h2>Why third-party certification matters</h2>
        <p>
          Dietary supplements are not approved by the FDA before they are sold. Certification programmes such as NSF Certified
          for Sport and Informed Sport test products for hundreds of substances prohibited in sport, audit the factory, and
          re-test regularly. The DoD's Operation Supplement Safety (OPSS) recommends choosing products that carry one of these
          seals. Certification is per product and often per flavour, so always check the exact product and lot on the
          certifier's website.
        </p>
        <h2>The DoD prohibited ingredients list</h2>
        <p>
          The Department of Defense publishes a list of ingredients that service members must not use in dietary supplements,
          including stimulants such as DMAA and DMHA, SARMs, prohormones and unapproved drugs. Many appear on labels under other
          names. Our <Link to="/ingredient-checker">ingredient checker</Link> searches our copy of the list by every name, and
          the <a href={SAFETY_LINKS.dodProhibitedList}>official OPSS list</a> is always the authority.
        </p>
        <h2>The OPSS label scorecard</h2>
        <p>OPSS suggests a few questions for any label. We answer them for every product we list:</p>
        <ul>
          <li>Does it carry a third-party certification seal?</li>
          <li>Does it have fewer than six ingredients?</li>
          <li>Is every ingredient and amount disclosed, with no proprietary blend?</li>
          <li>Does a serving contain no more than {CAFFEINE_PER_DOSE.amount} mg of caffeine?</li>
          <li>Does it stay at or below 200% of the daily value of every nutrient?</li>
        </ul>
      </Prose>
      <ScoreMethodology />
      <Prose>
        <h2>When in doubt</h2>
        <p>
          Talk to your unit's medical provider or dietitian before starting a supplement, and ask the experts at{" "}
          <a href={SAFETY_LINKS.opssAskTheExpert}>OPSS Ask the Expert</a> about any product you are unsure of.
        </p>
      </Prose>
      <section id="guides" aria-labelledby="guides-heading" className="scroll-mt-20 border-t border-border bg-muted/40">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Guides</p>
          <h2 id="guides-heading" className="mt-2 text-3xl font-black tracking-tight md:text-4xl">
            Straight answers, with sources
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Written for service members and checked line by line against the sources listed under each guide.
          </p>
          {groups.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              Our first guides are in review and will appear here once published.
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.name} aria-labelledby={group.id} className="mt-12">
                <h3 id={group.id} className="text-xl font-bold">
                  {group.name}
                </h3>
                <ul className="mt-4 grid gap-5 md:grid-cols-2">
                  {group.guides.map((guide) => (
                    <li key={guide.slug} className="flex">
                      <PostCard post={guide} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </section>
    </>
  );
}
