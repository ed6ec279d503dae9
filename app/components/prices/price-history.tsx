import type { HistoryPoint } from "~/domain/prices/offers";
import { sparkline } from "~/domain/prices/sparkline";

/**
 * The price history as a sparkline drawn on the server (no charting code in the browser). The
 * drawing is hidden from screen readers; they read the same observations as a table.
 */
export function PriceHistory({ history, productName }: { history: HistoryPoint[]; productName: string }) {
  const line = sparkline(history, { width: 320, height: 72, padding: 8 });
  if (!line) return null;
  const money = (n: number) => `$${n.toFixed(2)}`;
  const first = history[0];
  const last = history[history.length - 1];
  return (
    <figure className="rounded-xl border border-border bg-card p-4" data-testid="price-history">
      <figcaption className="text-sm font-semibold">
        {history.length === 1 ? "One observation so far" : `${history.length} observations, ${first.atText} to ${last.atText}`}
      </figcaption>
      <div className="mt-3 flex items-stretch gap-3" aria-hidden="true">
        <div className="flex flex-col justify-between text-right text-xs tabular-nums text-muted-foreground">
          <span>{money(line.max)}</span>
          {line.max !== line.min && <span>{money(line.min)}</span>}
        </div>
        <svg viewBox={`0 0 ${line.width} ${line.height}`} className="h-auto w-full max-w-md text-primary" role="presentation">
          <line x1="0" x2={line.width} y1={line.height - 1} y2={line.height - 1} className="stroke-border" strokeWidth="1" />
          {line.points.length > 1 && <path d={line.path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />}
          {line.points.map((p) => (
            <circle key={p.at} cx={p.x} cy={p.y} r="3.5" fill="currentColor" />
          ))}
        </svg>
      </div>
      {/* Hidden in a block: a table box ignores sr-only's 1 px width and would widen a phone page. */}
      <div className="sr-only">
        <table>
          <caption>Price history of {productName}, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Seen</th>
              <th scope="col">Retailer</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={`${h.at}-${h.retailer}`}>
                <th scope="row">{h.atText}</th>
                <td>{h.retailer}</td>
                <td>{h.priceText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
