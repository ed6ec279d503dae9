/** Facts about the site itself, shared by pages, structured data and the footer. */
export const SITE_NAME = "CLEARED";
export const DEFAULT_DESCRIPTION =
  "Research-backed, third-party-certified supplement guidance for service members and tactical athletes: NSF Certified for Sport and Informed Sport picks, screened against the DoD prohibited list.";
/** Set by vite.config.ts at build time: the UTC year of the build; absent in development and tests. */
declare const __BUILD_YEAR__: number | undefined;
/** The year the site was built (set by the build); in development and tests, the current year. */
export const COPYRIGHT_YEAR: number = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getUTCFullYear();

export const SAFETY_LINKS = {
  opssSafetyCenter: "https://www.opss.org/",
  dodProhibitedList: "https://www.opss.org/dod-prohibited-dietary-supplement-ingredients",
  opssAskTheExpert: "https://www.opss.org/ask-expert",
} as const;

/** The Learning Center guide that explains value per effective dose (app/domain/catalogue/doses.ts). */
export const VALUE_GUIDE_PATH = "/blog/value-per-effective-dose";

export const AMAZON_DISCLOSURE = "As an Amazon Associate, CLEARED earns from qualifying purchases.";
export const DSHEA_DISCLAIMER =
  "These statements have not been evaluated by the Food and Drug Administration. These products are not intended to diagnose, treat, cure, or prevent any disease.";
