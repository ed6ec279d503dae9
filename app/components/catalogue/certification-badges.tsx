import { ExternalLink } from "~/components/icons";
import type { Certification } from "~/domain/catalogue/types";
import { cn } from "~/lib/cn";

/** One badge per certification, each a link into the certifier's own registry. */
export function CertificationBadges({ certifications, className }: { certifications: Omit<Certification, "evidence">[]; className?: string }) {
  // Several listings of one body (e.g. two NSF listing ids) show as one badge, linking to the first.
  const unique = certifications.filter((c, i) => certifications.findIndex((d) => d.body === c.body) === i);
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Certifications">
      {unique.map((c) => (
        <li key={c.body}>
          <a
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="certification-link"
            aria-label={`${c.body}${c.confirmed ? "" : ", not confirmed in the registry"}: ${c.linkKind === "search" ? "search" : "view"} the registry (opens in a new tab)`}
            className={cn(
              "registry-badge",
              c.confirmed
                ? "registry-badge-confirmed"
                : "border-dashed border-border text-muted-foreground hover:bg-muted",
            )}
          >
            {c.confirmed && <span aria-hidden>✓</span>}
            {c.body}
            {!c.confirmed && <span className="font-normal">(unconfirmed)</span>}
            <ExternalLink className="size-3 opacity-70" aria-hidden />
          </a>
        </li>
      ))}
    </ul>
  );
}
