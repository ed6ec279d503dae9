/** "Before you buy": allergens and checks to make, on every card, compact or not, and on a product's details page. */
export function Cautions({ cautions }: { cautions: readonly string[] }) {
  if (cautions.length === 0) return null;
  return (
    <div className="caution-box">
      <p className="font-semibold text-amber-800 dark:text-amber-200">Before you buy</p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 leading-6">
        {cautions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
