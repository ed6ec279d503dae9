// The offline page stands in for the page that was asked for: once the device is back online,
// load that page again. A file of its own, as the site's CSP allows no inline script.
//
// "online" can fire before requests get through (the network is up, the route is not yet), and
// a reload then lands on this page again with no second "online" to come. So the page first asks
// the server (a HEAD request, which the service worker leaves to the network) and reloads only
// when any answer arrives; until then it asks again, less and less often.
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30000;
let timer = 0;

function checkThenReload(waitMs) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    fetch(location.href, { method: "HEAD", cache: "no-store" }).then(
      () => location.reload(),
      () => checkThenReload(Math.min(Math.max(waitMs, FIRST_WAIT_MS) * 2, LONGEST_WAIT_MS)),
    );
  }, waitMs);
}

addEventListener("online", () => checkThenReload(0));
// Shown although the device says it is online: the last reload came too early; keep checking.
if (navigator.onLine) checkThenReload(FIRST_WAIT_MS);
