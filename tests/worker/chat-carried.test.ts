import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import { CARRIED_COOKIE } from "~/.server/chat/carried-cookie";
import { loadSafetyState } from "~/.server/safety/state";
import { type Constraint, satisfies } from "~/domain/catalogue/constraints";
import { deriveProductFacts } from "~/domain/catalogue/facts";
import { extractSuggestedNames } from "~/domain/chat/extract";
import { conditionRule } from "~/domain/safety/conditions";
import { medicineVerdicts } from "~/domain/safety/own-supplement-verdicts";
import worker from "../../worker/index";
import { chatApiClient } from "./chat-api-client";
import { fakeModel, planFollowingDraft } from "./chat-fake-model";
import { ORIGIN, seedResearchPrices } from "./helpers";

/*
 * What a person said more than three turns back, kept by the chat API's cookie
 * (docs/decisions/0103-constraints-kept-beyond-the-history-window.md): real requests through the
 * chat API with the cookie a browser keeps, the client sending only its last six messages.
 */

beforeAll(async () => {
  await seedResearchPrices(env);
});

/** The catalogue products an answer lists, by the names it shows. */
async function productsListed(answer: string) {
  const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
  return extractSuggestedNames(answer).map((name) => catalogue.listProducts().find((p) => p.name === name));
}

/** Every product the answer lists keeps the constraints; `someListed`: it lists at least one. */
async function expectAllKeep(answer: string, constraints: Constraint[], someListed = true) {
  const listed = await productsListed(answer);
  if (someListed) expect(listed.length).toBeGreaterThan(0);
  expect(listed.filter((p) => !p || !satisfies(deriveProductFacts(p), constraints, { pricePerServing: p.pricePerServing ?? null })).map((p) => p?.name ?? "not in the catalogue")).toEqual([]);
}

const cookieLabels = (cookie: string | null) => (cookie ? decodeURIComponent(cookie.slice(CARRIED_COOKIE.length + 1)).split("|") : []);

describe("constraints said more than three turns back are kept", () => {
  it("no dairy, said first, still holds at the seventh question", async () => {
    const client = chatApiClient(110, { cookies: true });
    const said = await client.converse([
      "new here. lactose intolerant so no dairy for me. what protein powder should i look at?",
      "how much protein do i actually need a day, i'm 180 lbs",
      "is creatine safe to take every day?",
      "anything for sleep that won't leave me groggy at 0500",
      "does caffeine at 1500 mess with sleep?",
      "ok what pre-workouts do you have",
      "cheapest protein powder you've got?",
    ]);
    expect(cookieLabels(client.cookie())).toContain("diet:lactose-free");
    await expectAllKeep(said.at(-1) ?? "", [{ kind: "diet", diet: "dairy-free" }]);
  });

  it("no stims, said in passing, still holds eight turns on", async () => {
    const client = chatApiClient(111, { cookies: true });
    const said = await client.converse([
      "I'm stim-free, just my preference. got PT at 0600, what should I take before?",
      "what electrolyte mix would you grab for a 12 mile ruck",
      "how much water should i drink before the ruck",
      "is fish oil worth it for joints",
      "thoughts on ashwagandha for stress?",
      "protein bars vs shakes, which is better after a ruck",
      "alright, best value pre-workout then?",
      "which one of those would you take",
    ]);
    expect(cookieLabels(client.cookie())).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:exclude:caffeine|stim:no-stim)$/)]));
    await expectAllKeep(said.at(-2) ?? "", [{ kind: "exclude", ingredient: "caffeine" }]);
  });

  it("a pregnancy told at the start still brings its caution at the seventh question", async () => {
    const client = chatApiClient(112, { cookies: true });
    const said = await client.converse([
      "found out last week I'm pregnant. is my regular multivitamin ok to keep taking?",
      "what are good snacks to keep energy up on shift",
      "how do i know a supplement is third party tested",
      "what does NSF certified for sport mean",
      "is informed sport the same thing",
      "how much water a day is enough",
      "which pre-workout would you recommend for my morning workouts?",
    ]);
    expect(cookieLabels(client.cookie())).toContain("condition:pregnancy");
    const last = said.at(-1) ?? "";
    expect(last).toContain(conditionRule("pregnancy").caution.slice(0, 60));
    expect(await productsListed(last)).toEqual([]);
  });

  it("a budget per serving still holds after the window moves on", async () => {
    const client = chatApiClient(113, { cookies: true });
    const said = await client.converse([
      "broke E-3 here, i need protein powder under $3 a serving, can't swing more",
      "how much creatine a day",
      "when should i take creatine, before or after",
      "is creatine gonna make me fail a piss test",
      "do i need a loading phase",
      "what about beta alanine, worth it?",
      "ok back to protein, which powder should i buy",
    ]);
    expect(cookieLabels(client.cookie())).toContain("budget:3");
    await expectAllKeep(said.at(-1) ?? "", [{ kind: "budget", maxPerServing: 3 }]);
    expect(said.at(-1)).toMatch(/\$3(?:\.00)? (?:or less )?a serving|under \$3/);
  });
});

