/**
 * Writes app/components/icons.svg, the sprite every icon on the site references, from the
 * icons app/components/icons.tsx exports (docs/decisions/0027-icon-sprite.md). Run it after
 * adding or removing an icon there:
 *
 *   npm run icons
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { buildSprite, exportedIcons, ICONS_MODULE, SPRITE_FILE } from "./lib/icon-sprite.ts";

const icons = exportedIcons();
if (icons.length === 0) {
  console.error(`icons: no \`export const Name = icon("lucide-id");\` found in ${relative(process.cwd(), ICONS_MODULE)}`);
  process.exit(1);
}
const sprite = await buildSprite(icons.map((i) => i.id));
const before = (() => {
  try {
    return readFileSync(SPRITE_FILE, "utf8");
  } catch {
    return "";
  }
})();
writeFileSync(SPRITE_FILE, sprite);
const symbols = new Set(icons.map((i) => i.id)).size;
console.log(`icons: ${relative(process.cwd(), SPRITE_FILE)} ${before === sprite ? "unchanged" : "written"}: ${icons.length} exports, ${symbols} symbols, ${Buffer.byteLength(sprite)} bytes`);
