import { type APIRequestContext, expect } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";

/** Signs in through the API and returns the Authorization header, for setting up a scenario. */
export async function apiSignIn(
  request: APIRequestContext,
  username: string = DEFAULT_ADMIN.email,
  password: string = DEFAULT_ADMIN.password,
): Promise<{ authorization: string }> {
  const response = await request.post("/api/auth/token", { form: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access_token}` };
}

/** A user in the default group, created by the administrator through the API. */
export async function createUser(request: APIRequestContext, name: string) {
  const user = {
    username: name,
    fullName: `${name[0]?.toUpperCase()}${name.slice(1)} Tester`,
    email: `${name}@example.com`,
    password: `${name}-first-password`,
  };
  const response = await request.post("/api/admin/users", { headers: await apiSignIn(request), data: user });
  expect(response.status(), await response.text()).toBe(201);
  return { ...user, id: (await response.json()).id as string };
}
