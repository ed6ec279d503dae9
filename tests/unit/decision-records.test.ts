import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "docs/decisions";
const files = readdirSync(DIR).filter((f) => f.endsWith(".md"));
const numbers = files.map((f) => Number(f.slice(0, 4)));

describe("decision records", () => {
  it("are numbered 1..n without gaps or repeats", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  // Title, blank line, Date, Status: the same header on every record.
  it.each(files)("%s has a title, a date and a status", (file) => {
    const [title, blank, date, status] = readFileSync(join(DIR, file), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${Number(file.slice(0, 4))}\\. \\S`));
    expect(blank).toBe("");
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (accepted|superseded by \d+)$/);
    const superseding = /^Status: superseded by (\d+)$/.exec(status)?.[1];
    if (superseding) expect(numbers).toContain(Number(superseding));
  });
});
