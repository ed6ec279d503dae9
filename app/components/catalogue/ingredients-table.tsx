import type { DetailedIngredient } from "~/domain/catalogue/types";

/**
 * The detailed ingredients: amount per serving, military benefit and, for nutrients, % Daily
 * Value. On phones each row becomes a block (a four-column table does not fit).
 */
export function IngredientsTable({ ingredients, showDailyValue, caption }: { ingredients: DetailedIngredient[]; showDailyValue: boolean; caption: string }) {
  if (ingredients.length === 0) {
    return <p className="text-sm text-muted-foreground">We do not hold this product's ingredient amounts. Read the label before you buy.</p>;
  }
  const cell = "py-0.5 sm:py-2 sm:pr-3 max-sm:block";
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground max-sm:sr-only">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">Ingredient</th>
          <th scope="col" className="py-2 pr-3 font-semibold">Amount</th>
          {showDailyValue && <th scope="col" className="py-2 pr-3 font-semibold">Daily value</th>}
          <th scope="col" className="py-2 font-semibold">Military benefit</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {ingredients.map((i, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows in label order, never reordered; a label may list one name twice
          <tr key={`${i.name}-${k}`} className="align-top max-sm:block max-sm:py-2">
            <th scope="row" className={`${cell} font-semibold sm:font-medium`}>{i.name}</th>
            <td className={`${cell} tabular-nums`}>
              {i.amount ?? <span className="text-muted-foreground">Not listed</span>}
              {i.note && <span className="text-xs text-muted-foreground sm:block"> {i.note}</span>}
            </td>
            {showDailyValue && (
              <td className={`${cell} tabular-nums ${i.dailyValue ? "" : "max-sm:hidden"}`}>
                {i.dailyValue ? <>{i.dailyValue}<span className="sm:sr-only"> of the Daily Value</span></> : <span className="text-muted-foreground">–</span>}
              </td>
            )}
            <td className={`${cell} text-muted-foreground ${i.militaryBenefit ? "" : "max-sm:hidden"}`}>{i.militaryBenefit ?? "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
