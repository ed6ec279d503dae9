/**
 * Writes public/zxcvbn/passwords-common.json, the common-passwords list of
 * @zxcvbn-ts/language-common, most common first. The Worker reads it from its static assets on
 * the first password check instead of carrying it in its bundle
 * (docs/decisions/0025-server-bundle-and-start-up.md). Run it after upgrading the package:
 *
 *   npm run password-list
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";

const PASSWORD_LIST_FILE = "public/zxcvbn/passwords-common.json";

mkdirSync(dirname(PASSWORD_LIST_FILE), { recursive: true });
writeFileSync(PASSWORD_LIST_FILE, `${JSON.stringify(passwords)}\n`);
console.log(`password-list: ${passwords.length} passwords written to ${PASSWORD_LIST_FILE}`);
