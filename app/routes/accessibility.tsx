import { Link } from "react-router";
import { PageHeader, Prose } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/accessibility";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Accessibility",
    description: "CLEARED's commitment to WCAG 2.2 AA: keyboard use, screen readers, contrast, reduced motion, and how to report a barrier.",
    path: "/accessibility",
  });
}

export default function Accessibility() {
  return (
    <>
      <PageHeader eyebrow="Accessibility" title="Accessibility statement">
        CLEARED aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
      </PageHeader>
      <Prose>
        <h2>What we do</h2>
        <ul>
          <li>Every page works with a keyboard alone; a Skip to main content link is the first stop on every page.</li>
          <li>After you follow a link, focus moves to the new page's main content so screen readers start reading it.</li>
          <li>CLEARED AI announces each answer through a live region, and its controls have text labels.</li>
          <li>Text and controls meet AA contrast in both light and dark themes; the theme can follow your system setting.</li>
          <li>Animations are reduced when your system asks for reduced motion.</li>
          <li>Pages are server-rendered, so content is there even before scripts load, and forms work without JavaScript.</li>
          <li>
            Our automated tests check every public page with axe-core at phone and desktop widths, in light and dark themes, and
            walk from search to sign-up with the keyboard alone.
          </li>
        </ul>
        <h2>Known limitations</h2>
        <p>
          Links to certifier registries and retailers lead to third-party sites whose accessibility we do not control. Product
          label facts come from manufacturers and may use abbreviations; we spell out units where we can.
        </p>
        <h2>Report a barrier</h2>
        <p>
          If something on CLEARED is hard to use with your setup, tell us through the <Link to="/contact">contact page</Link>:
          which page, what you tried and the assistive technology you use. We aim to reply within five working days.
        </p>
      </Prose>
    </>
  );
}
