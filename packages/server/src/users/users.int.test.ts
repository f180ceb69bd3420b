import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../test-support/multipart.js";
import { signIn } from "../test-support/test-app.js";
import { type Member, testContext, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();
let admin: Member;

beforeAll(async () => {
  admin = await t.defaultAdmin();
  await t.headersOf(admin);
});

const self = async (member: Member) => (await t.as(member).get("/api/users/self")).json();

const updateBody = (current: Record<string, unknown>, changes: Record<string, unknown>) => ({ ...current, ...changes });

describe("PUT /api/users/{id}", () => {
  it("lets people change their own name, username, e-mail and advanced setting", async () => {
    const user = await t.newMember({ group: "default" });
    const current = await self(user);
    const response = await t.as(user).put(
      `/api/users/${user.id}`,
      updateBody(current, {
        fullName: "New Name",
        username: "renamed",
        email: "Renamed@Example.com",
        advanced: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await self(user)).toMatchObject({
      fullName: "New Name",
      username: "renamed",
      email: "renamed@example.com",
      advanced: true,
    });
  });

  it("does not let anyone raise their own permissions or move group", async () => {
    const user = await t.newMember({ group: "default" });
    const current = await self(user);
    for (const flag of ["admin", "canManage", "canInvite", "canOrganize"]) {
      const response = await t.as(user).put(`/api/users/${user.id}`, updateBody(current, { [flag]: true }));
      expect(response.statusCode, flag).toBe(403);
    }
    const other = await t.newGroup();
    const move = await t.as(user).put(`/api/users/${user.id}`, updateBody(current, { group: other.name }));
    expect(move.statusCode).toBe(403);
    expect(await self(user)).toMatchObject({ admin: false, canManage: false, groupId: user.groupId });
  });

  it("keeps a group manager from changing their own permissions", async () => {
    const user = await t.newMember({ group: "default", canManage: true });
    const current = await self(user);
    const response = await t.as(user).put(`/api/users/${user.id}`, updateBody(current, { canManage: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.message).toBe("You cannot change your own permissions");
  });

  it("refuses to update someone else unless the caller is an administrator", async () => {
    const caller = await t.newMember({ group: "default" });
    const target = await t.newMember({ group: "default" });
    const targetBody = (await t.as(admin).get(`/api/admin/users/${target.id}`)).json();
    const byPeer = await t.as(caller).put(`/api/users/${target.id}`, updateBody(targetBody, { fullName: "Hacked" }));
    expect(byPeer.statusCode).toBe(403);

    const group = await t.newGroup();
    const byAdmin = await t
      .as(admin)
      .put(
        `/api/users/${target.id}`,
        updateBody(targetBody, { fullName: "Moved", group: group.name, canOrganize: true }),
      );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ fullName: "Moved", groupId: group.id, canOrganize: true });
  });

  it("keeps administrators from removing their own administrator rights", async () => {
    const current = await self(admin);
    const response = await t.as(admin).put(`/api/users/${current.id}`, updateBody(current, { admin: false }));
    expect(response.statusCode).toBe(403);
    expect((await self(admin)).admin).toBe(true);
  });

  it("refuses a username or e-mail someone else has", async () => {
    const user = await t.newMember({ group: "default" });
    const other = await t.newMember({ group: "default" });
    const current = await self(user);
    const response = await t
      .as(user)
      .put(`/api/users/${user.id}`, updateBody(current, { email: other.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.message).toBe("Email is already taken");
  });
});

describe("PUT /api/users/password", () => {
  it("needs the current password", async () => {
    const user = await t.newMember({ group: "default" });
    const wrong = await t
      .as(user)
      .put("/api/users/password", { currentPassword: "not it", newPassword: "a new password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail.message).toBe("Existing password does not match");

    const right = await t
      .as(user)
      .put("/api/users/password", { currentPassword: user.password, newPassword: "a new password" });
    expect(right.statusCode).toBe(200);
    await expect(signIn(t.app, user.username, "a new password")).resolves.toBeDefined();
    await expect(signIn(t.app, user.username, user.password)).rejects.toThrow("401");
  });

  it("refuses a new password under 8 characters", async () => {
    const user = await t.newMember({ group: "default" });
    const response = await t
      .as(user)
      .put("/api/users/password", { currentPassword: user.password, newPassword: "short" });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe("Must Be At Least 8 Characters");
  });

  it("ends the default-password warning once the default password is changed", async () => {
    const fresh = await testContext();
    try {
      const firstAdmin = await fresh.defaultAdmin();
      await fresh.headersOf(firstAdmin);
      const defaultPasswordInUse = async () =>
        (await fresh.as(firstAdmin).get("/api/admin/about/check")).json().defaultPasswordInUse;
      expect(await defaultPasswordInUse()).toBe(true);
      const changed = await fresh
        .as(firstAdmin)
        .put("/api/users/password", { currentPassword: "MyPassword", newPassword: "something longer" });
      expect(changed.statusCode).toBe(200);
      expect(await defaultPasswordInUse()).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe("avatars", () => {
  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();

  async function upload(user: Member, caller: Member, content: Buffer, type = "image/png") {
    return t.as(caller).upload(`/api/users/${user.id}/image`, multipartFile("profile", "me.png", content, type));
  }

  it("stores an uploaded picture as a 256px WebP served with a new cache key", async () => {
    const user = await t.newMember({ group: "default" });
    const before = await self(user);
    expect((await t.as(user).get(`/api/media/users/${user.id}/profile.webp`)).statusCode).toBe(404);

    const response = await upload(user, user, await png());
    expect(response.statusCode).toBe(200);
    const { cacheKey } = response.json();
    expect(cacheKey).not.toBe(before.cacheKey);

    const image = await t.as(user).get(`/api/media/users/${user.id}/profile.webp?cacheKey=${cacheKey}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("refuses a file that is not an image", async () => {
    const user = await t.newMember({ group: "default" });
    const response = await upload(user, user, Buffer.from("definitely not an image"), "text/plain");
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("Image upload failed");
  });

  it("refuses to change someone else's picture", async () => {
    const caller = await t.newMember({ group: "default" });
    const other = await t.newMember({ group: "default" });
    expect((await upload(other, caller, await png())).statusCode).toBe(403);
  });
});

describe("GET /api/users/group-users", () => {
  it("lists the members of the caller's group only", async () => {
    const group = await t.newGroup();
    const user = await t.newMember({ group, fullName: "Zed Member" });
    const mate = await t.newMember({ group, fullName: "Amy Member" });
    const response = await t.as(user).get("/api/users/group-users?perPage=-1");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, total_pages: 1 });
    expect(response.json().items).toEqual([
      { id: mate.id, fullName: "Amy Member" },
      { id: user.id, fullName: "Zed Member" },
    ]);
  });

  it("orders by a field's snake_case name too, as Mealie's column names read", async () => {
    const group = await t.newGroup();
    const user = await t.newMember({ group, fullName: "Amy Member" });
    const mate = await t.newMember({ group, fullName: "Zed Member" });
    const response = await t.as(user).get("/api/users/group-users?perPage=-1&orderBy=full_name&orderDirection=desc");
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((member: { id: string }) => member.id)).toEqual([mate.id, user.id]);
    const unknown = await t.as(user).get("/api/users/group-users?orderBy=pass_word");
    expect(unknown.statusCode).toBe(400);
  });
});

describe("PUT /api/users/self/locale", () => {
  it("keeps the chosen language with the account, so that another browser starts in it", async () => {
    const user = await t.newMember({ group: "default" });
    expect((await self(user)).locale).toBeNull();
    const response = await t.as(user).put("/api/users/self/locale", { locale: "he-IL" });
    expect(response.statusCode).toBe(200);
    expect(response.json().locale).toBe("he-IL");
    // A new session, as from another device, reads it back.
    const elsewhere = await signIn(t.app, user.username, user.password);
    const read = await t.app.inject({ method: "GET", url: "/api/users/self", headers: elsewhere });
    expect(read.json().locale).toBe("he-IL");
  });

  it("refuses a language the interface does not have, keeping the one chosen before", async () => {
    const user = await t.newMember({ group: "default" });
    await t.as(user).put("/api/users/self/locale", { locale: "de-DE" });
    for (const locale of ["xx-XX", "", "de-DE<script>", 7]) {
      const response = await t.as(user).put("/api/users/self/locale", { locale });
      expect(response.statusCode, String(locale)).toBe(422);
    }
    expect((await self(user)).locale).toBe("de-DE");
  });
});
