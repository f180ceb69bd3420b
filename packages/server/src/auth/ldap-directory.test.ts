import net from "node:net";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { DirectoryUnavailableError, escapeFilterValue, LdapDirectory } from "./ldap-directory.js";

const directory = (env: Record<string, string> = {}) =>
  new LdapDirectory(
    loadConfig({ LDAP_AUTH_ENABLED: "true", LDAP_SERVER_URL: "ldap://127.0.0.1:1", LDAP_BASE_DN: "dc=lan", ...env })
      .ldap,
  );

describe("escapeFilterValue", () => {
  it.each([
    ["bob", "bob"],
    ["*", "\\2a"],
    ["*)(uid=*", "\\2a\\29\\28uid=\\2a"],
    ["C:\\MyFile", "C:\\5cMyFile"],
    ["a\u0000b", "a\\00b"],
    ["Zoë", "Zoë"],
  ])("escapes %j as %j (RFC 4515)", (value, escaped) => {
    expect(escapeFilterValue(value)).toBe(escaped);
  });
});

describe("LdapDirectory.searchFilter", () => {
  it("finds the login by id or mail attribute", () => {
    expect(directory().searchFilter("bob")).toBe("(&(|(uid=bob)(mail=bob)))");
  });

  it("adds the user filter, filling in Mealie's placeholders with the login escaped", () => {
    const filter = directory({
      LDAP_ID_ATTRIBUTE: "sAMAccountName",
      LDAP_USER_FILTER: "(|({id_attribute}={input})(memberOf=cn=cooks,dc=lan))",
    }).searchFilter("b*");
    expect(filter).toBe("(&(|(sAMAccountName=b\\2a)(mail=b\\2a))(|(sAMAccountName=b\\2a)(memberOf=cn=cooks,dc=lan)))");
  });
});

describe("LdapDirectory", () => {
  it("is not ready when off, without asking anyone", async () => {
    expect(await new LdapDirectory(loadConfig({}).ldap).ready()).toBe(false);
  });
});

describe("LdapDirectory against a server that never answers", () => {
  it("gives up at its time limit, as unavailable and not ready", async () => {
    // Accepts connections and reads what is sent, but never replies.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("data", () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const settings = loadConfig({
        LDAP_AUTH_ENABLED: "true",
        LDAP_SERVER_URL: `ldap://127.0.0.1:${port}`,
        LDAP_BASE_DN: "dc=lan",
        LDAP_QUERY_BIND: "cn=reader,dc=lan",
        LDAP_QUERY_PASSWORD: "secret",
      }).ldap;
      const hanging = new LdapDirectory(settings, { connectMs: 200, operationMs: 300 });
      await expect(hanging.authenticate("bob", "password")).rejects.toBeInstanceOf(DirectoryUnavailableError);
      expect(await hanging.ready()).toBe(false);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
