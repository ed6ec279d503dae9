import { TriangleAlert } from "~/components/icons";
import type { LabelFacts } from "~/domain/catalogue/types";
import { SAFETY_LINKS } from "~/domain/site";
import { cn } from "~/lib/cn";

type SafetyFacts = Pick<LabelFacts, "prohibitedHits" | "certificationWithdrawn">;

/** True when a product page must warn: a listed ingredient on the label, or a withdrawn certification. */
export const needsSafetyNotice = (p: SafetyFacts) => p.prohibitedHits.length > 0 || p.certificationWithdrawn !== null;

/**
 * What a product page and a product card say when the DoD list in use names an ingredient of the
 * label, or the product's certification was withdrawn: each with its source. Nothing otherwise.
 */
export function SafetyNotice({ product, className }: { product: SafetyFacts; className?: string }) {
  const { prohibitedHits: hits, certificationWithdrawn: withdrawn } = product;
  if (!needsSafetyNotice(product)) return null;
  return (
    <div role="note" data-testid="safety-notice" className={cn("rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm text-foreground", className)}>
      {hits.length > 0 && (
        <p className="flex items-start gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>
            <strong>DoD prohibited ingredient.</strong> The label lists{" "}
            {hits.map((h, i) => (
              <span key={h.entryId}>
                {i > 0 && "; "}
                {h.found}
                {h.found.toLowerCase() === h.entryName.toLowerCase() ? "" : ` (listed as ${h.entryName})`}: {h.reason}
              </span>
            ))}
            . Service members may not use it.{" "}
            <a href={SAFETY_LINKS.dodProhibitedList} rel="noopener noreferrer" target="_blank" className="font-semibold underline underline-offset-2">
              The official list
            </a>
          </span>
        </p>
      )}
      {withdrawn && (
        <p className={cn("flex items-start gap-2", hits.length > 0 && "mt-2")}>
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>
            <strong>Certification withdrawn</strong> on {withdrawn.withdrawnOn}
            {withdrawn.note ? ` (${withdrawn.note})` : ""}: its certification below no longer holds, and we do not recommend it.{" "}
            <a href={withdrawn.sourceUrl} rel="noopener noreferrer" target="_blank" className="font-semibold underline underline-offset-2">
              The certifier's notice
            </a>
          </span>
        </p>
      )}
    </div>
  );
}
