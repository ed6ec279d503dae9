import { ExternalLink } from "~/components/icons";
import { Link } from "react-router";
import { AMAZON_DISCLOSURE, COPYRIGHT_YEAR, DSHEA_DISCLAIMER, SAFETY_LINKS } from "~/domain/site";
import { Logo, linksFor } from "./nav";

const linkClass = "footer-link";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-md text-sm text-muted-foreground">
            Research-backed, third-party-certified supplement guidance for service members and tactical athletes.
            Every pick is NSF Certified for Sport or Informed Sport and screened against the DoD prohibited list.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold">Quick Links</h2>
          <ul className="mt-3 space-y-2">
            {linksFor("footer").map((link) => (
              <li key={link.href}>
                <Link to={link.href} prefetch="intent" className={linkClass}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Safety resources">
          <h2 className="text-sm font-semibold">Safety Resources</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={SAFETY_LINKS.opssSafetyCenter} className={linkClass} target="_blank" rel="noopener noreferrer">
                OPSS Supplement Safety Center <ExternalLink className="inline size-3" aria-label="(opens in a new tab)" />
              </a>
            </li>
            <li>
              <a href={SAFETY_LINKS.dodProhibitedList} className={linkClass} target="_blank" rel="noopener noreferrer">
                DoD Prohibited Ingredients List <ExternalLink className="inline size-3" aria-label="(opens in a new tab)" />
              </a>
            </li>
            <li>
              <Link to="/ingredient-checker" prefetch="intent" className={linkClass}>
                Ingredient Checker
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        {/* Bottom padding on phones keeps the last line clear of the floating chat button. */}
        <div className="mx-auto max-w-7xl space-y-3 px-4 pb-24 pt-6 text-xs text-muted-foreground md:pb-6">
          <p>
            <strong className="font-semibold text-foreground">Affiliate disclosure:</strong> {AMAZON_DISCLOSURE} Some links on this
            site are affiliate links: when you buy through them we earn a commission, at no extra cost to you. It never
            changes which products we recommend or how they score.
          </p>
          <p>
            <strong className="font-semibold text-foreground">FDA disclaimer:</strong> {DSHEA_DISCLAIMER} The information on
            this site is educational and is not medical advice; talk to your medical provider before starting a supplement.
          </p>
          <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
            <p>© {COPYRIGHT_YEAR} CLEARED. All rights reserved.</p>
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link to="/privacy" prefetch="intent" className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/terms" prefetch="intent" className={linkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to="/accessibility" prefetch="intent" className={linkClass}>
                  Accessibility
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
