import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { loadSafetyState, safetyStateOf } from "~/.server/safety/state";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import { getDb } from "~/.server/db/client";
import { certificationWithdrawals, prohibitedListVersions, safetyAlertEmails, savedProducts } from "~/.server/db/schema";
import { BUNDLED_LIST } from "~/.server/prohibited-list";
import { sendSafetyAlerts } from "~/.server/safety/alerts";
import type { ProhibitedListData } from "~/domain/safety/types";
import worker from "../../worker/index";
import { createUser, emailsTo, formPost, freshEmail, freshIp, signIn } from "./auth-helpers";
import { adminSession } from "./content-helpers";
import { ORIGIN, postJson, request } from "./helpers";

/*
 * /admin/dod-list against real local D1: a refused upload stores nothing, an accepted one shows
 * its diff and the products it newly flags, applying it changes the checker and the product
 * pages on the next request, and members who saved a newly flagged product with safety alerts
 * on get exactly one email per applied version. Then a withdrawn certification.
 */

// Two label ingredients no entry of the bundled list names: each flags one catalogue product.
const NEW_ENTRIES = [
  { name: "Theacrine", otherNames: ["TeaCrine"], labelTerms: [], reason: "Test reason: stimulant analogue", reasons: ["Test category"] },
  { name: "Palmitoylethanolamide", otherNames: ["PEA (palmitoylethanolamide)"], labelTerms: [], reason: "Test listing", reasons: [] },
];
const PRE_WORKOUT = "podium-fuse-pre-workout"; // lists theacrine
const SLEEP = "bpn-peak-sleep-gummy"; // lists palmitoylethanolamide
const UNAFFECTED = "thorne-catalyte";
const WITHDRAWN = "klean-isolate";

const base = BUNDLED_LIST.entries;
const changedName = base[1]!.name;
const removedName = base[0]!.name;

/** The bundled list with its first entry removed, its second given a new other name and reason, and the two new entries. */
function newList(): ProhibitedListData {
  return {
    source: "DoD Prohibited Dietary Supplement Ingredients list (test upload)",
    retrieved: "2026-11-20",
    license: "U.S. Government publication",
    entries: [{ ...base[1]!, otherNames: [...base[1]!.otherNames, "Test Other Name"], reason: "A changed reason" }, ...base.slice(2), ...NEW_ENTRIES],
  };
}

/** What a person reads: tags removed, entities decoded, spaces collapsed. */
const readable = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const pageText = async (res: Response | Promise<Response>) => readable(await (await res).text());

const headers = (cookie: string) => ({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp(), Cookie: cookie });

function upload(cookie: string, file: BlobPart | null, name = "dod.json") {
  const form = new FormData();
  form.set("intent", "upload");
  if (file !== null) form.set("list", new File([file], name, { type: "application/json" }));
  return request("/admin/dod-list", { method: "POST", redirect: "manual", headers: headers(cookie), body: form });
}

const versionCount = async () => (await getDb(env).select({ n: count() }).from(prohibitedListVersions).get())?.n ?? 0;
const safetyMails = async (email: string) => (await emailsTo(email)).filter((m) => m.subject.startsWith("Safety alert"));
const checker = async (q: string) => (await (await request(`/api/ingredients/check?q=${encodeURIComponent(q)}`)).json()) as { hits: { entryName: string; reason: string }[] };

async function member(productIds: string[]) {
  const user = await createUser(freshEmail("safety"), { emailVerifiedAt: Date.now() });
  const cookie = await signIn(user.email);
  const statuses: number[] = [];
  for (const productId of productIds) statuses.push((await formPost("/account/saved", { intent: "save", productId }, { cookie })).status);
  expect(statuses).toEqual(productIds.map(() => 303));
  return { ...user, cookie };
}

let admin = { id: "", email: "", cookie: "" };
beforeAll(async () => {
  admin = await adminSession();
  // The first server render compiles the route modules.
  await (await request("/admin/dod-list", { headers: { Cookie: admin.cookie } })).text();
}, 180_000);

