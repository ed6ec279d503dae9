import type { SafetyAlertItem } from "~/domain/safety/alerts";
import type { EmailMessage } from "./sender";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text and HTML of the same mail: the first paragraph, the action link, the rest, a footer. */
function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string[] = [],
): EmailMessage {
  const text = [...paragraphs.slice(0, 1), `${action.label}: ${action.url}`, ...paragraphs.slice(1), "— CLEARED", ...footer].join("\n\n");
  const html = [
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    "<p>— CLEARED</p>",
    ...footer.map((p) => `<p style="color:#666;font-size:12px">${linkify(p)}</p>`),
  ].join("\n");
  return { to, subject, text, html };
}

/** Footer lines may end with a URL (an unsubscribe link): it becomes a link in the HTML part. */
function linkify(text: string): string {
  const match = /^(.*?)(https?:\/\/\S+)$/.exec(text);
  if (!match) return escapeHtml(text);
  const [, before = "", url = ""] = match;
  return `${escapeHtml(before)}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
}

export function verifyEmailMessage(to: string, url: string): EmailMessage {
  return message(
    to,
    "Confirm your CLEARED email",
    [
      "Welcome to CLEARED. Confirm that this is your email address to finish setting up your account.",
      "The link works once and expires in 1 hour. If you did not sign up, ignore this email.",
    ],
    { label: "Confirm my email", url },
  );
}

export function resetPasswordMessage(to: string, url: string): EmailMessage {
  return message(
    to,
    "Reset your CLEARED password",
    [
      "Someone asked to reset the password of the CLEARED account for this email address.",
      "The link works once and expires in 1 hour. Resetting signs you out everywhere. If you did not ask for this, ignore this email: your password stays the same.",
    ],
    { label: "Choose a new password", url },
  );
}

/** Sent instead of a confirmation when someone signs up with an email that already has an account. */
export function alreadyRegisteredMessage(to: string, url: string): EmailMessage {
  return message(
    to,
    "You already have a CLEARED account",
    [
      "Someone tried to create a CLEARED account with this email address, which already has one.",
      "If it was you, sign in instead, or reset your password if you have forgotten it. If not, ignore this email.",
    ],
    { label: "Sign in", url },
  );
}

/**
 * Sent when the right password arrives for an account with many failed sign-ins this hour: the
 * link finishes that sign-in. It also tells the owner that someone has been guessing.
 */
export function signInLinkMessage(to: string, url: string): EmailMessage {
  return message(
    to,
    "Finish signing in to CLEARED",
    [
      "Someone just signed in to your CLEARED account with its password, after many failed attempts on it this hour. To finish signing in, open this link in the same browser.",
      "The link works once and expires in 15 minutes. If this was not you, someone knows your password: choose a new one with \"Forgot password\" on the sign-in page.",
    ],
    { label: "Finish signing in", url },
  );
}

/**
 * The receipt for a contact message. It repeats neither the name nor the message: both are typed
 * by whoever filled in the form, and echoing them would let anyone send any text to any address
 * through us.
 */
export function contactReceivedMessage(to: string, { reference, topic, url }: { reference: string; topic: string; url: string }): EmailMessage {
  return message(
    to,
    "We received your message",
    [
      `Thank you for writing to CLEARED. Your message (topic: ${topic}) has reference ${reference}. We read every message and answer by email, usually within a few working days.`,
      "If you did not write to us, someone typed your address into our contact form: you can ignore this email, and we will not write again unless you contact us.",
    ],
    { label: "Visit CLEARED", url },
  );
}

/** A saved product's price per serving went below the member's alert. */
export function priceAlertMessage(
  to: string,
  { product, perServing, below, retailer, url, unsubscribeUrl }: { product: string; perServing: string; below: string; retailer: string | null; url: string; unsubscribeUrl: string },
): EmailMessage {
  return message(
    to,
    `Price alert: ${product} is ${perServing} per serving`,
    [
      `${product} is now ${perServing} per serving${retailer ? ` at ${retailer}` : ""}, below the ${below} you asked us to watch for.`,
      "Prices change: the retailer's price at checkout is the one that applies. We email once each time the price goes below your alert; if it goes back up and comes down again, we email again.",
    ],
    { label: "See the prices we found", url },
    [`You get this because you set a price alert for ${product} on your CLEARED account. Stop this alert: ${unsubscribeUrl}`],
  );
}

function safetyAlertLine(item: SafetyAlertItem): string {
  if (item.kind === "prohibited-ingredient") {
    return `${item.product}: its label lists ${item.ingredient}, which the DoD Prohibited Dietary Supplement Ingredients list now names (${item.reason}). Source: ${item.source}, ${item.sourceUrl}`;
  }
  return `${item.product}: its ${item.certification} certification was withdrawn on ${item.withdrawnOn}${item.note ? ` (${item.note})` : ""}. Source: ${item.sourceUrl}`;
}

/** One email per member and event: every saved product it concerns, each with what changed and its source. */
export function safetyAlertMessage(to: string, { items, url, accountUrl }: { items: readonly SafetyAlertItem[]; url: string; accountUrl: string }): EmailMessage {
  const products = [...new Set(items.map((i) => i.product))];
  const listed = items.some((i) => i.kind === "prohibited-ingredient");
  return message(
    to,
    products.length === 1 ? `Safety alert: ${products[0]}` : `Safety alert: ${products.length} of your saved products`,
    [
      products.length === 1 ? "A product you saved on CLEARED has a new safety concern." : `${products.length} products you saved on CLEARED have a new safety concern.`,
      ...items.map(safetyAlertLine),
      listed
        ? "The official DoD list is the authority: a product containing a listed ingredient is prohibited for service members. Check the source above before you take it again."
        : "A product without a current certification is no longer third-party tested for banned substances under that program. Check the source above before you take it again.",
    ],
    { label: "See your saved products", url },
    [`You get this because safety alerts are on for products you saved. Turn them off for any product on your account page: ${accountUrl}`],
  );
}
