import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkContentLinks, type ContentFilePost, parseContentFile } from "../../app/.server/content/files.ts";

export interface ContentFile {
  fileName: string;
  post: ContentFilePost;
  /** SHA-256 of the file's bytes: the seed replaces a post only when this changes. */
  hash: string;
}

export interface ContentDir {
  files: ContentFile[];
  /** Problems that make a file unusable: the seed stops on any. */
  problems: string[];
  /** Links to posts no file provides: reported, and failed by the content test. */
  linkProblems: string[];
}

/** Reads and checks every `*.md` in `dir` (the repository's content/). */
export function readContentDir(dir = "content"): ContentDir {
  if (!existsSync(dir)) return { files: [], problems: [], linkProblems: [] };
  const files: ContentFile[] = [];
  const problems: string[] = [];
  for (const fileName of readdirSync(dir).filter((name) => name.endsWith(".md")).sort()) {
    const text = readFileSync(join(dir, fileName), "utf8");
    const result = parseContentFile(fileName, text);
    if (result.ok) files.push({ fileName, post: result.post, hash: createHash("sha256").update(text).digest("hex") });
    else problems.push(...result.problems);
  }
  return { files, problems, linkProblems: checkContentLinks(files.map((f) => f.post)) };
}
