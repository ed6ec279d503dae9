import type { Page } from "playwright-core";

/*
 * Synthetic supplement labels for the label-scan benchmark (scripts/bench-scan.ts) and browser
 * tests: ingredient panels in varied fonts, sizes and layouts (facts table, two columns,
 * proprietary blend, running paragraph), half of them naming a prohibited ingredient under one
 * of its other names, rendered in Chromium and then "photographed": the rendered label placed in
 * a scene with rotation, perspective, blur, noise, glare and dim light, and captured as a JPEG.
 * Deterministic for a seed. What a label should be flagged for is not stated here: the benchmark
 * asks the matcher about the label's own text, so the expected answer is the checker's answer
 * on a perfect reading.
 */

/** Prohibited ingredients as labels print them: other names, salts and extracts. */
const PROHIBITED_ON_LABELS = [
  "Geranamine",
  "Methylhexanamine",
  "1,3-Dimethylamylamine",
  "Octodrine",
  "2-Aminoisoheptane",
  "Norcoclaurine",
  "Higenamine HCl",
  "Ma Huang Extract",
  "1,3-Dimethylbutylamine",
  "Aegeline",
  "Oxilofrine",
  "Hordenine HCl",
  "Deterenol",
  "Phenibut",
  "Tianeptine",
  "Picamilon",
  "Vinpocetine",
  "Ostarine",
  "Ibutamoren",
  "Epiandrosterone",
  "beta-Methylphenethylamine",
  "Clenbuterol",
  "Acacia Rigidula Extract",
  "Sibutramine",
];

/** Ordinary label ingredients with an amount, none on the list. */
const ORDINARY = [
  ["Creatine Monohydrate", "5 g"],
  ["Beta-Alanine", "3.2 g"],
  ["L-Citrulline Malate 2:1", "6 g"],
  ["Caffeine Anhydrous", "200 mg"],
  ["Taurine", "1,000 mg"],
  ["L-Theanine", "100 mg"],
  ["Betaine Anhydrous", "2.5 g"],
  ["Vitamin B6 (as Pyridoxine HCl)", "10 mg"],
  ["Vitamin B12 (as Methylcobalamin)", "500 mcg"],
  ["Niacin (as Niacinamide)", "30 mg"],
  ["Magnesium (as Magnesium Glycinate)", "200 mg"],
  ["Zinc (as Zinc Citrate)", "15 mg"],
  ["Sodium (as Sodium Chloride)", "180 mg"],
  ["Potassium (as Potassium Citrate)", "99 mg"],
  ["L-Tyrosine", "1,000 mg"],
  ["Alpha-GPC 50%", "300 mg"],
  ["Rhodiola Rosea Root Extract", "250 mg"],
  ["Ashwagandha Root Extract", "600 mg"],
  ["Tart Cherry Powder", "480 mg"],
  ["Beetroot Powder", "1 g"],
  ["L-Glutamine", "5 g"],
  ["Whey Protein Isolate", "25 g"],
  ["Electrolyte Blend", "500 mg"],
  ["Coenzyme Q10", "100 mg"],
  ["Green Tea Leaf Extract", "250 mg"],
  ["Black Pepper Fruit Extract", "5 mg"],
  ["Vitamin D3 (as Cholecalciferol)", "25 mcg"],
  ["Calcium (as Calcium Carbonate)", "260 mg"],
  ["Melatonin", "3 mg"],
  ["Glycine", "3 g"],
];

const OTHER_INGREDIENTS = [
  "Citric Acid",
  "Natural and Artificial Flavors",
  "Silicon Dioxide",
  "Sucralose",
  "Calcium Silicate",
  "Stevia Leaf Extract",
  "Beet Root Color",
  "Malic Acid",
  "Sunflower Lecithin",
  "Microcrystalline Cellulose",
  "Gelatin (capsule)",
  "Rice Flour",
];

const FONTS = [
  "'Liberation Sans', sans-serif",
  "'Liberation Serif', serif",
  "'DejaVu Sans Condensed', sans-serif",
  "'Liberation Sans Narrow', sans-serif",
  "'DejaVu Sans', sans-serif",
  "'DejaVu Serif', serif",
];

