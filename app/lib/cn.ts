import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No class-conflict merging (tailwind-merge would cost ~9 kB gzip on every
 * page): components expose variants instead of overriding each other's utilities.
 * See docs/decisions/0004-javascript-budget.md.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
