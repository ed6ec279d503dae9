import { expect, it } from "vitest";
import { falseClaimIn } from "~/domain/chat/ground";

/** A conversation written in service members' words, with what a careful adviser would answer. */
export interface OwnConversation {
  id: string;
  turns: string[];
  /** What a careful adviser would answer, in a line. */
  expected: string;
  opens?: string;
  says?: string[];
  never?: string[];
  /** Whether products are named; not checked when left out. */
  products?: boolean;
}

/**
 * Checks the answers to one conversation as a person reads the last of them: what its first
 * paragraph says, what must be said and what must not, whether products are named, and no known
 * false claim in any answer. Each is printed on an OWN-ANSWER line, so a run can be read and judged.
 */
export function expectOwnAnswers(c: OwnConversation, said: readonly string[], options: { flags?: string; canned?: readonly RegExp[] } = {}): void {
  const flags = options.flags ?? "";
  console.log(`OWN-ANSWER ${JSON.stringify({ id: c.id, answers: said })}`);
  const last = said.at(-1) ?? "";
  const opening = last.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";
  if (c.opens) expect(opening).toMatch(new RegExp(c.opens, flags));
  expect((c.says ?? []).filter((p) => !new RegExp(p, flags).test(last))).toEqual([]);
  expect([...(c.never ?? []).map((p) => new RegExp(p, "m")), ...(options.canned ?? [])].filter((p) => p.test(last)).map(String)).toEqual([]);
  if (c.products !== undefined) expect(/\/compare\//.test(last)).toBe(c.products);
  expect(said.map((a) => falseClaimIn(a)?.id ?? null).filter(Boolean)).toEqual([]);
}

/**
 * One test per conversation, asked through `converse` and checked with `expectOwnAnswers`; those
 * in `open` still fall short of what was written and run as expected failures, to be taken off
 * the list as they pass. The count is checked first, so a file that loads no conversation fails.
 */
export function itAnswersEach(conversations: readonly OwnConversation[], size: number, open: ReadonlySet<string>, converse: (turns: string[]) => Promise<string[]>, options: { flags?: string } = {}): void {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(size);
  });
  const check = async (c: OwnConversation) => expectOwnAnswers(c, await converse(c.turns), options);
  it.each(conversations.filter((c) => !open.has(c.id)))("$id: $expected", check);
  it.fails.each(conversations.filter((c) => open.has(c.id)))("$id (open): $expected", check);
}