const LAYOUTS = ["facts", "two-column", "blend", "paragraph"] as const;
type Layout = (typeof LAYOUTS)[number];

export interface SyntheticLabel {
  id: string;
  layout: Layout;
  font: string;
  /** Body text size in CSS px, on a 1,000 px wide label. */
  fontSize: number;
  /** The prohibited names printed on it (none for a clean label). */
  prohibitedNames: string[];
  /** The label's text as printed, for the expected answer. */
  text: string;
  html: string;
}

/** A small, fast, seedable generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function labelBody(layout: Layout, rows: string[][], others: string[], blendName: string): { html: string; text: string } {
  const otherLine = `Other Ingredients: ${others.join(", ")}.`;
  if (layout === "facts" || layout === "two-column") {
    const cells = rows.map(([name, amount]) => `<div class="row"><span>${escapeHtml(name)}</span><b>${escapeHtml(amount)}</b></div>`).join("");
    const body = layout === "two-column" ? `<div class="cols">${cells}</div>` : cells;
    return {
      html: `<h1>Supplement Facts</h1><p class="small">Serving Size 1 Scoop (12 g) · Servings Per Container 30</p><div class="rule"></div>${body}<div class="rule"></div><p>${escapeHtml(otherLine)}</p>`,
      text: `Supplement Facts\n${rows.map((r) => r.join(" ")).join("\n")}\n${otherLine}`,
    };
  }
  if (layout === "blend") {
    const [first, ...rest] = rows;
    const blend = `${blendName} ${rest.length * 350} mg: ${rest.map(([name]) => name).join(", ")}`;
    return {
      html: `<h1>Supplement Facts</h1><div class="rule"></div><div class="row"><span>${escapeHtml(first[0])}</span><b>${escapeHtml(first[1])}</b></div><p><b>${escapeHtml(blend)}</b></p><p class="small">† Daily Value not established.</p><div class="rule"></div><p>${escapeHtml(otherLine)}</p>`,
      text: `Supplement Facts\n${first.join(" ")}\n${blend}\n${otherLine}`,
    };
  }
  const all = rows.map(([name]) => name);
  const line = `INGREDIENTS: ${all.join(", ")}, ${others.join(", ")}.`;
  return { html: `<h1>Directions</h1><p>Mix one scoop with 8 oz of water 20 minutes before training.</p><p>${escapeHtml(line)}</p>`, text: line };
}

/** One label with the given ingredient rows in a facts panel, for a test that needs a known label. */
export function factsLabel(id: string, rows: [string, string][], others: string[], fontSize = 24): SyntheticLabel {
  const font = FONTS[0];
  const body = labelBody("facts", rows, others, "");
  const html = `<div class="label" style="font-family: ${font}; font-size: ${fontSize}px;">${body.html}</div>`;
  return { id, layout: "facts", font, fontSize, prohibitedNames: [], text: body.text, html };
}

/** `count` labels, every other one clean, the rest naming one or two prohibited ingredients. */
export function syntheticLabels(count: number, seed = 29): SyntheticLabel[] {
  const rand = random(seed);
  const labels: SyntheticLabel[] = [];
  for (let i = 0; i < count; i++) {
    const layout = LAYOUTS[i % LAYOUTS.length];
    const font = FONTS[Math.floor(i / LAYOUTS.length) % FONTS.length];
    const fontSize = 20 + Math.floor(rand() * 12);
    const clean = i % 2 === 1;
    const prohibitedNames = clean ? [] : pick(rand, PROHIBITED_ON_LABELS, rand() < 0.3 ? 2 : 1);
    const rows = pick(rand, ORDINARY, 4 + Math.floor(rand() * 4));
    for (const name of prohibitedNames) rows.splice(Math.floor(rand() * (rows.length + 1)), 0, [name, `${25 + Math.floor(rand() * 20) * 5} mg`]);
    const others = pick(rand, OTHER_INGREDIENTS, 3 + Math.floor(rand() * 3));
    const body = labelBody(layout, rows, others, rand() < 0.5 ? "Proprietary Energy Blend" : "Performance Matrix");
    const upper = rand() < 0.25 ? "text-transform: uppercase;" : "";
    const html = `<div class="label" style="font-family: ${font}; font-size: ${fontSize}px; ${upper}">${body.html}</div>`;
    labels.push({ id: `label-${String(i + 1).padStart(2, "0")}`, layout, font, fontSize, prohibitedNames, text: body.text, html });
  }
  return labels;
}

