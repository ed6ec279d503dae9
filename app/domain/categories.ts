/**
 * The six supplement categories. Tiny and dependency-free on purpose: the navigation, the
 * footer and the chat client import it on every page, so it must never pull in product data.
 * Product lists live in the catalogue (app/domain/catalogue), keyed by these ids.
 */
export const CATEGORY_IDS = [
  "pre-workout",
  "protein-recovery",
  "vitamins",
  "hydration",
  "health-wellness",
  "sleep",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Icon names (exports of app/components/icons.tsx), resolved to components in app/components/category-icon.tsx. */
export type CategoryIconName = "Zap" | "Dumbbell" | "Pill" | "Droplets" | "Heart" | "Moon";

export interface CategoryInfo {
  id: CategoryId;
  title: string;
  description: string;
  icon: CategoryIconName;
  /** Accent colour token used for the category's icon tile (see app/app.css). */
  color: "amber" | "blue" | "green" | "cyan" | "rose" | "indigo";
  /** Primary categories lead the navigation and get 'View {category}' links in chat replies. */
  primary: boolean;
}

export const CATEGORIES: readonly CategoryInfo[] = [
  {
    id: "pre-workout",
    title: "Pre-Workout",
    description: "Clean energy and focus for training and missions, with stim and no-stim options",
    icon: "Zap",
    color: "amber",
    primary: true,
  },
  {
    id: "protein-recovery",
    title: "Protein & Recovery",
    description: "Build muscle and accelerate recovery between missions",
    icon: "Dumbbell",
    color: "blue",
    primary: true,
  },
  {
    id: "vitamins",
    title: "Vitamins",
    description: "Multivitamins and vitamin D to cover the gaps a field diet leaves",
    icon: "Pill",
    color: "green",
    primary: true,
  },
  {
    id: "hydration",
    title: "Hydration",
    description: "Electrolytes to stay mission-ready in heat, altitude and long rucks",
    icon: "Droplets",
    color: "cyan",
    primary: false,
  },
  {
    id: "health-wellness",
    title: "Health & Wellness",
    description: "Omega-3s, probiotics and essentials for long-term readiness",
    icon: "Heart",
    color: "rose",
    primary: false,
  },
  {
    id: "sleep",
    title: "Sleep",
    description: "Quality rest and recovery for mission readiness",
    icon: "Moon",
    color: "indigo",
    primary: false,
  },
];

export const PRIMARY_CATEGORIES = CATEGORIES.filter((c) => c.primary);

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

export function getCategoryInfo(id: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
