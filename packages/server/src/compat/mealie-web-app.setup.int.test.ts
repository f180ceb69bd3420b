import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

// Mealie v1.12's web app on a new server: its login page, then its first-time set-up (/admin/setup),
// request by request as that app sends them (axios: JSON with this content type, the locale header,
// the bearer token; the sign-in form as multipart/form-data).

let larder: TestApp;
beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

const axiosHeaders = (token?: string) => ({
  accept: "application/json, text/plain, */*",
  "accept-language": "en-US",
  "content-type": "application/json;charset=utf-8",
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const send = (method: "GET" | "POST" | "PUT", url: string, token?: string, body?: unknown) =>
  larder.app.inject({
    method,
    url,
    headers: axiosHeaders(token),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** The login page's FormData: username, password, remember_me as text, in a browser's boundary. */
function loginForm(username: string, password: string) {
  const boundary = "----WebKitFormBoundaryQx3v8sLMealie12";
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    headers: {
      accept: "application/json, text/plain, */*",
      "accept-language": "en-US",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: `${field("username", username)}${field("password", password)}${field("remember_me", "false")}--${boundary}--\r\n`,
  };
}

async function signIn(username: string, password: string) {
  return larder.app.inject({ method: "POST", url: "/api/auth/token", ...loginForm(username, password) });
}

describe("Mealie's web app on a new server", () => {
  it("signs in with the default account and is sent to the set-up, which it completes", async () => {
    // The login page asks whether this is a first login before anyone signs in.
    const startup = await send("GET", "/api/app/about/startup-info");
    expect(startup.statusCode).toBe(200);
    expect(startup.json()).toMatchObject({ isFirstLogin: true, isDemo: false });

    const login = await signIn("changeme@example.com", "MyPassword");
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().access_token;
    // auth-next decodes the token for its expiry.
    const claims = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString());
    expect(claims.exp).toEqual(expect.any(Number));

    const self = await send("GET", "/api/users/self", token);
    expect(self.statusCode).toBe(200);
    const user = self.json();
    // What the app reads of the user to route there: admin and the group.
    expect(user).toMatchObject({ admin: true, groupId: expect.any(String), groupSlug: expect.any(String) });
    // Larder's own screens nag about the default password through the site checks.
    expect((await send("GET", "/api/admin/about/check", token)).json().defaultPasswordInUse).toBe(true);

    // Its confirm step runs the password change (then the account), the group settings and the
    // three seeders at once.
    const [password, group, ...seeded] = await Promise.all([
      send("PUT", "/api/users/password", token, {
        currentPassword: "MyPassword",
        newPassword: "a-long-kitchen-secret",
      }),
      (async () => {
        const current = await send("GET", `/api/admin/groups/${user.groupId}`, token);
        expect(current.statusCode, current.body).toBe(200);
        const body = current.json();
        expect(body.preferences).toEqual(expect.any(Object));
        return send("PUT", `/api/admin/groups/${user.groupId}`, token, {
          ...body,
          preferences: { ...body.preferences, privateGroup: false, recipePublic: true },
        });
      })(),
      ...["foods", "units", "labels"].map((kind) =>
        send("POST", `/api/groups/seeders/${kind}`, token, { locale: "en-US" }),
      ),
    ]);
    expect(password?.statusCode, password?.body).toBe(200);
    expect(group?.statusCode, group?.body).toBe(200);
    for (const seeder of seeded) expect(seeder.statusCode, seeder.body).toBe(200);

    const account = await send("PUT", `/api/users/${user.id}`, token, {
      ...user,
      email: "cook@example.com",
      username: "cook",
      fullName: "The Cook",
      advancedOptions: true,
    });
    expect(account.statusCode, account.body).toBe(200);

    // What the set-up changed is there, and the app no longer offers it.
    expect((await send("GET", `/api/admin/groups/${user.groupId}`, token)).json().preferences).toMatchObject({
      privateGroup: false,
      recipePublic: true,
    });
    for (const kind of ["foods", "units", "groups/labels"]) {
      expect((await send("GET", `/api/${kind}?page=1&perPage=-1`, token)).json().total, kind).toBeGreaterThan(10);
    }
    expect((await send("GET", "/api/app/about/startup-info")).json().isFirstLogin).toBe(false);
    expect((await send("GET", "/api/admin/about/check", token)).json().defaultPasswordInUse).toBe(false);
    expect((await signIn("changeme@example.com", "MyPassword")).statusCode).toBe(401);
    expect((await signIn("cook@example.com", "a-long-kitchen-secret")).statusCode).toBe(200);
    expect((await signIn("cook", "a-long-kitchen-secret")).statusCode).toBe(200);
  });
});
