import { STORAGE_RETRY_AFTER_SECONDS } from "~/.server/storage-watch";

/*
 * The page shown when a store failed while answering (503). It is built without React Router,
 * the stylesheet or any data, so it renders whatever is down: the brand's colours and type, in
 * light and dark, one message, and a way to try again.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function unavailablePage(message: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | CLEARED</title>
<style>
:root{color-scheme:light dark;--bg:oklch(0.985 0.004 120);--fg:oklch(0.2 0.02 250);--muted:oklch(0.45 0.02 250);--primary:oklch(0.42 0.07 145);--on-primary:#fff}
@media (prefers-color-scheme:dark){:root{--bg:oklch(0.17 0.015 250);--fg:oklch(0.94 0.01 110);--muted:oklch(0.75 0.01 250);--primary:oklch(0.72 0.12 145);--on-primary:oklch(0.17 0.015 250)}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:32rem;padding:2rem 1.25rem;text-align:center}
.brand{font-weight:900;letter-spacing:.08em;color:var(--primary);text-decoration:none;font-size:1.25rem}
h1{font-size:1.75rem;margin:1.5rem 0 .5rem}
p{color:var(--muted);line-height:1.5;margin:0 0 1.5rem}
a.button{display:inline-block;background:var(--primary);color:var(--on-primary);padding:.7rem 1.2rem;border-radius:.5rem;font-weight:600;text-decoration:none}
a.button:focus-visible,.brand:focus-visible{outline:2px solid var(--primary);outline-offset:3px}
</style>
</head>
<body>
<main>
<a class="brand" href="/">CLEARED</a>
<h1>Back in a moment</h1>
<p role="alert">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(path)}">Try again</a>
<p style="margin-top:1.5rem;font-size:.875rem">This page will work again within about ${STORAGE_RETRY_AFTER_SECONDS} seconds of our data store coming back.</p>
</main>
</body>
</html>`;
}
