import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { MealieWebApp, sessionCookieOf } from "./mealie-client.js";

/**
 * Mealie v1.12's web app signing in, fetching its user and signing out, and the about calls of its
 * first page, replayed as it sends them.
 */
const t = useTestContext();
const browser = () => new MealieWebApp(t.app);

/** The login page's `$auth.loginWith("local", { data: FormData })`. */
function loginForm(username: string, password: string, rememberMe = false): FormData {
  const form = new FormData();
  form.append("username", username);
  form.append("password", password);
  form.append("remember_me", String(rememberMe));
  return form;
}

/** The JWT payload auth-next decodes to learn when the session ends. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { exp?: number; iat?: number };

describe("Mealie's web app: signing in", () => {
  it("signs in with the login page's multipart form and reads access_token", async () => {
    const member = await t.newMember();
    const response = await browser().upload("POST", "/api/auth/token", loginForm(member.email, member.password));

    expect(response.statusCode, response.body).toBe(200);
    const { access_token } = response.json();
    expect(typeof access_token).toBe("string");
    const claims = claimsOf(access_token);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(sessionCookieOf(response)).toBe(access_token);
  });

  it("takes the username typed in the e-mail box, and remember_me as the string the form holds", async () => {
    const member = await t.newMember();
    const remembered = await browser().upload(
      "POST",
      "/api/auth/token",
      loginForm(member.username, member.password, true),
    );
    expect(remembered.statusCode, remembered.body).toBe(200);
    const claims = claimsOf(remembered.json().access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(14 * 24 * 3600);
  });

  it("answers 401 for a wrong password and 423 for a locked account, the two statuses the page tells apart", async () => {
    const member = await t.newMember();
    const wrong = await browser().upload("POST", "/api/auth/token", loginForm(member.email, "not the password"));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail.message).toEqual(expect.any(String));

    await t.db.updateTable("users").set({ locked_at: new Date() }).where("id", "=", member.id).execute();
    const locked = await browser().upload("POST", "/api/auth/token", loginForm(member.email, member.password));
    expect(locked.statusCode).toBe(423);
  });

  it("fetches the whole user with the bearer token and finds every field the app reads", async () => {
    const member = await t.newMember({ canInvite: true });
    const { authorization } = await t.headersOf(member);
    const app = browser().signedIn(authorization.slice("Bearer ".length));

    const response = await app.get("api/users/self");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      groupId: member.group.id,
      groupSlug: member.group.slug,
      admin: false,
      advanced: false,
      canManage: false,
      canOrganize: false,
      canInvite: true,
      fullName: expect.any(String),
      email: member.email,
      username: member.username,
      tokens: expect.anything(),
    });
  });

  it("signs out with a bare POST (no body, no content type) and the token stops working", async () => {
    const member = await t.newMember();
    const signIn = await t.anonymous.post("/api/auth/token", { username: member.email, password: member.password });
    const app = browser().signedIn(signIn.json().access_token);

    const response = await app.postEmpty("/api/auth/logout");
    expect(response.statusCode).toBe(200);
    expect((await app.get("/api/users/self")).statusCode).toBe(401);
  });
});

describe("Mealie's web app: the about calls", () => {
  it("reads the theme with a plain fetch on every start", async () => {
    const response = await browser().fetch("/api/app/about/theme");
    expect(response.statusCode).toBe(200);
    const theme = response.json();
    for (const mode of ["light", "dark"]) {
      for (const colour of ["Primary", "Accent", "Secondary", "Success", "Info", "Warning", "Error"]) {
        expect(theme[`${mode}${colour}`]).toMatch(/^#[0-9a-fA-F]{6}$/);
      }
    }
  });

  it("reads what the layouts and the login page show from /api/app/about", async () => {
    const response = await browser().get("/api/app/about");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      allowSignup: expect.any(Boolean),
      enableOidc: false,
      oidcRedirect: false,
      oidcProviderName: expect.any(String),
      enableOpenai: false,
      enableOpenaiImageServices: false,
      demoStatus: false,
      version: expect.any(String),
    });
    expect(response.json()).toHaveProperty("defaultGroupSlug");
  });

  it("reads isDemo and isFirstLogin from startup-info", async () => {
    const response = await browser().get("/api/app/about/startup-info");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isDemo: false, isFirstLogin: expect.any(Boolean) });
  });

  it("reads the OIDC settings with a plain fetch", async () => {
    const response = await browser().fetch("/api/app/about/oidc");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configurationUrl: null, clientId: null, groupsClaim: null });
  });
});