const LABEL_CSS = `
  .label { width: 1000px; box-sizing: border-box; padding: 36px 40px; background: #fbf8f0; color: #161616; line-height: 1.35; }
  .label h1 { font-size: 1.8em; margin: 0 0 8px; font-weight: 900; }
  .label p { margin: 10px 0; }
  .label .small { font-size: 0.85em; }
  .label .rule { border-top: 6px solid #161616; margin: 10px 0; }
  .label .row { display: flex; justify-content: space-between; gap: 16px; border-bottom: 1px solid #555; padding: 4px 0; }
  .label .cols { columns: 2; column-gap: 40px; }
  .label .cols .row { break-inside: avoid; }
`;

export const DAMAGE_LEVELS = ["none", "mild", "moderate", "severe"] as const;
export type DamageLevel = (typeof DAMAGE_LEVELS)[number];

interface Damage {
  /** Largest rotation in the image plane, degrees. */
  rotate: number;
  /** Largest tilt towards or away from the camera, degrees (perspective). */
  tilt: number;
  blur: number;
  /** Opacity of the sensor-noise layer. */
  noise: number;
  /** Opacity of the glare spot. */
  glare: number;
  /** Brightness: 1 is good light. */
  light: number;
}

const DAMAGE: Record<DamageLevel, Damage> = {
  none: { rotate: 0, tilt: 0, blur: 0, noise: 0, glare: 0, light: 1 },
  mild: { rotate: 3, tilt: 6, blur: 0.6, noise: 0.08, glare: 0.25, light: 0.85 },
  moderate: { rotate: 6, tilt: 12, blur: 1.1, noise: 0.14, glare: 0.45, light: 0.65 },
  severe: { rotate: 10, tilt: 18, blur: 1.8, noise: 0.22, glare: 0.65, light: 0.45 },
};

/** Renders `label` as a phone photo with the given damage and returns the JPEG. */
export async function photograph(page: Page, label: SyntheticLabel, level: DamageLevel, seed: number): Promise<Buffer> {
  const rand = random(seed);
  const d = DAMAGE[level];
  const signed = (max: number) => (rand() * 2 - 1) * max;
  const rotate = signed(d.rotate);
  const tiltX = signed(d.tilt);
  const tiltY = signed(d.tilt);
  const glareX = 20 + rand() * 60;
  const glareY = 15 + rand() * 60;
  await page.setViewportSize({ width: 1200, height: 1600 });
  await page.setContent(`<!doctype html><html><head><style>
    ${LABEL_CSS}
    body { margin: 0; width: 1200px; height: 1600px; overflow: hidden; background: radial-gradient(circle at 30% 20%, #8a7a68, #4b4038); display: grid; place-items: center; }
    .scene { transform: perspective(1600px) rotateX(${tiltX}deg) rotateY(${tiltY}deg) rotate(${rotate}deg); filter: blur(${d.blur}px) brightness(${d.light}); box-shadow: 0 12px 40px rgb(0 0 0 / 0.45); }
    .glare { position: fixed; inset: 0; background: radial-gradient(ellipse 32% 22% at ${glareX}% ${glareY}%, rgb(255 255 255 / ${d.glare}), transparent 70%); pointer-events: none; }
    .noise { position: fixed; inset: 0; opacity: ${d.noise}; mix-blend-mode: overlay; }
  </style></head><body>
    <div class="scene">${label.html}</div>
    <div class="glare"></div>
    <svg class="noise" width="1200" height="1600"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(rand() * 1000)}"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>
  </body></html>`);
  return page.screenshot({ type: "jpeg", quality: 82 });
}
