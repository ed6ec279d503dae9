import { describe, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { clientKey, LOCAL_CLIENT, rateLimitKeyForIp } from "~/.server/http/client-ip";
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from "~/domain/redirect";

const ORIGIN = "https://cleared.example";

describe("safeRedirectPath", () => {
  // Each of these a browser would follow off-site, or cannot put in a Location header.
  const refused: [string, string][] = [
    ["tab before /", "/\t/evil.example"],
    ["tab before \\", "/\t\\evil.example"],
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["backslash then slash", "\\/evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["other scheme", "javascript:alert(1)"],
    ["CR LF header injection", "/\r\nSet-Cookie: x=1"],
    ["LF", "/\n/evil.example"],
    ["VT", "/\u000b/evil.example"],
    ["FF", "/\u000c/evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["dot segment to //", "/.//evil.example"],
    ["leading space", " //evil.example"],
    ["our host as a userinfo trick", `${ORIGIN}@evil.example/`],
  ];

  it.each(refused)("sends %s to /", (_, value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe("/");
  });

  it("keeps same-site paths, with their query and fragment", () => {
    expect(safeRedirectPath("/compare/klean-isolate?from=chat#prices", ORIGIN)).toBe("/compare/klean-isolate?from=chat#prices");
    expect(safeRedirectPath(`${ORIGIN}/category/sleep`, ORIGIN)).toBe("/category/sleep");
    expect(safeRedirectPath("/", ORIGIN)).toBe("/");
  });

  it("refuses control characters a browser would drop or escape, but keeps a space", () => {
    expect(safeRedirectPath("/account\t", ORIGIN)).toBe("/");
    expect(safeRedirectPath("/acc\u0001ount", ORIGIN)).toBe("/");
    expect(safeRedirectPath("/acc\u007fount", ORIGIN)).toBe("/");
    expect(safeRedirectPath("/blog?q=sleep aid", ORIGIN)).toBe("/blog?q=sleep%20aid");
  });

  it("refuses relative paths and other hosts even when they parse onto a path", () => {
    expect(safeRedirectPath("compare/klean-isolate", ORIGIN)).toBe("/");
    expect(safeRedirectPath("?from=chat", ORIGIN)).toBe("/");
    expect(safeRedirectPath("//evil.example/account", ORIGIN)).toBe("/");
  });

  it("sends everything to / when the origin itself cannot be parsed", () => {
    expect(safeRedirectPath("/account", "not an origin")).toBe("/");
  });

  it("sends anything that is not a non-empty string of reasonable length to /", () => {
    expect(safeRedirectPath(`/${"a".repeat(MAX_REDIRECT_LENGTH - 1)}`, ORIGIN)).toBe(`/${"a".repeat(MAX_REDIRECT_LENGTH - 1)}`);
    expect(safeRedirectPath(`/${"a".repeat(MAX_REDIRECT_LENGTH)}`, ORIGIN)).toBe("/");
    expect(safeRedirectPath(null, ORIGIN)).toBe("/");
    expect(safeRedirectPath("", ORIGIN)).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`, ORIGIN)).toBe("/");
  });
});

describe("rateLimitKeyForIp", () => {
  it("keeps IPv4 addresses and reads IPv4-mapped IPv6 as IPv4", () => {
    expect(rateLimitKeyForIp("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyForIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    expect(rateLimitKeyForIp("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyForIp("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyForIp("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKeyForIp("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", "unknown", "256.1.1.1", "1.2.3", "2001:db8::1::2", "2001:db8:g::1", "1:2:3:4:5:6:7:8:9"]) {
      expect(rateLimitKeyForIp(bad), bad).toBeNull();
    }
  });
});

describe("clientKey", () => {
  const withHeaders = (headers: Record<string, string>) => new Request("https://cleared.example/api/chat", { headers });

  it("reads CF-Connecting-IP only, never headers a client can set elsewhere", () => {
    const request = withHeaders({ "CF-Connecting-IP": "198.51.100.4", "X-Forwarded-For": "192.0.2.1", "X-Real-IP": "192.0.2.2" });
    expect(clientKey(request, "production")).toBe("198.51.100.4");
    expect(clientKey(withHeaders({ "X-Forwarded-For": "192.0.2.1", "True-Client-IP": "192.0.2.3" }), "development")).toBe(LOCAL_CLIENT);
  });

  it("puts every request without the header in the one local bucket outside production", () => {
    expect(LOCAL_CLIENT).toBe("local");
    expect(clientKey(withHeaders({}), "development")).toBe("local");
    expect(clientKey(withHeaders({ "CF-Connecting-IP": "not-an-ip" }), "test")).toBe("local");
  });

  it("refuses a production request without the header instead of pooling it", () => {
    const call = () => clientKey(withHeaders({}), "production");
    expect(call).toThrow(AppError);
    expect(call).toThrow("We could not tell where this request comes from. Please try again.");
  });
});
