import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { LabelResults } from "~/components/scan/label-results";
import type { DeviceCheck } from "~/components/scan/device-list";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { checkLabel } from "~/domain/safety/label-check";

/*
 * What a label check on the device says first: a photo read too poorly never gets the green
 * all-clear, and a name our audit finds wrongly listed is said as such before the list's entry.
 */

const LIST = { version: "d523448b2825", name: "Bundled copy", retrieved: "2026-03-15", entryCount: 880, savedAt: "2026-11-26T08:00:00Z", fromDevice: false };

function shown(text: string, unreadable = false): string {
  const check: DeviceCheck = { ...checkLabel(BUNDLED_SAFETY.matcher, RED_FLAGS, text), list: LIST };
  const markup = renderToStaticMarkup(createElement(LabelResults, { check, subject: "the text we read", unreadable }));
  return markup.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

describe("label results", () => {
  it("a clean reading of a readable photo is an all-clear", () => {
    expect(shown("Caffeine anhydrous 200 mg, beta-alanine 3.2 g")).toContain("No prohibited ingredient found in the text we read");
  });

  it("nothing prohibited but a term to ask about first is no all-clear", () => {
    const text = shown("Whey protein 25 g, yohimbe bark extract 5 mg");
    expect(text).toContain("No prohibited ingredient found in the text we read, but 1 ingredient to ask about before you take it");
    expect(text).toContain("Ask before you take: Yohimbe");
  });

  it("one substance under two of its names on a line is one prohibited ingredient, marked both times", () => {
    const text = shown("Energy blend: 1,3-dimethylamylamine (geranium extract) 40 mg");
    expect(text).toContain("1 prohibited ingredient found");
    expect(text).not.toContain("more to stop");
    expect(text).toContain("Also in the text as “geranium”: another name for this ingredient, so it is counted once.");
  });

  it("a term whose source names it a prohibited ingredient is counted as a stop, not an all-clear", () => {
    const text = shown("Caffeine 150 mg, geranium extract 40 mg, yohimbe bark extract 5 mg");
    expect(text).toContain("1 ingredient to stop in the text we read: a prohibited ingredient under another name, and 1 more to ask about");
    expect(text).toContain("Stop: don't take it: Geranium (any part, oil or extract)");
    expect(text).not.toContain("No prohibited ingredient found");
  });

  it("a clean reading of an unreadable photo is no all-clear", () => {
    const text = shown("Caffe~ an%hy 2?0 mg", true);
    expect(text).toContain("We could not read enough of this label to check it");
    expect(text).not.toContain("No prohibited ingredient found");
  });

  it("a hit in an unreadable photo is still shown", () => {
    expect(shown("Octodrine 150 mg", true)).toContain("1 prohibited ingredient found");
  });

  it("names the list as the checker page does, never by its digest", () => {
    const text = shown("Creatine 5 g");
    expect(text).toContain("against the DoD prohibited list, bundled copy of March 15, 2026 (880 entries)");
    expect(text).not.toContain(LIST.version);
  });

  it("says first that a wrongly filed name is likely an error in the list, still showing the entry", () => {
    const text = shown("Pulmicort");
    expect(text).toContain("The DoD list names “Pulmicort” under modafinil — our audit says this is likely an error in the list");
    expect(text).toContain("Pulmicort is a budesonide inhaler brand");
    expect(text).toContain("The DoD list files “Pulmicort” under modafinil; our audit says this is likely an error in the list.");
    expect(text).not.toContain("prohibited ingredient found");
  });
});
