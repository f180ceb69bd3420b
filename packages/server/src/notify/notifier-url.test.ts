import { describe, expect, it } from "vitest";
import { maskNotifierUrl, NotifierUrlError, parseNotifierUrl, SUPPORTED_NOTIFIER_SCHEMES } from "./notifier-url.js";

function parseError(url: string): string {
  try {
    parseNotifierUrl(url);
  } catch (error) {
    expect(error).toBeInstanceOf(NotifierUrlError);
    return (error as Error).message;
  }
  throw new Error(`${url} parsed`);
}

describe("parsing json://, form:// and xml:// URLs", () => {
  it("posts to http or https at the host, port and path, with basic auth from user:password", () => {
    expect(parseNotifierUrl("json://user:p%40ss@ha.local:8123/api/webhook/abc")).toEqual({
      kind: "custom",
      format: "json",
      url: "http://ha.local:8123/api/webhook/abc",
      method: "POST",
      auth: { user: "user", password: "p@ss" },
      headers: {},
      payload: { removed: [], renamed: {}, added: [] },
    });
    expect(parseNotifierUrl("jsons://example.com")).toMatchObject({ url: "https://example.com/", auth: null });
    expect(parseNotifierUrl("forms://user@example.com/hook")).toMatchObject({
      format: "form",
      url: "https://example.com/hook",
      auth: { user: "user", password: "" },
    });
    expect(parseNotifierUrl("xml://[::1]:8080/x")).toMatchObject({ format: "xml", url: "http://[::1]:8080/x" });
  });

  it("reads +headers, -query parameters, :payload edits and the method", () => {
    const target = parseNotifierUrl(
      "json://host/path?+X-Token=abc%20def&-token=s3cret&-page=2&:sound=ocean+wave&:version&:message=body&method=put&format=text",
    );
    expect(target).toMatchObject({
      url: "http://host/path?token=s3cret&page=2",
      method: "PUT",
      headers: { "X-Token": "abc def" },
      payload: { removed: ["version"], renamed: { message: "body" }, added: [["sound", "ocean+wave"]] },
    });
  });

  it("keeps only element-name characters of xml :keys, with XML's own standard fields", () => {
    expect(parseNotifierUrl("xml://host?:Sou.nd=x&:Message=Body&:MessageType")).toMatchObject({
      payload: { removed: ["MessageType"], renamed: { Message: "Body" }, added: [["Sound", "x"]] },
    });
    expect(parseError("xml://host?:Message=%25%25")).toMatch(/starting with a letter/);
    expect(parseError("xml://host?:1st=x")).toMatch(/starting with a letter/);
  });

  it("refuses what it cannot send", () => {
    expect(parseError("json://")).toMatch(/host name is missing.*The form is json:\/\//);
    expect(parseError("json://host:99999/")).toMatch(/port is not valid/);
    expect(parseError("json://bad_host!/")).toMatch(/host name is not valid/);
    expect(parseError("json://host?method=get")).toMatch(/method may be post, put or patch/);
    expect(parseError("json://host?+Bad%20Name=1")).toMatch(/not a header name/);
    expect(parseError("json://host?+X=a%0Ab")).toMatch(/value of header X is not valid/);
    expect(parseError("json://host/%zz")).toMatch(/broken %-escape/);
    expect(parseError("json://host/a b")).toMatch(/spaces or control characters/);
  });
});

describe("parsing the services' URLs", () => {
  it("ntfy: a topic of ntfy.sh, or topics on a server, with basic or token auth, priority and tags", () => {
    expect(parseNotifierUrl("ntfy://my-topic")).toEqual({
      kind: "ntfy",
      origin: null,
      topics: ["my-topic"],
      auth: null,
      priority: null,
      tags: [],
    });
    expect(parseNotifierUrl("ntfys://bob:pw@ntfy.home:8443/a/b?priority=high&tags=warning,food")).toEqual({
      kind: "ntfy",
      origin: "https://ntfy.home:8443",
      topics: ["a", "b"],
      auth: { basic: { user: "bob", password: "pw" } },
      priority: 4,
      tags: ["warning", "food"],
    });
    expect(parseNotifierUrl("ntfy://tk_abc123@ntfy.home/t")).toMatchObject({ auth: { token: "tk_abc123" } });
    expect(parseNotifierUrl("ntfy://ntfy.home/t?token=xyz&priority=1&xtags=a")).toMatchObject({
      auth: { token: "xyz" },
      priority: 1,
      tags: ["a"],
    });
    expect(parseError("ntfy://ntfy.home/t?priority=loud")).toMatch(/priority/);
    expect(parseError("ntfy://ntfy.home/bad.topic")).toMatch(/topic/);
  });

  it("gotify: the last path segment is the token, the rest a path prefix; named priorities", () => {
    expect(parseNotifierUrl("gotifys://push.home/gotify/AbCd.123?priority=high")).toEqual({
      kind: "gotify",
      origin: "https://push.home",
      path: "/gotify",
      token: "AbCd.123",
      priority: 8,
    });
    expect(parseNotifierUrl("gotify://push.home:8080/tok")).toMatchObject({ path: "", priority: 5 });
    expect(parseError("gotify://push.home")).toMatch(/application token is missing/);
    expect(parseError("gotify://push.home/tok?priority=11")).toMatch(/priority/);
  });

  it("discord: webhook id and token, an optional bot name", () => {
    expect(parseNotifierUrl("discord://Larder@1234567890/tok_EN-abc")).toEqual({
      kind: "discord",
      webhookId: "1234567890",
      webhookToken: "tok_EN-abc",
      botname: "Larder",
    });
    expect(parseError("discord://abc/tok")).toMatch(/webhook id is a number/);
    expect(parseError("discord://123")).toMatch(/webhook token/);
  });

  it("slack: three incoming-webhook tokens and an optional channel", () => {
    expect(parseNotifierUrl("slack://T0001/B0002/XXXXXXXX/#kitchen")).toEqual({
      kind: "slack",
      tokens: ["T0001", "B0002", "XXXXXXXX"],
      channel: "#kitchen",
      botname: null,
    });
    expect(parseNotifierUrl("slack://bot@T1/B2/C3/kitchen")).toMatchObject({ channel: "#kitchen", botname: "bot" });
    expect(parseError("slack://T1/B2")).toMatch(/three tokens/);
  });

  it("tgram: a bot token (its colon is not a port) and one or more chats", () => {
    expect(parseNotifierUrl("tgram://123456789:AAbb-CC_dd/-100123/@kitchen_channel")).toEqual({
      kind: "telegram",
      botToken: "123456789:AAbb-CC_dd",
      chatIds: ["-100123", "@kitchen_channel"],
    });
    expect(parseNotifierUrl("tgram://bot123:abc/42")).toMatchObject({ botToken: "123:abc" });
    expect(parseError("tgram://123456789:AAbb")).toMatch(/at least one chat id/);
    expect(parseError("tgram://not-a-token/42")).toMatch(/bot token/);
  });

  it("pover: user key at application token, devices, priority (emergency with retry and expire)", () => {
    expect(parseNotifierUrl("pover://uKey123@aToken456/phone/tablet?priority=emergency&retry=60&sound=bike")).toEqual({
      kind: "pushover",
      userKey: "uKey123",
      appToken: "aToken456",
      devices: ["phone", "tablet"],
      priority: 2,
      sound: "bike",
      retry: 60,
      expire: 3600,
    });
    expect(parseError("pover://aToken456")).toMatch(/user key/);
    expect(parseError("pover://u@t?retry=5")).toMatch(/retry is 30 to 10800/);
  });

  it("mailto: recipients from ?to=, the path, else the URL's own address; Apprise's password is ignored", () => {
    expect(parseNotifierUrl("mailto://cook@example.com")).toEqual({ kind: "mail", recipients: ["cook@example.com"] });
    expect(parseNotifierUrl("mailtos://me:app-password@gmail.com?to=a@example.com,b@example.com")).toEqual({
      kind: "mail",
      recipients: ["a@example.com", "b@example.com"],
    });
    expect(parseNotifierUrl("mailto://smtp.example.com:587/c@example.com")).toEqual({
      kind: "mail",
      recipients: ["c@example.com"],
    });
    expect(parseError("mailto://example.com")).toMatch(/names no recipient/);
    expect(parseError("mailto://example.com?to=not-an-address")).toMatch(/not an e-mail address/);
  });

  it("apprise: the key at the end of the path, or stateless with ?urls=", () => {
    expect(parseNotifierUrl("apprises://u:p@apprise.home:8443/base/mykey?tags=kitchen&+X-Api=1")).toEqual({
      kind: "apprise",
      url: "https://apprise.home:8443/base/notify/mykey",
      auth: { user: "u", password: "p" },
      headers: { "X-Api": "1" },
      urls: null,
      tags: "kitchen",
    });
    expect(parseNotifierUrl("apprise://apprise.home?urls=mailto://a@example.com")).toMatchObject({
      url: "http://apprise.home/notify/",
      urls: "mailto://a@example.com",
    });
    expect(parseError("apprise://apprise.home")).toMatch(/configuration key/);
  });
});

describe("unsupported URLs", () => {
  it("name every supported scheme, and never repeat the URL", () => {
    for (const url of [
      "pushbullet://secret-token",
      "https://discord.com/api/webhooks/1/secret-token",
      "secret-token",
      "",
    ]) {
      const message = parseError(url);
      expect(message).toMatch(/^Unsupported notifier URL/);
      for (const scheme of SUPPORTED_NOTIFIER_SCHEMES) expect(message).toContain(`${scheme}://`);
      expect(message).not.toContain("secret-token");
    }
  });

  it("do not repeat a malformed URL's secrets either", () => {
    expect(parseError("discord://123/secret-token/extra")).not.toContain("secret-token");
    expect(parseError(`json://u:${"x".repeat(5000)}@host`)).toMatch(/longer than 4096/);
  });
});

describe("maskNotifierUrl", () => {
  it("hides passwords, tokens, keys and header values, keeping scheme and host readable", () => {
    expect(maskNotifierUrl("discord://1234567890/tok_EN-abc")).toBe("discord://1234…/****");
    expect(maskNotifierUrl("slack://T0001ABC/B0002DEF/XXXXXXXXXXXX/#kitchen")).toBe(
      "slack://T000…/B000…/****/#kitchen",
    );
    expect(maskNotifierUrl("tgram://123456789:AAbb-CC_dd/-100123")).toBe("tgram://****/-100123");
    expect(maskNotifierUrl("pover://uKey123456@aToken456789/phone")).toBe("pover://****@****/phone");
    expect(maskNotifierUrl("gotifys://push.home/gotify/AbCd123")).toBe("gotifys://push.home/gotify/****");
    expect(maskNotifierUrl("ntfys://bob:pw@ntfy.home/kitchen-alerts-2931")).toBe("ntfys://bob:****@ntfy.home/kitc…");
    expect(maskNotifierUrl("ntfy://tk_secret@ntfy.home/abc")).toBe("ntfy://****@ntfy.home/****");
    expect(maskNotifierUrl("mailtos://me:app-password@gmail.com?to=a@example.com")).toBe(
      "mailtos://me:****@gmail.com?to=a%40example.com",
    );
    expect(maskNotifierUrl("apprise://u:p@apprise.home/base/mykey?tags=kitchen")).toBe(
      "apprise://u:****@apprise.home/base/****?tags=kitchen",
    );
    expect(maskNotifierUrl("apprise://apprise.home?urls=discord://1/secret")).toBe("apprise://apprise.home?urls=****");
  });

  it("keeps a custom URL's plain path and payload fields, hiding token-like segments and secret values", () => {
    expect(
      maskNotifierUrl(
        "json://user:pw@ha.local:8123/api/webhook/mealie-a8F3kLq0Zx9?+X-Token=abc&-apikey=zz&:sound=ocean&:password=hunter2&method=put",
      ),
    ).toBe(
      "json://user:****@ha.local:8123/api/webhook/****?+X-Token=****&-apikey=****&:sound=ocean&:password=****&method=put",
    );
  });

  it("shows only the scheme of a URL it cannot parse", () => {
    expect(maskNotifierUrl("discord://not-a-number/secret")).toBe("discord://****");
    expect(maskNotifierUrl("pushbullet://secret")).toBe("pushbullet://****");
    expect(maskNotifierUrl("secret")).toBe("****");
  });
});