describe("upload refused", () => {
  const valid = () => newList();
  const cases: [string, () => BlobPart | null, number, RegExp][] = [
    ["no file", () => null, 400, /Choose the list file/],
    ["an empty file", () => "", 400, /Choose the list file/],
    ["not JSON", () => "{ source: nope", 400, /not valid JSON/],
    ["not UTF-8", () => new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 400, /is not UTF-8 text/],
    ["a JSON array", () => "[]", 422, /one JSON object with source, retrieved, license and entries/],
    ["no source", () => JSON.stringify({ ...valid(), source: undefined }), 422, /"source" must be text/],
    ["an empty license", () => JSON.stringify({ ...valid(), license: "  " }), 422, /"license" must not be empty/],
    ["no entries", () => JSON.stringify({ ...valid(), entries: [] }), 422, /"entries" must hold at least one entry/],
    ["entries not a list", () => JSON.stringify({ ...valid(), entries: {} }), 422, /"entries" must be a list of entries/],
    [
      "an entry without a name",
      () => JSON.stringify({ ...valid(), entries: [valid().entries[0], { ...NEW_ENTRIES[0], name: "" }] }),
      422,
      /Entry 2, field "name" must not be empty/,
    ],
    [
      "an other name that is not text",
      () => JSON.stringify({ ...valid(), entries: [valid().entries[0], { ...NEW_ENTRIES[0], otherNames: ["ok", 7] }] }),
      422,
      /Entry 2 \("Theacrine"\), field "otherNames" item 2 must be text/,
    ],
    [
      "label terms missing",
      () => JSON.stringify({ ...valid(), entries: [{ ...NEW_ENTRIES[1], labelTerms: undefined }] }),
      422,
      /Entry 1 \("Palmitoylethanolamide"\), field "labelTerms" must be a list of text/,
    ],
    ["an entry twice", () => JSON.stringify({ ...valid(), entries: [NEW_ENTRIES[0], NEW_ENTRIES[1], { ...NEW_ENTRIES[0], name: "theacrine" }] }), 422, /Entry 3 \("theacrine"\) repeats entry 1/],
    ["a file above 2 MB", () => "x".repeat(2 * 1024 * 1024 + 1), 413, /too large/],
  ];

  it.each(cases)("%s: a 4xx with a message, nothing stored", async (_name, file, status, message) => {
    const before = await versionCount();
    const res = await upload(admin.cookie, file());
    const body = await pageText(res);
    expect(res.status).toBe(status);
    expect(body).toMatch(message);
    expect(await versionCount()).toBe(before);
  });

  it("refuses JSON sent as the request body (the page posts a form)", async () => {
    const res = await request("/admin/dod-list", {
      method: "POST",
      redirect: "manual",
      headers: { ...headers(admin.cookie), "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "upload", list: newList() }),
    });
    expect(res.status).toBe(415);
    expect(await pageText(res)).toContain("Send the request body as a form");
  });

  it("answers a member and a visitor 404, and stores nothing", async () => {
    const { cookie } = await member([]);
    const before = await versionCount();
    expect((await upload(cookie, JSON.stringify(newList()))).status).toBe(404);
    expect((await upload("", JSON.stringify(newList()))).status).toBe(404);
    expect((await request("/admin/dod-list", { headers: { Cookie: cookie } })).status).toBe(404);
    expect(await versionCount()).toBe(before);
  });
});

describe("a new list: diff, apply, alerts", () => {
  let versionId = 0;
  let both: Awaited<ReturnType<typeof member>>;
  let switchedOff: Awaited<ReturnType<typeof member>>;
  let unaffected: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    both = await member([PRE_WORKOUT, SLEEP, UNAFFECTED]);
    switchedOff = await member([SLEEP]);
    unaffected = await member([UNAFFECTED]);
  });

  it("the safety alert switch is validated and turns alerts off for one saved product", async () => {
    const post = (fields: Record<string, string>) => formPost("/account", { intent: "set-safety-alerts", ...fields }, { cookie: switchedOff.cookie });
    const wrong = await post({ productId: SLEEP, safetyAlerts: "maybe" });
    expect(wrong.status).toBe(400);
    expect(await pageText(wrong)).toContain("Choose whether safety alerts are on or off.");
    const notSaved = await post({ productId: PRE_WORKOUT, safetyAlerts: "off" });
    expect(notSaved.status).toBe(404);
    expect(await pageText(notSaved)).toContain("That product is not in your saved products.");
    const off = await post({ productId: SLEEP, safetyAlerts: "off" });
    expect(off.status).toBe(200);
    const row = await getDb(env).select().from(savedProducts).where(and(eq(savedProducts.userId, switchedOff.id), eq(savedProducts.productId, SLEEP))).get();
    expect(row?.safetyAlerts).toBe(false);
    const page = await pageText(request("/account", { headers: { Cookie: switchedOff.cookie } }));
    expect(page).toContain("Safety alerts off: we will not email you about this product");
    expect(page).toContain("Turn safety alerts on");
  });

  it("shows the diff and the newly flagged products before anything changes", async () => {
    const res = await upload(admin.cookie, JSON.stringify(newList(), null, 1));
    expect(res.status).toBe(303);
    const location = res.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/dod-list\?version=\d+#diff$/);
    versionId = Number(/version=(\d+)/.exec(location)?.[1]);

    const html = await (await request(location, { headers: { Cookie: admin.cookie } })).text();
    const page = readable(html);
    const counts = readable(/data-testid="diff-counts">(.*?)<\/dl>/s.exec(html)?.[1] ?? "").trim();
    expect(counts).toBe(`Added 2 Removed 1 Changed 1 Unchanged ${base.length - 2}`);
    const flagged = readable(/data-testid="newly-flagged">(.*?)<\/ul>/s.exec(html)?.[1] ?? "");
    expect(flagged).toContain("Podium Nutrition Fuse Pre-Workout");
    expect(flagged).toContain("Test reason: stimulant analogue");
    expect(flagged).toContain("Bare Performance Nutrition Peak Sleep Gummy");
    expect(flagged).not.toContain("Catalyte");
    expect(page).toContain(removedName);
    expect(page).toContain("added Test Other Name");
    expect(page).toContain("→ A changed reason");
    // The member with the switch off is not counted.
    expect(page).toContain("1 member with safety alerts on will get one email each.");

    // Nothing is in use yet.
    expect((await checker("theacrine")).hits).toEqual([]);
    expect(await (await request(`/compare/${PRE_WORKOUT}`)).text()).not.toContain("DoD prohibited ingredient");
  });

  it("refuses to apply against a list that is no longer the one in use", async () => {
    const res = await formPost("/admin/dod-list", { intent: "apply", versionId: String(versionId), baseVersionId: "999" }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(await pageText(res)).toContain("Another list version was applied since this diff was shown.");
    expect((await getDb(env).select().from(prohibitedListVersions).where(eq(prohibitedListVersions.id, versionId)).get())?.appliedAt).toBeNull();
    expect(await getDb(env).select({ n: count() }).from(safetyAlertEmails).get()).toEqual({ n: 0 });
  });

  it("applies it: the checker and the product pages use it on the next request", async () => {
    const res = await formPost("/admin/dod-list", { intent: "apply", versionId: String(versionId), baseVersionId: "" }, { cookie: admin.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/dod-list?applied=${versionId}`);

    const check = await checker("Theacrine 100 mg");
    expect(check.hits.map((h) => [h.entryName, h.reason])).toEqual([["Theacrine", "Test reason: stimulant analogue"]]);
    // The removed entry is no longer on the list.
    expect((await checker(removedName)).hits).toEqual([]);
    expect((await checker(changedName)).hits.map((h) => h.reason)).toEqual(["A changed reason"]);

    const product = await pageText(request(`/compare/${PRE_WORKOUT}`));
    expect(product).toContain("DoD prohibited ingredient.");
    expect(product).toContain("Test reason: stimulant analogue");
    const category = await (await request("/category/sleep")).text();
    expect(category).toContain("Palmitoylethanolamide");
    expect(category).toContain('data-testid="safety-notice"');

    // Never a pick any more.
    const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
    expect(catalogue.getTopPicks("pre-workout", 100).map((p) => p.id)).not.toContain(PRE_WORKOUT);
    expect(catalogue.getTopPicks("sleep", 100).map((p) => p.id)).not.toContain(SLEEP);
    expect(catalogue.getTopPicks("hydration", 100).map((p) => p.id)).toContain(UNAFFECTED);

    const admin2 = await pageText(request("/admin/dod-list", { headers: { Cookie: admin.cookie } }));
    expect(admin2).toContain(`Version ${versionId}: ${(base.length + 1).toLocaleString("en-US")} entries`);
  });

  it("a catalogue read with no request behind it uses the version in D1; two states screen differently side by side", async () => {
    const inD1 = await loadSafetyState(env);
    expect(inD1.listVersionId).toBe(versionId);
    const bundled = safetyStateOf(null, BUNDLED_LIST, []);
    expect(inD1.matcher.screenText("Theacrine 100 mg").map((h) => h.entryName)).toEqual(["Theacrine"]);
    expect(bundled.matcher.screenText("Theacrine 100 mg")).toEqual([]);
    // The bundled state built after the D1 one changes nothing for a catalogue built with the D1 one.
    const [fromD1, fromBundled] = await Promise.all([getPricedCatalogue(env, inD1), getPricedCatalogue(env, bundled)]);
    expect(fromD1.getProduct(PRE_WORKOUT)?.prohibitedHits.map((h) => h.entryName)).toEqual(["Theacrine"]);
    expect(fromBundled.getProduct(PRE_WORKOUT)?.prohibitedHits).toEqual([]);
    expect((await getPricedCatalogue(env, inD1)).getTopPicks("pre-workout", 100).map((p) => p.id)).not.toContain(PRE_WORKOUT);
    // An unchanged version is not rebuilt: the next read reuses its matcher.
    expect((await loadSafetyState(env)).matcher).toBe(inD1.matcher);
  });

  it("the chat's DoD warning names the version that answered and its date", async () => {
    const res = await postJson("/api/chat", { message: "Is theacrine allowed?", context: {} }, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as { response: string };
    expect(response).toContain("**Warning: Theacrine is on the DoD Prohibited Dietary Supplement Ingredients list.**");
    expect(response).toContain(`Checked against the DoD prohibited list, version ${versionId} of November 20, 2026.`);
  });

  it("emails each member with the switch on once, naming every newly flagged product they saved", async () => {
    // Sent after the answer; sending again (as the cron job does) finds nothing left to send.
    await sendSafetyAlerts(env, { origin: ORIGIN });
    const mails = await safetyMails(both.email);
    expect(mails.map((m) => m.subject)).toEqual(["Safety alert: 2 of your saved products"]);
    const text = mails[0]!.textBody;
    expect(text).toContain("Podium Nutrition Fuse Pre-Workout (Sour Watermelon, 2025 formula): its label lists Theacrine, which the DoD Prohibited Dietary Supplement Ingredients list now names (Test reason: stimulant analogue).");
    expect(text).toContain("Source: DoD Prohibited Dietary Supplement Ingredients list (test upload), https://www.opss.org/dod-prohibited-dietary-supplement-ingredients");
    expect(text).toContain("Bare Performance Nutrition Peak Sleep Gummy");
    expect(text).not.toContain("Catalyte");
    expect(text).toMatch(/See your saved products: https?:\/\/[^/\s]+\/account#saved-products/);
    expect(await safetyMails(switchedOff.email)).toEqual([]);
    expect(await safetyMails(unaffected.email)).toEqual([]);

    expect(await sendSafetyAlerts(env, { origin: ORIGIN })).toEqual({ sent: 0, failed: 0 });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await safetyMails(both.email)).length).toBe(1);
  });

  it("refuses to apply the same version twice", async () => {
    const res = await formPost("/admin/dod-list", { intent: "apply", versionId: String(versionId), baseVersionId: String(versionId) }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(await pageText(res)).toContain("That list version is already applied.");
    expect(await getDb(env).select({ n: count() }).from(safetyAlertEmails).get()).toEqual({ n: 1 });
  });

  it("a later version that flags nothing new emails nobody", async () => {
    const same = { ...newList(), retrieved: "2026-11-21" };
    const res = await upload(admin.cookie, JSON.stringify(same));
    expect(res.status).toBe(303);
    const id = Number(/version=(\d+)/.exec(res.headers.get("Location") ?? "")?.[1]);
    const page = await pageText(request(`/admin/dod-list?version=${id}`, { headers: { Cookie: admin.cookie } }));
    expect(page).toContain("None: no product label names an ingredient this list adds.");
    const applied = await formPost("/admin/dod-list", { intent: "apply", versionId: String(id), baseVersionId: String(versionId) }, { cookie: admin.cookie });
    expect(applied.status).toBe(303);
    await sendSafetyAlerts(env, { origin: ORIGIN });
    expect((await safetyMails(both.email)).length).toBe(1);
    expect(await getDb(env).select({ n: count() }).from(safetyAlertEmails).get()).toEqual({ n: 1 });
  });
});

describe("certification withdrawn", () => {
  const withdraw = (cookie: string, fields: Record<string, string>) => formPost("/admin/dod-list", { intent: "withdraw", ...fields }, { cookie });
  const valid = { productId: WITHDRAWN, sourceUrl: "https://www.nsfsport.com/notice/test", withdrawnOn: "2026-11-20", note: "NSF Certified for Sport" };

  it("refuses bad fields with a message each, and a member", async () => {
    const res = await withdraw(admin.cookie, { productId: "no-such-product", sourceUrl: "http://insecure.example", withdrawnOn: "2999-01-01" });
    expect(res.status).toBe(422);
    const body = await pageText(res);
    expect(body).toContain("Choose a product of the catalogue.");
    expect(body).toContain("Give the https address of the certifier");
    expect(body).toContain("That day is in the future.");
    const { cookie } = await member([]);
    expect((await withdraw(cookie, valid)).status).toBe(404);
    expect(await getDb(env).select({ n: count() }).from(certificationWithdrawals).get()).toEqual({ n: 0 });
  });

  it("marks the product, drops it from the picks and emails who saved it, once", async () => {
    const saver = await member([WITHDRAWN]);
    const res = await withdraw(admin.cookie, valid);
    expect(res.status).toBe(303);
    const page = await pageText(request(`/compare/${WITHDRAWN}`));
    expect(page).toContain("Certification withdrawn");
    expect(page).toContain("https://www.nsfsport.com/notice/test");
    const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
    expect(catalogue.getProduct(WITHDRAWN)?.certificationWithdrawn).toEqual({ withdrawnOn: "2026-11-20", sourceUrl: valid.sourceUrl, note: valid.note });
    expect(catalogue.getTopPicks("protein-recovery", 100).map((p) => p.id)).not.toContain(WITHDRAWN);

    await sendSafetyAlerts(env, { origin: ORIGIN });
    const mails = await safetyMails(saver.email);
    expect(mails.map((m) => m.subject)).toEqual(["Safety alert: Klean Athlete Klean Isolate (Natural Vanilla)"]);
    expect(mails[0]!.textBody).toContain("certification was withdrawn on 2026-11-20 (NSF Certified for Sport). Source: https://www.nsfsport.com/notice/test");

    const again = await withdraw(admin.cookie, valid);
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("is already marked as withdrawn.");
    await sendSafetyAlerts(env, { origin: ORIGIN });
    expect((await safetyMails(saver.email)).length).toBe(1);
  });
});

describe("our audit's errata across uploads", () => {
  it("the diff of an upload that no longer files Pulmicort under modafinil shows that erratum resolved; the checker keeps the note until it is applied", async () => {
    // The list in use here is the version applied above; the upload is that list with the one fix.
    const inUse = newList();
    const fixed: ProhibitedListData = {
      ...inUse,
      retrieved: "2026-11-25",
      entries: inUse.entries.map((e) => (e.name === "modafinil" ? { ...e, otherNames: e.otherNames.filter((n) => n !== "Pulmicort") } : e)),
    };
    const res = await upload(admin.cookie, JSON.stringify(fixed));
    expect(res.status).toBe(303);
    const html = await (await request(res.headers.get("Location") ?? "", { headers: { Cookie: admin.cookie } })).text();
    const resolved = readable(/data-testid="errata-resolved">(.*?)<\/ul>/s.exec(html)?.[1] ?? "").trim();
    expect(resolved).toBe("Resolved : “Pulmicort” is no longer filed under modafinil (wrong-entry, erratum pulmicort-under-modafinil). Its note stops showing once applied.");
    expect(readable(/data-testid="errata-open">(.*?)<\/p>/s.exec(html)?.[1] ?? "").trim()).toBe(
      "40 errata stay open: the checker shows their notes with the names they question.",
    );
    expect(readable(/data-testid="open-errata">(.*?)<\/p>/s.exec(html)?.[1] ?? "").trim()).toBe(
      "Our audit questions 41 names of this list: they still match, and the checker shows the audit's note with each.",
    );

    // Not applied: the list in use still files Pulmicort under modafinil, so the answer carries the note.
    const answer = (await (await request("/api/ingredients/check?q=Pulmicort")).json()) as { hits: { entryName: string; note?: { erratumId: string } }[] };
    expect(answer.hits.map((h) => [h.entryName, h.note?.erratumId])).toEqual([["modafinil", "pulmicort-under-modafinil"]]);
  });

  it("an upload that changes none of the questioned names resolves none", async () => {
    const res = await upload(admin.cookie, JSON.stringify({ ...newList(), retrieved: "2026-11-26" }));
    const html = await (await request(res.headers.get("Location") ?? "", { headers: { Cookie: admin.cookie } })).text();
    expect(readable(/data-testid="errata-resolved">(.*?)<\/p>/s.exec(html)?.[1] ?? "").trim()).toBe(
      "None resolved: this upload files every questioned name where the list in use does.",
    );
  });
});
