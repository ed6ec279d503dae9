// The offline page stands in for the page that was asked for: as soon as the device is back
// online, load that page again. A file of its own, as the site's CSP allows no inline script.
addEventListener("online", () => location.reload());