describe("several things said early, in other voices, all kept", () => {
  it("celiac and vegan, said in a story, hold ten turns later", async () => {
    const client = chatApiClient(119, { cookies: true });
    const said = await client.converse([
      "been plant based since the summer and I've got celiac on top of that lol. need a protein for after lifting",
      "whats the deal with creatine and hair loss",
      "how long before a PT test should i stop eating",
      "is beet juice legit for running",
      "do electrolytes matter for a desk day",
      "how much sleep do i really need",
      "my buddy swears by fish oil, worth it?",
      "what about zinc for immune stuff",
      "any multivitamin that's actually tested",
      "ok circle back, which protein powder is cheapest",
    ]);
    expect(cookieLabels(client.cookie())).toEqual(expect.arrayContaining(["diet:vegan", "diet:gluten-free"]));
    // The catalogue holds no protein that is both: the answer says so and lists none that breaks either.
    expect(said.at(-1)).toMatch(/vegan and gluten-free/);
    await expectAllKeep(said.at(-1) ?? "", [{ kind: "diet", diet: "vegan" }, { kind: "diet", diet: "gluten-free" }], false);
  });

  it("a blood thinner named once still brings its caution when fish oil comes up later", async () => {
    const client = chatApiClient(120, { cookies: true });
    const said = await client.converse([
      "i'm on warfarin after a clot last year. can i still take a pre-workout?",
      "what's a normal amount of caffeine per day",
      "how do you read a supplement facts label",
      "what does the DoD prohibited list cover",
      "is there an app to check products",
      "what's a good recovery routine after a ruck",
      "should I take fish oil for my joints?",
    ]);
    expect(cookieLabels(client.cookie())).toContain("condition:blood-thinner");
    // Named by the person, fish oil gets its own line rather than the caution's list of examples.
    expect(said.at(-1)).toContain(medicineVerdicts("blood-thinner")?.verdicts.find((v) => v.supplement === "fish-oil")?.because.slice(0, 60));
  });
});

describe("what is carried ends with the conversation or the person's word", () => {
  it("a new conversation starts with nothing carried", async () => {
    const client = chatApiClient(114, { cookies: true });
    await client.converse(["i'm vegan, what protein powder?", "how much a day?"]);
    expect(cookieLabels(client.cookie())).toContain("diet:vegan");
    // The browser still holds the cookie; the first message of a new chat sends no history.
    const [fresh] = await client.converse(["what's a good whey protein?"]);
    expect(cookieLabels(client.cookie())).not.toContain("diet:vegan");
    expect(fresh).not.toMatch(/\bvegan\b/i);
  });

  it("a constraint taken back is dropped from what is carried, and stays dropped after the window moves on", async () => {
    const client = chatApiClient(115, { cookies: true });
    const said = await client.converse([
      "no dairy for me, what protein should I get",
      "how much protein per day",
      "is creatine safe",
      "what helps with sleep",
      "actually dairy's fine now, my doc cleared me",
      "what's good for recovery after leg day",
      "how about electrolytes",
      "creatine before or after lifting?",
      // The taking back is out of the window now too: what was carried stays dropped.
      "ok so what protein powder would you get",
    ]);
    expect(cookieLabels(client.cookie()).filter((l) => /dairy|lactose/.test(l))).toEqual([]);
    expect(said.at(-1)).not.toMatch(/dairy-free|no dairy/i);
    // Whey is back among the picks.
    const listed = await productsListed(said.at(-1) ?? "");
    expect(listed.some((p) => p && !satisfies(deriveProductFacts(p), [{ kind: "diet", diet: "dairy-free" }]))).toBe(true);
  });

  it("a malformed or forged cookie is ignored and the answer is the usual one", async () => {
    const turns = ["what protein powder do you like", "how much a day?", "whey or casein?"];
    const plain = await chatApiClient(116).converse(turns);
    for (const value of ["%%%zz", "diet:carnivore|exclude:caffeine", `${"x".repeat(4000)}`, "<script>alert(1)</script>", "diet%3Adairy-free%7C"]) {
      const client = chatApiClient(117, { cookies: true });
      const said: string[] = [];
      const history: Array<{ role: "user" | "assistant"; content: string }> = [];
      for (const message of turns) {
        client.setCookie(`${CARRIED_COOKIE}=${value}`);
        const answer = await client.ask(message, history);
        said.push(answer);
        history.push({ role: "user", content: message }, { role: "assistant", content: answer });
      }
      expect(said).toEqual(plain);
    }
  });
});

