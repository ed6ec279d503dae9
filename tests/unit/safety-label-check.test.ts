import { describe, expect, it } from "vitest";
import { BUNDLED_LIST, deviceListBody } from "~/.server/prohibited-list";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { deviceChecker, fromDeviceRedFlags, toDeviceRedFlags } from "~/domain/safety/device-list";
import { checkLabel, ocrReadings } from "~/domain/safety/label-check";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import { screenRedFlags } from "~/domain/safety/red-flags";

const matcher = createProhibitedMatcher(BUNDLED_LIST);
const check = (text: string) => checkLabel(matcher, RED_FLAGS, text);
const names = (text: string) => check(text).hits.map((h) => h.entryName);

describe("ocrReadings", () => {
  it("reads digits and symbols inside words as the letters they were taken for", () => {
    expect(ocrReadings("0ctodrine 150 mg")).toContain("octodrine 150 mg");
    expect(ocrReadings("Methy1hexanamine")).toContain("Methylhexanamine");
    expect(ocrReadings("Oxi|ofrine")).toContain("Oxilofrine");
  });

  it("reads a lone letter before a locant as the digit", () => {
    expect(ocrReadings("l,3-DMAA")).toContain("1,3-DMAA");
    expect(ocrReadings("I,3-dimethylamylamine")).toContain("1,3-dimethylamylamine");
  });

  it("leaves codes that are mostly digits as they are, and keeps every reading the same length", () => {
    const text = "Vitamin B12 500 mcg, D3 25 mcg, 5-HTP 100 mg";
    expect(ocrReadings(text)).toEqual([text]);
    expect(ocrReadings("0ctodr1ne l,3-DMAA")).toEqual(["0ctodr1ne l,3-DMAA", "octodrlne l,3-DMAA", "octodrlne 1,3-DMAA", "0ctodr1ne 1,3-DMAA"]);
  });
});

describe("checkLabel", () => {
  it("places each hit on the line it was read on, showing the characters as read", () => {
    const result = check("Supplement Facts\nCaffeine Anhydrous 200 mg\n0ctodrine 150 mg\nGeranamine 50 mg");
    expect(result.lines.map((l) => l.hits.map((h) => h.entryName))).toEqual([[], [], ["DMHA"], ["DMAA (1,3)"]]);
    expect(result.lines[2].hits[0].found).toBe("0ctodrine");
    expect(result.lines[2].hits[0].fuzzy).toBe(true);
    expect(result.lines[3].hits[0].fuzzy).toBe(false);
    expect(result.hits.map((h) => h.entryName)).toEqual(["DMHA", "DMAA (1,3)"]);
  });

  it("finds a name whose locant was read as a letter", () => {
    expect(names("Energy Blend: l,3-DMAA, caffeine")).toEqual(["DMAA (1,3)"]);
  });

  it("places red-flag terms on their line, apart from prohibited hits", () => {
    const result = check("Caffeine 150 mg\nGeranium extract 40 mg");
    expect(result.hits).toEqual([]);
    expect(result.lines[1].redFlags.map((f) => f.id)).toEqual(["geranium"]);
  });

  it("names every blend given only as one weight, not just the first", () => {
    const text = "Nitric Blend 6 g: L-Citrulline Malate, Beet Root Powder\nEnergy Matrix 350 mg: Caffeine Anhydrous, Hordenine HCl";
    const [blend] = screenRedFlags(text, RED_FLAGS);
    expect(blend.id).toBe("proprietary-blend");
    expect(blend.found).toBe("Nitric Blend 6 g");
    expect(blend.foundAll).toEqual(["Nitric Blend 6 g", "Energy Matrix 350 mg"]);
  });

  it("flags nothing on a clean label read with typical errors", () => {
    expect(names("Creatine M0nohydrate 5 g\nBeta-A1anine 3.2 g\nL-Citru11ine Malate 6 g\nVitamin B12 500 mcg\nSi1icon Dioxide")).toEqual([]);
  });
});

describe("device list", () => {
  it("carries the red flags' patterns as text and rebuilds the same checks", () => {
    const flags = fromDeviceRedFlags(JSON.parse(JSON.stringify(toDeviceRedFlags(RED_FLAGS))));
    expect(flags.map((f) => [f.id, String(f.pattern)])).toEqual(RED_FLAGS.map((f) => [f.id, String(f.pattern)]));
    const device = deviceChecker({ version: "x", appliedVersionId: null, list: BUNDLED_LIST, redFlags: toDeviceRedFlags(RED_FLAGS), audit: { errata: [], categoryLinks: [], version: "Bundled copy" }, medicines: [] });
    const text = "Yohimbe bark 10 mg, Geranamine 40 mg";
    expect(checkLabel(device.matcher, device.redFlags, text)).toEqual(check(text));
  });

  it("answers a medicine's name on the device as the checker page does: the erratum note and the medicine line", () => {
    const device = deviceChecker(JSON.parse(deviceListBody(BUNDLED_SAFETY).body));
    const [pulmicort] = checkLabel(device.matcher, device.redFlags, "Pulmicort Flexhaler", device.medicines).hits;
    expect(pulmicort.entryName).toBe("modafinil");
    expect(pulmicort.note?.note).toMatch(/^The DoD list names Pulmicort under modafinil, but Pulmicort is a budesonide/);
    const [adderall] = checkLabel(device.matcher, device.redFlags, "Adderall XR 20 mg", device.medicines).hits;
    expect(adderall.medicine).toMatch(/^Adderall is a medicine \(amphetamine\)/);
  });
});
