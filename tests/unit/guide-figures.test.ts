import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIGURES, GUIDES, guidePath } from "~/domain/guides";
import { LIMITS, LOW_CAFFEINE_MG, UPPER_LIMITS } from "~/domain/safety/limits-table";

/*
 * Every figure the site computes with is quoted from one of our guides; if a guide is edited so
 * the quote no longer appears, the figure must be checked again before it is shown.
 */
describe("guide figures", () => {
  const guides = Object.values(GUIDES);

  it("names guides that exist in content/", () => {
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) expect(existsSync(`content/${guide.slug}.md`), guide.slug).toBe(true);
  });

  it("finds every quoted figure, word for word, in its guide", () => {
    const figures = Object.entries(FIGURES);
    expect(figures.length).toBeGreaterThan(25);
    const missing = figures.filter(([, f]) => {
      const path = `content/${f.guide.slug}.md`;
      return !existsSync(path) || !readFileSync(path, "utf8").includes(f.quote);
    });
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("states each number exactly as its quote does", () => {
    expect(FIGURES.hourlyCapQuarts.quote).toContain(`${FIGURES.hourlyCapQuarts.value} quarts`);
    expect(FIGURES.dailyCapQuarts.quote).toContain(`${FIGURES.dailyCapQuarts.value} quarts`);
    expect(FIGURES.exerciseOzPerHour.quote).toBe(`${FIGURES.exerciseOzPerHour.min} to ${FIGURES.exerciseOzPerHour.max} oz per hour; limit ${FIGURES.exerciseOzPerHour.capOz} oz (1.5 quarts) per hour`);
    expect(FIGURES.sportsDrinkSodiumPer8Oz.quote).toBe(`sodium ${FIGURES.sportsDrinkSodiumPer8Oz.min} to ${FIGURES.sportsDrinkSodiumPer8Oz.max} mg`);
    expect(FIGURES.melatoninStudyDoseMg.quote).toContain(`${FIGURES.melatoninStudyDoseMg.min} to ${FIGURES.melatoninStudyDoseMg.max} mg`);
    expect(FIGURES.vitaminDRdaIu.quote).toContain(`${FIGURES.vitaminDRdaIu.value} IU`);
    expect(FIGURES.proteinPerMealG.quote).toContain(`${FIGURES.proteinPerMealG.min} to ${FIGURES.proteinPerMealG.max} g`);
    expect(FIGURES.proteinPreSleepG.quote).toContain(`${FIGURES.proteinPreSleepG.value} g`);
  });

  it("finds every limit's quote in its guide, stating the limit's own amount and unit", () => {
    const text = (slug: string) => readFileSync(`content/${slug}.md`, "utf8");
    const rows = Object.entries(LIMITS);
    expect(rows.map(([id]) => id)).toEqual([
      "caffeinePerDose",
      "caffeinePerDay",
      "caffeineStopBeforeSleep",
      "aircrewCaffeinePerDose",
      "aircrewCaffeinePer24h",
      "vitaminD",
      "magnesium",
      "zinc",
      "iron",
      "omega3",
    ]);
    const missing = rows.filter(([, l]) => !text(l.guide.slug).includes(l.quote)).map(([id]) => id);
    expect(missing).toEqual([]);
    const unit = (l: (typeof rows)[number][1]) => (l.unit === "hours" ? "" : ` ${l.unit}`);
    const unstated = rows.filter(([, l]) => !l.quote.includes(`${l.amount.toLocaleString("en-US")}${unit(l)}`)).map(([id]) => id);
    expect(unstated).toEqual([]);
    // Each source is one the guide itself lists.
    const unlisted = rows.filter(([, l]) => !text(l.guide.slug).includes(l.source.url)).map(([id]) => id);
    expect(unlisted).toEqual([]);
    expect(LOW_CAFFEINE_MG).toBe(100);
    expect(UPPER_LIMITS.map((u) => u.text)).toEqual([
      "the 4,000 IU (100 mcg) daily upper limit for adults",
      "the 350 mg daily upper limit for magnesium from supplements",
      "the 40 mg daily upper limit for zinc",
    ]);
  });

  it("copies the Army heat table row for row", () => {
    const text = existsSync("content/hydration-and-sodium-in-the-heat.md") ? readFileSync("content/hydration-and-sodium-in-the-heat.md", "utf8") : "";
    const glyph = (qt: number) => ({ 0.5: "½ qt", 0.75: "¾ qt", 1: "1 qt" })[qt as 0.5 | 0.75 | 1];
    const rows = Object.entries(FIGURES.heatTable.quartsPerHour);
    expect(rows.length).toBeGreaterThan(0);
    for (const [category, row] of rows) {
      const line = text.split("\n").find((l) => l.startsWith(`| ${category} |`));
      expect(line, `heat category ${category}`).toBeDefined();
      expect(line?.endsWith(`| ${glyph(row.easy)} | ${glyph(row.moderate)} | ${glyph(row.hard)} |`), `heat category ${category}`).toBe(true);
    }
  });
});

describe("guide links", () => {
  it("links a guide to its article under /blog", () => {
    expect(guidePath(GUIDES.sleep)).toBe("/blog/sleep-melatonin-and-shift-work");
  });
});
