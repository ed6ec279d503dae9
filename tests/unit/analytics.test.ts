import { describe, expect, it } from "vitest";
import { barGeometry, dailySeries, lastDays, mergeCounts, summarise } from "~/domain/analytics/dashboard";
import { eventSubject } from "~/domain/analytics/events";
import { analyticsEventSchema, normalisePath } from "~/domain/analytics/schema";

describe("dashboard series", () => {
  it("lists the last days in UTC, oldest first, across a month end", () => {
    expect(lastDays(Date.parse("2026-03-02T23:59:00Z"), 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("puts counts on their days and zero elsewhere", () => {
    const days = ["2026-01-01", "2026-01-02", "2026-01-03"];
    expect(dailySeries(days, [{ day: "2026-01-03", total: 4 }, { day: "2025-12-31", total: 9 }, { day: "2026-01-01", total: 1 }])).toEqual([1, 0, 4]);
    expect(summarise(days, [1, 0, 4])).toEqual({ total: 5, peak: { day: "2026-01-03", value: 4 } });
    expect(summarise(days, [0, 0, 0])).toEqual({ total: 0, peak: null });
  });

  it("scales bars to the largest value and keeps a non-zero value visible", () => {
    const bars = barGeometry([0, 1, 200], { width: 30, height: 50, gap: 2 });
    expect(bars.map((b) => b.height)).toEqual([0, 1, 50]);
    expect(bars.map((b) => b.x)).toEqual([1, 11, 21]);
    expect(bars[2]).toMatchObject({ y: 0, width: 8 });
    expect(barGeometry([0, 0], { width: 10, height: 10 }).map((b) => b.height)).toEqual([0, 0]);
  });

  it("keeps the first day of the highest count as the peak", () => {
    const days = ["2026-01-01", "2026-01-02", "2026-01-03"];
    expect(summarise(days, [4, 1, 4])).toEqual({ total: 9, peak: { day: "2026-01-01", value: 4 } });
    expect(summarise(days, [0, 3, 2])).toEqual({ total: 5, peak: { day: "2026-01-02", value: 3 } });
  });

  it("adds up an id listed twice, and orders by combined count, then by id", () => {
    expect(
      mergeCounts(
        { key: "buttonClicks", rows: [{ id: "b", total: 1 }, { id: "a", total: 1 }, { id: "c", total: 2 }, { id: "c", total: 7 }] },
        { key: "redirects", rows: [{ id: "d", total: 3 }, { id: "a", total: 1 }, { id: "e", total: 2 }] },
      ),
    ).toEqual([
      { id: "c", buttonClicks: 9, redirects: 0 },
      { id: "d", buttonClicks: 0, redirects: 3 },
      { id: "a", buttonClicks: 1, redirects: 1 },
      { id: "e", buttonClicks: 0, redirects: 2 },
      { id: "b", buttonClicks: 1, redirects: 0 },
    ]);
  });

  it("merges two counts by id, largest combined first", () => {
    expect(
      mergeCounts(
        { key: "buttonClicks", rows: [{ id: "a", total: 1 }, { id: "b", total: 5 }] },
        { key: "redirects", rows: [{ id: "a", total: 7 }, { id: "c", total: 2 }] },
      ),
    ).toEqual([
      { id: "a", buttonClicks: 1, redirects: 7 },
      { id: "b", buttonClicks: 5, redirects: 0 },
      { id: "c", buttonClicks: 0, redirects: 2 },
    ]);
  });
});

describe("events", () => {
  it("keeps one subject per event", () => {
    expect(eventSubject({ name: "pageview", props: { path: "/blog" } })).toBe("/blog");
    expect(eventSubject({ name: "chat_answered", props: { by: "model", model: "@cf/x/y" } })).toBe("@cf/x/y");
    expect(eventSubject({ name: "chat_answered", props: { by: "engine" } })).toBe("engine");
    expect(eventSubject({ name: "quiz_completed", props: { category: "sleep", picks: 3 } })).toBe("sleep");
    expect(eventSubject({ name: "sign_up", props: {} })).toBe("");
    expect(eventSubject({ name: "chat_opened", props: { source: "question" } })).toBe("question");
    expect(eventSubject({ name: "chat_answered", props: { by: "model" } })).toBe("model");
    expect(eventSubject({ name: "chat_answered", props: { by: "offline", model: "@cf/x/y" } })).toBe("offline");
    expect(eventSubject({ name: "quiz_started", props: { category: "hydration" } })).toBe("hydration");
    expect(eventSubject({ name: "buy_click", props: { product: "klean-isolate" } })).toBe("klean-isolate");
    expect(eventSubject({ name: "ingredient_check", props: { result: "flagged" } })).toBe("flagged");
  });

  it("normalises a trailing slash but keeps the home page", () => {
    expect(normalisePath("/blog/")).toBe("/blog");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("//")).toBe("/");
    expect(normalisePath("/blog//")).toBe("/blog");
    expect(normalisePath("")).toBe("");
  });

  it("refuses properties an event does not have", () => {
    expect(analyticsEventSchema.safeParse({ name: "pageview", props: { path: "/", referrer: "x" } }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: "pageview", props: { path: "/" } }).success).toBe(true);
  });
});
