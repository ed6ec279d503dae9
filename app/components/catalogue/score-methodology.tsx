import { Link } from "react-router";
import { VALUE_GUIDE_PATH } from "~/domain/site";
import { CONFIDENCE_POINTS, SCORE_FORMULA, UNKNOWN_PRICE_VALUE_POINTS } from "~/domain/catalogue/score";
import { DAILY_VALUE_LIMIT_PERCENT, INGREDIENT_LIMIT } from "~/domain/catalogue/scorecard";
import { CAFFEINE_PER_DOSE } from "~/domain/safety/limits-table";

/**
 * The methodology page's explanation of the CLEARED score, rendered from the same table the
 * score is computed with.
 */
export function ScoreMethodology() {
  return (
    <section id="cleared-score" aria-labelledby="cleared-score-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10">
      <h2 id="cleared-score-title" className="text-2xl font-bold">
        The CLEARED score
      </h2>
      <p className="mt-4 leading-7">
        Every product we list gets a CLEARED score from 0 to 100. It is computed by one formula from the facts we hold about the
        product, never typed in, and never copied from a retailer's star rating. Each product card shows its own breakdown.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on phones must take focus, or a keyboard cannot scroll it */}
      <section className="relative mt-6 overflow-x-auto" tabIndex={0} aria-label="CLEARED score formula">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">The five parts of the CLEARED score</caption>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">Part</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Points</th>
              <th scope="col" className="py-2 font-semibold">How it is scored</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {SCORE_FORMULA.map((c) => (
              <tr key={c.id} className="align-top">
                <th scope="row" className="py-3 pr-4 font-semibold">{c.label}</th>
                <td className="py-3 pr-4 tabular-nums">{c.max}</td>
                <td className="py-3 leading-6 text-muted-foreground">{c.rule}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            <tr>
              <th scope="row" className="py-3 pr-4 font-semibold">Total</th>
              <td className="py-3 pr-4 font-semibold tabular-nums">{SCORE_FORMULA.reduce((sum, c) => sum + c.max, 0)}</td>
              <td className="py-3 text-muted-foreground">Parts are rounded to one decimal, the total to a whole number.</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <h3 className="mt-8 text-lg font-semibold">What the parts mean</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
        <li>
          <strong>Certification strength.</strong> NSF Certified for Sport and Informed Sport test for substances banned in sport,
          so they score highest. A certification counts as confirmed when we found the product in the certifier's registry (an
          NSF listing id or an Informed Sport product page); one reported only by a retailer scores less until confirmed.
        </li>
        <li>
          <strong>Confidence in the facts.</strong> Each product's facts carry an evidence level from our research, from a dated
          first-hand check ({CONFIDENCE_POINTS.high} points) down to a bare registry listing with no label or price (
          {CONFIDENCE_POINTS.low} points).
        </li>
        <li>
          <strong>Label transparency.</strong> A label that gives every ingredient's amount lets you see exactly what you take.
          Proprietary blends hide the amounts of what is inside them.
        </li>
        <li>
          <strong>Value.</strong> Price per serving, from the lowest price we have observed at a retailer (with its date), is
          compared with the median of the products in the same category that have one. A product whose price we have not observed
          shows no price (with a "Check price" link where we can name the certified variant to buy) and earns {UNKNOWN_PRICE_VALUE_POINTS} of {SCORE_FORMULA.find((c) => c.id === "value")?.max} value
          points: not knowing a price is not evidence of poor value, but it cannot earn the points of a known good one. Compare
          pages also show the cost of one{" "}
          <Link to={VALUE_GUIDE_PATH} className="text-link">
            effective dose
          </Link>
          .
        </li>
        <li>
          <strong>OPSS label scorecard.</strong> Operation Supplement Safety's questions for any label: a certification seal,
          fewer than {INGREDIENT_LIMIT} ingredients, no proprietary blend, at most {CAFFEINE_PER_DOSE.amount} mg of caffeine per serving,
          and no nutrient above {DAILY_VALUE_LIMIT_PERCENT}% of the Daily Value. Where our data cannot answer a question, we say
          so rather than guess.
        </li>
      </ul>
      <p className="mt-6 leading-7">
        The score ranks certified products against each other; it is not medical advice. A product's safety screen is separate:
        anything containing an ingredient on the DoD prohibited list is never listed, whatever its score.
      </p>
    </section>
  );
}
