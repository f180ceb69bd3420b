import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let larder: TestApp | undefined;
afterEach(async () => {
  await larder?.close();
  larder = undefined;
});

const get = async (url: string, env: Record<string, string> = {}) => {
  larder ??= await createTestApp({ env });
  return larder.app.inject({ method: "GET", url });
};

describe("GET /api/app/about", () => {
  it("describes the installation in the reference's shape", async () => {
    const response = await get("/api/app/about", { ALLOW_SIGNUP: "true", OIDC_PROVIDER_NAME: "Authentik" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      production: true,
      version: "v2.0.0",
      demoStatus: false,
      allowSignup: true,
      defaultGroupSlug: null,
      enableOidc: false,
      oidcRedirect: false,
      oidcProviderName: "Authentik",
      enableOpenai: false,
      enableOpenaiImageServices: false,
      allowPasswordLogin: true,
    });
  });

  it("publishes the default group's slug only once the group is public", async () => {
    larder = await createTestApp({ env: { DEFAULT_GROUP: "Our Kitchen" } });
    const group = await larder.services.repositories.groups.findByName("Our Kitchen");
    expect(group?.slug).toBe("our-kitchen");
    await larder.services.database.db
      .updateTable("group_preferences")
      .set({ private_group: false })
      .where("group_id", "=", group!.id)
      .execute();
    expect((await get("/api/app/about")).json().defaultGroupSlug).toBe("our-kitchen");
  });

  it("enables OIDC only when it is switched on and configured", async () => {
    const env = {
      OIDC_AUTH_ENABLED: "true",
      OIDC_CONFIGURATION_URL: "https://id.example.com/.well-known/openid-configuration",
    };
    expect((await get("/api/app/about", env)).json().enableOidc).toBe(false);
    await larder?.close();
    larder = undefined;
    expect((await get("/api/app/about", { ...env, OIDC_CLIENT_ID: "larder" })).json().enableOidc).toBe(true);
  });
});

describe("GET /api/app/about/theme", () => {
  it("gives the default colours, overridden by THEME_* variables", async () => {
    const theme = (
      await get("/api/app/about/theme", { THEME_LIGHT_PRIMARY: "#123456", THEME_DARK_ERROR: "#abcdef" })
    ).json();
    expect(Object.keys(theme)).toHaveLength(14);
    expect(theme.lightPrimary).toBe("#123456");
    expect(theme.darkError).toBe("#abcdef");
    expect(theme.lightAccent).toBe("#007A99");
  });
});

describe("GET /api/app/about/startup-info", () => {
  it("reports a first login while an account has the default e-mail, as Mealie does", async () => {
    expect((await get("/api/app/about/startup-info")).json()).toEqual({ isFirstLogin: true, isDemo: false });
    const users = larder!.services.repositories.users;
    const admin = await users.findByLogin("admin");
    // A new password alone does not end it: Mealie's set-up asks for the e-mail too.
    await users.update(admin!.id, { uses_default_password: false });
    expect((await get("/api/app/about/startup-info")).json().isFirstLogin).toBe(true);
    await users.update(admin!.id, { email: "cook@example.com" });
    expect((await get("/api/app/about/startup-info")).json().isFirstLogin).toBe(false);
  });
});

describe("GET /api/app/about/oidc", () => {
  it("reads the OIDC_* settings", async () => {
    const response = await get("/api/app/about/oidc", {
      OIDC_CONFIGURATION_URL: "https://id.example.com/.well-known/openid-configuration",
      OIDC_CLIENT_ID: "larder",
      OIDC_GROUPS_CLAIM: "groups",
    });
    expect(response.json()).toEqual({
      configurationUrl: "https://id.example.com/.well-known/openid-configuration",
      clientId: "larder",
      groupsClaim: "groups",
    });
  });

  it("gives nulls when OIDC is not configured", async () => {
    expect((await get("/api/app/about/oidc")).json()).toEqual({
      configurationUrl: null,
      clientId: null,
      groupsClaim: null,
    });
  });
});

describe("first start", () => {
  it("creates the default group and admin once, and not again on restart", async () => {
    larder = await createTestApp({ env: { DEFAULT_EMAIL: "Owner@Example.com", DEFAULT_PASSWORD: "s3cret-start" } });
    const owner = await larder.services.repositories.users.findByLogin("owner@example.com");
    expect(owner).toMatchObject({ admin: true, can_manage: true, email: "owner@example.com", username: "admin" });
    larder = await larder.restart();
    const groups = await larder.services.database.db.selectFrom("groups").select("name").execute();
    expect(groups).toEqual([{ name: "Home" }]);
    const signedIn = await larder.app.inject({
      method: "POST",
      url: "/api/auth/token",
      payload: { username: "owner@example.com", password: "s3cret-start" },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe("API documentation and unknown paths", () => {
  it("serves an OpenAPI 3 document generated from the contracts, and browsable docs", async () => {
    const document = (await get("/openapi.json")).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths["/api/auth/token"].post.operationId).toBe("getToken");
    expect(document.paths["/api/users/self"].get.responses["200"]).toBeDefined();
    const docs = await get("/docs");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });

  it("answers unknown /api paths with a JSON 404 in Mealie's shape", async () => {
    const response = await get("/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: { message: "Not Found", error: true, exception: null } });
  });
});
