import { LEARNING_CENTER_GROUPS, slugify } from "./post";

/**
 * Guides under their Learning Center sections, in the sections' fixed order; a section no
 * guide uses is left out, and a section not in the list (from an older post) comes last.
 */
export function groupGuides<T extends { group: string | null }>(guides: readonly T[]): { id: string; name: string; guides: T[] }[] {
  const byGroup = new Map<string, T[]>();
  for (const guide of guides) {
    const name = guide.group ?? "More guides";
    byGroup.set(name, [...(byGroup.get(name) ?? []), guide]);
  }
  const order = (name: string) => {
    const i = (LEARNING_CENTER_GROUPS as readonly string[]).indexOf(name);
    return i === -1 ? LEARNING_CENTER_GROUPS.length : i;
  };
  return [...byGroup.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([name, list]) => ({ id: `group-${slugify(name)}`, name, guides: list }));
}
