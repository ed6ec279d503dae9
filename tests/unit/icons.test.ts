import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as iconModule from "~/components/icons";
import { buildSprite, exportedIcons, SPRITE_FILE } from "../../scripts/lib/icon-sprite.ts";

/*
 * The sprite (app/components/icons.svg) and the icons module must hold the same icons: an icon
 * missing from the sprite draws nothing, a symbol nobody draws is bytes every visitor fetches.
 */

const components = Object.entries(iconModule).filter((entry): entry is [string, iconModule.IconComponent] => typeof entry[1] === "function");
const sprite = readFileSync(SPRITE_FILE, "utf8");
const LUCIDE_LOOK = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
// Every symbol carries Lucide's stroke look: the icons on a page do not repeat it.
const symbols = [...sprite.matchAll(new RegExp(`<symbol id="([^"]+)" viewBox="0 0 24 24" ${LUCIDE_LOOK}>`, "g"))].map((m) => m[1]);

function drawnSymbol(Icon: iconModule.IconComponent): string {
  const markup = renderToStaticMarkup(createElement(Icon));
  return /<use href="[^"#]*icons\.svg(?:\?[^"#]*)?#([^"]+)"/.exec(markup)?.[1] ?? `(no sprite reference in ${markup})`;
}

describe("icon sprite", () => {
  it("holds exactly the symbols the exported icons draw", () => {
    const drawn = [...new Set(components.map(([, Icon]) => drawnSymbol(Icon)))].sort();
    expect(drawn.length).toBeGreaterThan(50);
    expect(symbols).toEqual(drawn);
  });

  it("holds each symbol once", () => {
    expect(symbols).toHaveLength(new Set(symbols).size);
  });

  it("is what `npm run icons` writes from the module's exports", async () => {
    const declared = exportedIcons();
    expect(declared.map((i) => i.name).sort()).toEqual(components.map(([name]) => name).sort());
    expect(sprite).toBe(await buildSprite(declared.map((i) => i.id)));
  });
});

describe("an icon", () => {
  const { ArrowRight } = iconModule;
  const href = /href="([^"]+)"/.exec(renderToStaticMarkup(createElement(ArrowRight)))?.[1];

  it("references its symbol, hidden from assistive technology; Lucide's stroke look is on the symbol", () => {
    expect(renderToStaticMarkup(createElement(ArrowRight, { className: "size-4" }))).toBe(
      '<svg width="24" height="24" aria-hidden="true" class="size-4">' +
        `<use href="${href}"></use></svg>`,
    );
    expect(href).toMatch(/icons\.svg(\?[^#]*)?#arrow-right$/);
  });

  it("takes a size and any other SVG attribute", () => {
    const markup = renderToStaticMarkup(createElement(ArrowRight, { size: 16, "data-x": "1" } as iconModule.IconProps));
    expect(markup).toMatch(/^<svg width="16" height="16" aria-hidden="true" data-x="1">/);
  });

  it("is announced as an image when it has a name", () => {
    const markup = renderToStaticMarkup(createElement(ArrowRight, { "aria-label": "(opens in a new tab)" }));
    expect(markup).toMatch(/^<svg [^>]*role="img" aria-label="\(opens in a new tab\)">/);
    expect(markup).not.toContain("aria-hidden");
  });
});
