import { PageHeader, Prose } from "~/components/layout/page-header";
import { AMAZON_DISCLOSURE, DSHEA_DISCLAIMER, SAFETY_LINKS } from "~/domain/site";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Terms of Service",
    description: "The terms for using CLEARED: educational information, not medical advice; affiliate links; the AI assistant's limits.",
    path: "/terms",
  });
}

export default function Terms() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service">
        Last updated 22 November 2026. By using CLEARED you agree to these terms.
      </PageHeader>
      <Prose>
        <h2>Information, not medical advice</h2>
        <p>
          CLEARED gives general, educational information about dietary supplements. It is not medical advice and does not replace
          your medical provider, dietitian or chain of command. {DSHEA_DISCLAIMER}
        </p>
        <h2>You are responsible for what you take</h2>
        <p>
          Under DoD policy, service members are responsible for everything they consume. Certification lowers the risk of a
          contaminated product; it does not remove it. Before you buy, check the exact product, flavour and lot on the certifier's
          website, and check ingredients against the{" "}
          <a href={SAFETY_LINKS.dodProhibitedList}>official DoD Prohibited Dietary Supplement Ingredients list</a>. Our copy of the
          list and our ingredient checker are aids, not the authority.
        </p>
        <h2>Accuracy of product facts</h2>
        <p>
          Prices, certifications and labels change. Every fact we show has a source and the date it was checked. If you find
          something out of date, tell us and we will correct it. Prices shown are those observed on the date given; the retailer's
          price at checkout is the one that applies.
        </p>
        <h2>Affiliate links</h2>
        <p>
          {AMAZON_DISCLOSURE} We may earn a commission when you buy through links on this site. Commissions never affect which
          products we list or how they score: the CLEARED score is computed by a published formula.
        </p>
        <h2>CLEARED AI</h2>
        <p>
          The assistant recommends only products from our certified catalogue and may still make mistakes. Do not rely on it for
          medical decisions, dosing beyond the label, or questions about prescriptions. Do not enter personal or operational
          information.
        </p>
        <h2>Accounts</h2>
        <p>
          Keep your password to yourself. We may suspend accounts used to attack the service or other users. You may delete your
          account at any time.
        </p>
        <h2>Liability</h2>
        <p>
          CLEARED is provided as is. To the extent the law allows, we are not liable for losses arising from your use of the site
          or of products bought from third-party retailers.
        </p>
      </Prose>
    </>
  );
}