describe("the cookie", () => {
  const post = (client: ReturnType<typeof chatApiClient>, path: string, body: unknown, cookie?: string) =>
    client.app.request(
      path,
      { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": "198.51.121.9", ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) },
      env,
    );

  it("holds labels only, HttpOnly, Secure, SameSite=Strict, for the chat API, for an hour; the stream sets it too", async () => {
    const client = chatApiClient(121);
    const history = [
      { role: "user", content: "no dairy and no stims for me. I'm on sertraline too" },
      { role: "assistant", content: "Noted." },
    ];
    const res = await post(client, "/api/chat/stream", { message: "what protein do you like", context: { conversationHistory: history } });
    expect(res.status).toBe(200);
    await res.text();
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(new RegExp(`^${CARRIED_COOKIE}=[^;]+; Max-Age=3600; Path=/api/chat; HttpOnly; Secure; SameSite=Strict$`));
    expect(cookieLabels(set.split(";")[0]).sort()).toEqual(["condition:ssri", "diet:dairy-free", "exclude:caffeine"]);
  });

  it("is deleted by the first message of a new conversation that states nothing", async () => {
    const client = chatApiClient(122);
    const res = await post(client, "/api/chat", { message: "what's creatine do" }, `${CARRIED_COOKIE}=${encodeURIComponent("diet:vegan|condition:pregnancy")}`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([`${CARRIED_COOKIE}=; Max-Age=0; Path=/api/chat; HttpOnly; Secure; SameSite=Strict`]);
  });

  it("comes through the whole Worker, its middleware included, on the stream", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/chat/stream`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.51.124.9", Cookie: `${CARRIED_COOKIE}=${encodeURIComponent("condition:pregnancy")}` },
        body: JSON.stringify({ message: "which pre-workout then", context: { conversationHistory: [{ role: "user", content: "how much water a day" }, { role: "assistant", content: "About 3 liters." }] } }),
      }),
      { ...env, AI: undefined } as unknown as Env,
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(text).toContain("pregnancy");
    expect(res.headers.getSetCookie()).toEqual([`${CARRIED_COOKIE}=condition%3Apregnancy; Max-Age=3600; Path=/api/chat; HttpOnly; Secure; SameSite=Strict`]);
  });

  it("is not set when nothing is said and none is held", async () => {
    const res = await post(chatApiClient(123), "/api/chat", { message: "what's creatine do" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("the model path hears what was carried", () => {
  it("the model's instructions hold the carried diet at the seventh question", async () => {
    const systems: string[] = [];
    const model = fakeModel((system) => {
      systems.push(system);
      return planFollowingDraft(system);
    });
    const client = chatApiClient(118, { cookies: true, model: () => model });
    const said = await client.converse([
      "can't do dairy, it wrecks me. protein powder recs?",
      "how much protein do i need",
      "is creatine safe",
      "what helps with sleep",
      "how much caffeine is too much",
      "what pre-workouts do you carry",
      "which is cheapest",
    ]);
    expect(model.calls).toBeGreaterThan(0);
    const last = systems.at(-1) ?? "";
    expect(last).toMatch(/They asked for: [^;]*dairy/i);
    await expectAllKeep(said.at(-1) ?? "", [{ kind: "diet", diet: "dairy-free" }]);
  });
});
