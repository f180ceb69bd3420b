import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_CLIENT_ID, startTestProvider, type TestProvider } from "../test-support/oidc-provider.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

const BASE_URL = "http://larder.test";
const CALLBACK = `${BASE_URL}/api/auth/oauth/callback`;

let provider: TestProvider;
let larder: TestApp | undefined;

beforeAll(async () => {
  provider = await startTestProvider([CALLBACK]);
});
afterAll(async () => {
  await provider.close();
});
afterEach(async () => {
  provider.tampering = null;
  await larder?.close();
  larder = undefined;
});

async function startLarder(env: Record<string, string> = {}): Promise<TestApp> {
  larder = await createTestApp({
    env: {
      BASE_URL,
      OIDC_AUTH_ENABLED: "true",
      OIDC_CONFIGURATION_URL: provider.configurationUrl,
      OIDC_CLIENT_ID: PROVIDER_CLIENT_ID,
      OIDC_GROUPS_CLAIM: "groups",
      OIDC_ADMIN_GROUP: "larder-admins",
      OIDC_USER_GROUP: "larder-users",
      ...env,
    },
  });
  return larder;
}

/** What the browser sees: Larder's redirect to the provider, the provider's login form, and the way back. */
async function signInThroughProvider(app: TestApp, login: string, alterCallback = (url: URL) => url) {
  const start = await app.app.inject({ method: "GET", url: "/api/auth/oauth" });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((cookie) => cookie.name === "larder.oidc_flow");
  expect(flow).toMatchObject({ httpOnly: true, path: "/api/auth/oauth" });
  const callback = alterCallback(await provider.signIn(start.headers.location as string, login));
  expect(callback.href.startsWith(CALLBACK)).toBe(true);
  return app.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    cookies: { "larder.oidc_flow": flow?.value ?? "" },
  });
}

/** The signed-in user the callback's session cookie belongs to. */
async function userOf(app: TestApp, response: Awaited<ReturnType<typeof signInThroughProvider>>) {
  const session = response.cookies.find((cookie) => cookie.name === "mealie.access_token");
  expect(session?.httpOnly).toBe(true);
  const self = await app.app.inject({
    method: "GET",
    url: "/api/users/self",
    headers: { authorization: `Bearer ${session?.value}` },
  });
  expect(self.statusCode).toBe(200);
  return self.json();
}

