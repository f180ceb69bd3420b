import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to SQLite under ./data on port 9000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.database).toEqual({ engine: "sqlite", file: path.resolve("data", "larder.db") });
    expect(config.tokenHours).toBe(48);
    expect(config).toMatchObject({
      defaultGroup: "Home",
      defaultEmail: "changeme@example.com",
      defaultPassword: "MyPassword",
      allowSignup: false,
      baseUrl: "http://localhost:9000",
      logLevel: "info",
    });
    expect(config.theme.lightPrimary).toBe("#E58325");
  });

  it("reads Mealie's OIDC variables, with Mealie's defaults", () => {
    expect(loadConfig({}).oidc).toMatchObject({
      enabled: false,
      signupEnabled: true,
      clientSecret: null,
      adminGroup: null,
      userGroup: null,
      rememberMe: false,
      signingAlgorithm: "RS256",
      userClaim: "email",
    });
    const config = loadConfig({
      OIDC_AUTH_ENABLED: "true",
      OIDC_SIGNUP_ENABLED: "false",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_ADMIN_GROUP: "admins",
      OIDC_USER_GROUP: "users",
      OIDC_REMEMBER_ME: "true",
      OIDC_SIGNING_ALGORITHM: "ES256",
      OIDC_USER_CLAIM: "preferred_username",
    });
    expect(config.oidc).toMatchObject({
      enabled: true,
      signupEnabled: false,
      clientSecret: "s3cret",
      adminGroup: "admins",
      userGroup: "users",
      rememberMe: true,
      signingAlgorithm: "ES256",
      userClaim: "preferred_username",
    });
    expect(() => loadConfig({ OIDC_SIGNING_ALGORITHM: "none" })).toThrow(/OIDC_SIGNING_ALGORITHM="none"/);
  });

  it("builds a PostgreSQL URL from the POSTGRES_* variables", () => {
    const config = loadConfig({
      DB_ENGINE: "postgres",
      POSTGRES_USER: "chef",
      POSTGRES_PASSWORD: "p@ss word",
      POSTGRES_SERVER: "db.lan",
      POSTGRES_PORT: "6543",
      POSTGRES_DB: "recipes",
    });
    expect(config.database).toEqual({
      engine: "postgres",
      connectionString: "postgresql://chef:p%40ss%20word@db.lan:6543/recipes",
    });
  });

  it("uses DATABASE_URL when given, which implies PostgreSQL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@h/db" });
    expect(config.database).toEqual({ engine: "postgres", connectionString: "postgres://u@h/db" });
  });

  it("accepts Mealie's spellings of booleans and log levels", () => {
    const config = loadConfig({ ALLOW_SIGNUP: "True", LOG_LEVEL: "DEBUG", BASE_URL: "https://recipes.example.com/" });
    expect(config.allowSignup).toBe(true);
    expect(config.logLevel).toBe("debug");
    expect(config.baseUrl).toBe("https://recipes.example.com");
  });

  it.each([
    ["PORT", "nine"],
    ["PORT", "70000"],
    ["DB_ENGINE", "mysql"],
    ["TOKEN_TIME", "-1"],
    ["DEFAULT_EMAIL", "not-an-address"],
    ["ALLOW_SIGNUP", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["BASE_URL", "ftp://example.com"],
    ["THEME_LIGHT_PRIMARY", "orange"],
    ["THEME_DARK_ERROR", "#12"],
    ["DATABASE_URL", "mysql://h/db"],
    ["ARCHIVE_MAX_ENTRY_MB", "0"],
    ["ARCHIVE_MAX_TOTAL_MB", "4096"],
    ["ARCHIVE_MAX_ENTRIES", "65536"],
    ["DAILY_SCHEDULE_TIME", "24:00"],
    ["DAILY_SCHEDULE_TIME", "23:60"],
    ["DAILY_SCHEDULE_TIME", "11pm"],
    ["DAILY_SCHEDULE_TIME", "23:45:00"],
    ["LDAP_AUTH_ENABLED", "sometimes"],
    ["LDAP_SERVER_URL", "http://ldap.lan"],
    ["LDAP_TLS_INSECURE", "perhaps"],
    ["LDAP_ENABLE_STARTTLS", "2"],
    ["LDAP_USER_FILTER", "(memberOf=cn=cooks"],
    ["LDAP_ADMIN_FILTER", "(a=b))("],
    ["LDAP_ID_ATTRIBUTE", "uid)(x"],
    ["LDAP_NAME_ATTRIBUTE", "full name"],
    ["LDAP_MAIL_ATTRIBUTE", "*"],
  ])("refuses %s=%s with a message naming the variable", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}=`));
  });

  it("takes Mealie's LDAP defaults and leaves the directory off", () => {
    expect(loadConfig({}).ldap).toEqual({
      enabled: false,
      serverUrl: null,
      tlsInsecure: false,
      tlsCaCertFile: null,
      startTls: false,
      baseDn: null,
      queryBind: null,
      queryPassword: null,
      userFilter: null,
      adminFilter: null,
      idAttribute: "uid",
      nameAttribute: "name",
      mailAttribute: "mail",
    });
  });

  it("reads the LDAP variables, adding the parentheses a filter left out", () => {
    const ldap = loadConfig({
      LDAP_AUTH_ENABLED: "true",
      LDAP_SERVER_URL: "ldaps://ldap.lan:636",
      LDAP_BASE_DN: "ou=people,dc=example,dc=org",
      LDAP_QUERY_BIND: "cn=reader,dc=example,dc=org",
      LDAP_QUERY_PASSWORD: "secret",
      LDAP_USER_FILTER: "memberOf=cn=cooks,ou=groups,dc=example,dc=org",
      LDAP_ADMIN_FILTER: "(memberOf=cn=admins,ou=groups,dc=example,dc=org)",
      LDAP_ID_ATTRIBUTE: "sAMAccountName",
      LDAP_NAME_ATTRIBUTE: "displayName",
    }).ldap;
    expect(ldap).toMatchObject({
      enabled: true,
      serverUrl: "ldaps://ldap.lan:636",
      userFilter: "(memberOf=cn=cooks,ou=groups,dc=example,dc=org)",
      adminFilter: "(memberOf=cn=admins,ou=groups,dc=example,dc=org)",
      idAttribute: "sAMAccountName",
      nameAttribute: "displayName",
      mailAttribute: "mail",
    });
  });

  it.each([
    [{}, "LDAP_SERVER_URL"],
    [{ LDAP_SERVER_URL: "ldap://ldap.lan" }, "LDAP_BASE_DN"],
    [
      { LDAP_SERVER_URL: "ldap://ldap.lan", LDAP_BASE_DN: "dc=lan", LDAP_QUERY_BIND: "cn=r,dc=lan" },
      "LDAP_QUERY_PASSWORD",
    ],
    [
      { LDAP_SERVER_URL: "ldap://ldap.lan", LDAP_BASE_DN: "dc=lan", LDAP_TLS_CACERTFILE: "/no/such/ca.pem" },
      "LDAP_TLS_CACERTFILE",
    ],
  ])("refuses LDAP turned on without what it needs (%j names %s)", (vars, variable) => {
    expect(() => loadConfig({ LDAP_AUTH_ENABLED: "true", ...vars })).toThrow(new RegExp(variable));
  });

  it("keeps outbound fetches off private networks unless SCRAPER_ALLOW_PRIVATE_NETWORK says so", () => {
    expect(loadConfig({}).allowPrivateNetwork).toBe(false);
    expect(loadConfig({ SCRAPER_ALLOW_PRIVATE_NETWORK: "true" }).allowPrivateNetwork).toBe(true);
    expect(() => loadConfig({ SCRAPER_ALLOW_PRIVATE_NETWORK: "maybe" })).toThrow(/SCRAPER_ALLOW_PRIVATE_NETWORK/);
  });

  it("caps uploaded archives at 25 MiB an entry, 100 MiB in all and 10,000 entries unless told otherwise", () => {
    const mebibyte = 1024 * 1024;
    expect(loadConfig({}).archives).toEqual({
      maxEntryBytes: 25 * mebibyte,
      maxTotalBytes: 100 * mebibyte,
      maxEntries: 10_000,
    });
    const configured = loadConfig({
      ARCHIVE_MAX_ENTRY_MB: "50",
      ARCHIVE_MAX_TOTAL_MB: "400",
      ARCHIVE_MAX_ENTRIES: "20",
    });
    expect(configured.archives).toEqual({
      maxEntryBytes: 50 * mebibyte,
      maxTotalBytes: 400 * mebibyte,
      maxEntries: 20,
    });
  });

  it("runs the daily jobs at 23:45 unless DAILY_SCHEDULE_TIME says otherwise", () => {
    expect(loadConfig({}).dailyScheduleTime).toEqual({ hour: 23, minute: 45 });
    expect(loadConfig({ DAILY_SCHEDULE_TIME: "06:05" }).dailyScheduleTime).toEqual({ hour: 6, minute: 5 });
    expect(loadConfig({ DAILY_SCHEDULE_TIME: "7:30" }).dailyScheduleTime).toEqual({ hour: 7, minute: 30 });
    expect(loadConfig({ DAILY_SCHEDULE_TIME: "00:00" }).dailyScheduleTime).toEqual({ hour: 0, minute: 0 });
  });

  it("reads all fourteen theme colours", () => {
    const config = loadConfig({ THEME_DARK_ACCENT: "#000000", THEME_LIGHT_WARNING: "#fff" });
    expect(Object.keys(config.theme)).toHaveLength(14);
    expect(config.theme.darkAccent).toBe("#000000");
    expect(config.theme.lightWarning).toBe("#fff");
  });
});
