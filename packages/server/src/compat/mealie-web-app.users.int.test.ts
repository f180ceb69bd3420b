import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { fileOf, getAllUrl, MealieWebApp } from "./mealie-client.js";

/** Mealie v1.12's web app on its profile, user and registration pages, replayed as it sends them. */
const t = useTestContext({ env: { ALLOW_SIGNUP: "true" } });

async function webAppOf(member: Member): Promise<MealieWebApp> {
  const { authorization } = await t.headersOf(member);
  return new MealieWebApp(t.app, authorization.slice("Bearer ".length));
}

/** `$auth.user`: the whole body of `GET /api/users/self`. */
async function authUser(app: MealieWebApp) {
  const response = await app.get("api/users/self");
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("Mealie's web app: the profile pages", () => {
  it("saves the profile by PUTting back a copy of $auth.user", async () => {
    const member = await t.newMember({ fullName: "Ann Old" });
    const app = await webAppOf(member);
    const user = await authUser(app);

    const response = await app.put(`/api/users/${member.id}`, { ...user, fullName: "Ann New" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await authUser(app)).fullName).toBe("Ann New");
  });

  it("saves the first-start setup's body: $auth.user with the typed fields and advancedOptions", async () => {
    const admin = await t.newMember({ admin: true });
    const app = await webAppOf(admin);
    const user = await authUser(app);
    const email = `setup-${admin.id.slice(0, 8)}@example.com`;

    const response = await app.put(`/api/users/${admin.id}`, {
      ...user,
      email,
      username: user.username,
      fullName: "Set Up",
      advancedOptions: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await authUser(app)).toMatchObject({ email, fullName: "Set Up" });
  });

  it("changes the password with {currentPassword, newPassword} and checks for 200", async () => {
    const member = await t.newMember();
    const app = await webAppOf(member);
    const response = await app.put("/api/users/password", {
      currentPassword: member.password,
      newPassword: "a much longer passphrase",
    });
    expect(response.statusCode).toBe(200);
    const signIn = await t.anonymous.post("/api/auth/token", {
      username: member.username,
      password: "a much longer passphrase",
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("creates an API token from {name}, reads `token`, and deletes it by id", async () => {
    const app = await webAppOf(await t.newMember());
    const created = await app.post("/api/users/api-tokens", { name: "Home Assistant" });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json();
    expect(token).toEqual(expect.any(String));
    expect((await new MealieWebApp(t.app, token).get("/api/users/self")).statusCode).toBe(200);

    const deleted = await app.delete(`/api/users/api-tokens/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await new MealieWebApp(t.app, token).get("/api/users/self")).statusCode).toBe(401);
  });

  it("uploads the avatar as the multipart field `profile`, then fetches the user again", async () => {
    const member = await t.newMember();
    const app = await webAppOf(member);
    const before = (await authUser(app)).cacheKey;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2e86c1" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("profile", fileOf(png, "me.png", "image/png"));

    const response = await app.upload("POST", `/api/users/${member.id}/image`, form);
    expect(response.statusCode, response.body).toBe(200);
    const after = await authUser(app);
    expect(after.cacheKey).not.toBe(before);
    const avatar = await app.browse(`/api/media/users/${member.id}/profile.webp?cacheKey=${after.cacheKey}`);
    expect(avatar.statusCode).toBe(404);
    const cookie = await t.anonymous.post("/api/auth/token", { username: member.username, password: member.password });
    const shown = await app.browse(
      `/api/media/users/${member.id}/profile.webp?cacheKey=${after.cacheKey}`,
      cookie.cookies.find((one) => one.name === "mealie.access_token")?.value,
    );
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/webp");
  });
});

describe("Mealie's web app: ratings and favourites", () => {
  it("rates with {rating, isFavorite: null}, clears with rating 0, and reads /users/self/ratings", async () => {
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member });
    const app = await webAppOf(member);

    const rated = await app.post(`/api/users/${member.id}/ratings/${recipe.slug}`, { rating: 4, isFavorite: null });
    expect(rated.statusCode).toBe(200);
    let ratings = (await app.get("/api/users/self/ratings")).json().ratings;
    expect(ratings).toEqual([expect.objectContaining({ recipeId: recipe.id, rating: 4, isFavorite: false })]);

    const cleared = await app.post(`/api/users/${member.id}/ratings/${recipe.slug}`, { rating: 0, isFavorite: null });
    expect(cleared.statusCode).toBe(200);
    ratings = (await app.get("/api/users/self/ratings")).json().ratings;
    expect(ratings.filter((one: { rating: number | null }) => one.rating)).toEqual([]);
  });

  it("adds a favourite by the recipe's id with {} and removes it with a bare DELETE", async () => {
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member });
    const app = await webAppOf(member);

    const added = await app.post(`/api/users/${member.id}/favorites/${recipe.id}`, {});
    expect(added.statusCode).toBe(200);
    expect((await app.get("/api/users/self/ratings")).json().ratings).toEqual([
      expect.objectContaining({ recipeId: recipe.id, isFavorite: true }),
    ]);
    expect((await app.get(`/api/users/${member.id}/favorites`)).json().ratings).toEqual([
      expect.objectContaining({ recipeId: recipe.id, isFavorite: true }),
    ]);

    const removed = await app.delete(`/api/users/${member.id}/favorites/${recipe.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await app.get(`/api/users/${member.id}/favorites`)).json().ratings).toEqual([]);
  });
});

describe("Mealie's web app: user lists", () => {
  it("lists users for the admin page with page=1&perPage=-1", async () => {
    const admin = await t.newMember({ admin: true });
    const response = await (await webAppOf(admin)).get(getAllUrl("/api/users", 1, -1));
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ id: admin.id })]));
  });

  it("lists the owner picker's group users ordered by full_name, the snake_case column name", async () => {
    const group = await t.newGroup();
    const zoe = await t.newMember({ group, fullName: "Zoe Zed" });
    const abe = await t.newMember({ group, fullName: "abe Able" });
    const app = await webAppOf(zoe);

    const response = await app.get(
      getAllUrl("/api/users/group-users", 1, -1, { orderBy: "full_name", orderDirection: "asc" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((user: { id: string; fullName: string }) => [user.id, user.fullName])).toEqual([
      [abe.id, "abe Able"],
      [zoe.id, "Zoe Zed"],
    ]);
  });

  it("creates, reads and deletes a user through /api/users as useUser does", async () => {
    const admin = await t.newMember({ admin: true });
    const app = await webAppOf(admin);
    const created = await app.post("/api/users", {
      username: "newcook",
      fullName: "New Cook",
      email: "newcook@example.com",
      admin: false,
      group: admin.group.name,
      advanced: false,
      canInvite: false,
      canManage: false,
      canOrganize: false,
      password: "a long enough password",
      authMethod: "Mealie",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await app.get(`/api/users/${id}`)).json()).toMatchObject({ username: "newcook", groupId: admin.group.id });
    expect((await app.delete(`/api/users/${id}`)).statusCode).toBe(200);
    expect((await app.get(`/api/users/${id}`)).statusCode).toBe(404);
  });
});

describe("Mealie's web app: registration", () => {
  const newUser = (name: string) => ({
    email: `${name}@example.com`,
    username: name,
    fullName: `${name} Cook`,
    password: "a long enough password",
    passwordConfirm: "a long enough password",
    locale: "en-US",
    advanced: false,
  });

  it("registers into a new group with {group, private, seedData} and checks for 201", async () => {
    const response = await new MealieWebApp(t.app).post("/api/users/register", {
      ...newUser("founder"),
      group: "Founders' Kitchen",
      private: false,
      seedData: false,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("registers into the inviting group with {groupToken} and checks for 201", async () => {
    const inviter = await t.newMember({ canInvite: true });
    const invitation = await (await webAppOf(inviter)).post("/api/groups/invitations", { uses: 1 });
    expect(invitation.statusCode).toBe(201);

    const response = await new MealieWebApp(t.app).post("/api/users/register", {
      ...newUser("invitee"),
      groupToken: invitation.json().token,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().groupId).toBe(inviter.group.id);
  });

  it("checks names with the validators' hand-built, unencoded queries", async () => {
    const member = await t.newMember({ username: "julie", email: "julie+food@example.com" });
    const group = await t.newGroup({ name: "Sunday Roast" });
    const app = new MealieWebApp(t.app);
    const valid = async (url: string) => {
      const response = await app.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json().valid;
    };

    expect(await valid(`/api/validators/user/name?name=${member.username}`)).toBe(false);
    expect(await valid("/api/validators/user/name?name=someone else")).toBe(true);
    // The "+" arrives as a space: still the taken address.
    expect(await valid(`/api/validators/user/email?email=${member.email}`)).toBe(false);
    expect(await valid("/api/validators/user/email?email=julie+other@example.com")).toBe(true);
    expect(await valid(`/api/validators/group?name=${group.name}`)).toBe(false);
    expect(await valid("/api/validators/group?name=Sunday Lunch")).toBe(true);
  });
});
