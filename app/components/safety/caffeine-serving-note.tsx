import { TriangleAlert } from "~/components/icons";
import type { CaffeineServing } from "~/domain/safety/caffeine-serving";
import { SourceLinks } from "./hit-details";

/** A label whose one serving passes the single caffeine dose: the words and figures the server worked out, with their sources. */
export function CaffeineServingNote({ caffeine }: { caffeine: CaffeineServing }) {
  return (
    <section className="mt-8 rounded-lg border border-warning/40 bg-card p-4" aria-labelledby="caffeine-title" data-testid="checker-caffeine" data-mg={caffeine.mg}>
      <h3 id="caffeine-title" className="flex items-start gap-2 text-lg font-bold">
        <TriangleAlert className="mt-1 size-5 shrink-0 text-warning" aria-hidden />
        {caffeine.headline}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {caffeine.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">
        Sources: <SourceLinks sources={caffeine.sources} />
      </p>
    </section>
  );
}
