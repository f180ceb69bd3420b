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

/** A recipe through the API: created by name, then every other given field saved with one PUT. */
export async function seedRecipe(
  request: APIRequestContext,
  recipe: { name: string } & Record<string, unknown>,
  headers?: { authorization: string },
) {
  const auth = headers ?? (await apiSignIn(request));
  const created = await request.post("/api/recipes", { headers: auth, data: { name: recipe.name } });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()) as string;
  const saved = await request.put(`/api/recipes/${slug}`, { headers: auth, data: recipe });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as { id: string; slug: string; name: string; groupId: string };
}

/** A new group with one member who signs in; the group is open to visitors when `isPublic`, the member may organize its data when `canOrganize`. */
export async function createGroupWithMember(
  request: APIRequestContext,
  groupName: string,
  { isPublic = false, canOrganize = false } = {},
) {
  const admin = await apiSignIn(request);
  const group = await request.post("/api/admin/groups", { headers: admin, data: { name: groupName } });
  expect(group.status(), await group.text()).toBe(201);
  const { slug: groupSlug } = (await group.json()) as { slug: string };
  const login = groupSlug.replace(/[^a-z0-9]/g, "");
  const member = {
    username: `${login}-cook`,
    fullName: `${groupName} Cook`,
    email: `${login}-cook@example.com`,
    password: `${login}-first-password`,
    group: groupName,
    // Opening the group to visitors is a group setting: it takes a manager.
    canManage: true,
    // Cookbooks, organizers, foods, units and labels are changed by organizers only.
    canOrganize,
  };
  const created = await request.post("/api/admin/users", { headers: admin, data: member });
  expect(created.status(), await created.text()).toBe(201);
  const headers = await apiSignIn(request, member.email, member.password);
  if (isPublic) {
    const preferences = await request.put("/api/groups/preferences", { headers, data: { privateGroup: false } });
    expect(preferences.status(), await preferences.text()).toBe(200);
  }
  return { groupSlug, member, headers };
}

/** Signs the browser page in through the API (the session cookie lands in the page's context): faster than the form. */
export async function signInPage(
  page: { request: APIRequestContext },
  username: string = DEFAULT_ADMIN.email,
  password: string = DEFAULT_ADMIN.password,
): Promise<void> {
  const response = await page.request.post("/api/auth/token", { form: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
}