const refusedWith = (response: Awaited<ReturnType<typeof signInThroughProvider>>, failure: string) => {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/login?direct=1&oidc_error=${failure}`);
  expect(response.cookies.find((cookie) => cookie.name === "mealie.access_token")).toBeUndefined();
};

describe("signing in through the OpenID Connect provider", () => {
  it("sends the browser to the provider with PKCE, state and nonce, asking for the groups claim", async () => {
    const app = await startLarder();
    const start = await app.app.inject({ method: "GET", url: "/api/auth/oauth" });
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get("client_id")).toBe(PROVIDER_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("scope")).toBe("openid profile email groups");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
  });

  it("creates the account on a first sign-in, a member of the user group, and redirects to the app", async () => {
    const app = await startLarder();
    const response = await signInThroughProvider(app, "uma");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    const user = await userOf(app, response);
    expect(user).toMatchObject({
      username: "uma",
      email: "uma@example.com",
      fullName: "Uma User",
      authMethod: "OIDC",
      admin: false,
      group: "Home",
    });
    // The second sign-in finds the same account.
    const again = await userOf(app, await signInThroughProvider(app, "uma"));
    expect(again.id).toBe(user.id);
  });

  it("makes a member of the admin group an administrator, and takes it back when the group is left", async () => {
    const app = await startLarder();
    const ada = await userOf(app, await signInThroughProvider(app, "ada"));
    expect(ada).toMatchObject({ admin: true, authMethod: "OIDC" });

    await app.close();
    larder = await startLarder({ OIDC_ADMIN_GROUP: "someone-else", OIDC_USER_GROUP: "larder-admins" });
    expect((await userOf(larder, await signInThroughProvider(larder, "ada"))).admin).toBe(false);
  });

  it("matches an existing account by e-mail and keeps its password sign-in", async () => {
    const app = await startLarder({ OIDC_SIGNUP_ENABLED: "false" });
    const admin = await signIn(app.app);
    const created = await app.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: admin,
      payload: {
        username: "uma-local",
        fullName: "Uma Local",
        email: "UMA@example.com",
        password: "a-Long-password-1",
        group: "Home",
      },
    });
    expect(created.statusCode).toBe(201);
    const user = await userOf(app, await signInThroughProvider(app, "uma"));
    expect(user).toMatchObject({ id: created.json().id, username: "uma-local", authMethod: "Mealie" });
  });

  it("takes over no account with an address the provider has not verified", async () => {
    const app = await startLarder();
    refusedWith(await signInThroughProvider(app, "eve"), "account-conflict");
  });

  it("refuses a user outside OIDC_USER_GROUP", async () => {
    const app = await startLarder();
    refusedWith(await signInThroughProvider(app, "otto"), "not-in-user-group");
    const users = await app.app.inject({ method: "GET", url: "/api/admin/users", headers: await signIn(app.app) });
    expect(users.json().items.map((user: { email: string }) => user.email)).not.toContain("otto@example.com");
  });

  it("refuses an unknown account when sign-up is off", async () => {
    const app = await startLarder({ OIDC_SIGNUP_ENABLED: "false" });
    refusedWith(await signInThroughProvider(app, "uma"), "no-account");
  });

  it("refuses an ID token signed by another key, an expired one, and one for another nonce", async () => {
    const app = await startLarder();
    for (const tampering of ["forged", "expired", "other-nonce"] as const) {
      provider.tampering = tampering;
      refusedWith(await signInThroughProvider(app, "uma"), "invalid-response");
    }
    provider.tampering = null;
    expect((await signInThroughProvider(app, "uma")).headers.location).toBe("/");
  });

  it("refuses a callback whose state is not the flow's, or that comes without the flow cookie", async () => {
    const app = await startLarder();
    const otherState = (url: URL) => {
      url.searchParams.set("state", "someone-elses");
      return url;
    };
    refusedWith(await signInThroughProvider(app, "uma", otherState), "invalid-response");

    const start = await app.app.inject({ method: "GET", url: "/api/auth/oauth" });
    const callback = await provider.signIn(start.headers.location as string, "uma");
    refusedWith(await app.app.inject({ method: "GET", url: `${callback.pathname}${callback.search}` }), "expired-flow");
  });

  it("names the provider's own refusal", async () => {
    const app = await startLarder();
    refusedWith(
      await app.app.inject({ method: "GET", url: "/api/auth/oauth/callback?error=access_denied" }),
      "provider-refused",
    );
  });

  it("answers 404 when OpenID Connect is not configured", async () => {
    const app = await startLarder({ OIDC_AUTH_ENABLED: "false" });
    const response = await app.app.inject({ method: "GET", url: "/api/auth/oauth" });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.message).toBe("OpenID Connect sign-in is not configured");
  });
});

describe("Mealie v1.12's web app, back from its own provider sign-in", () => {
  /** POST /api/auth/token with no form, the ID token in nuxt auth's cookies. */
  const exchange = (app: TestApp, idToken: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/auth/token",
      cookies: { "mealie.auth.strategy": "oidc", "mealie.auth._id_token.oidc": idToken },
    });

  it("exchanges the provider's ID token for a Larder token", async () => {
    const app = await startLarder();
    const response = await exchange(app, await provider.idTokenFor("ada"));
    expect(response.statusCode).toBe(200);
    const self = await app.app.inject({
      method: "GET",
      url: "/api/users/self",
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(self.json()).toMatchObject({ username: "ada", admin: true, authMethod: "OIDC" });
  });

  it("refuses a forged or expired ID token, and an outsider's", async () => {
    const app = await startLarder();
    for (const idToken of [
      await provider.idTokenFor("uma", "forged"),
      await provider.idTokenFor("uma", "expired"),
      await provider.idTokenFor("otto"),
      "not-a-token",
    ]) {
      const response = await exchange(app, idToken);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail.message).toBe("Could Not Validate Credentials");
    }
  });
});
