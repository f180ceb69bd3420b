import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildUser } from "../test-support/builders.js";
import { multipartFile } from "../test-support/multipart.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  larder = await createTestApp();
  admin = await signIn(larder.app);
});
afterAll(async () => {
  await larder.close();
});

const self = async (headers: { authorization: string }) =>
  (await larder.app.inject({ method: "GET", url: "/api/users/self", headers })).json();

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(larder, overrides);
  return { user, headers: await signIn(larder.app, user.username, user.password) };
}

const updateBody = (current: Record<string, unknown>, changes: Record<string, unknown>) => ({ ...current, ...changes });

describe("PUT /api/users/{id}", () => {
  it("lets people change their own name, username, e-mail and advanced setting", async () => {
    const { user, headers } = await signedIn();
    const current = await self(headers);
    const response = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      headers,
      payload: updateBody(current, {
        fullName: "New Name",
        username: "renamed",
        email: "Renamed@Example.com",
        advanced: true,
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(await self(headers)).toMatchObject({
      fullName: "New Name",
      username: "renamed",
      email: "renamed@example.com",
      advanced: true,
    });
  });

  it("does not let anyone raise their own permissions or move group", async () => {
    const { user, headers } = await signedIn();
    const current = await self(headers);
    for (const flag of ["admin", "canManage", "canInvite", "canOrganize"]) {
      const response = await larder.app.inject({
        method: "PUT",
        url: `/api/users/${user.id}`,
        headers,
        payload: updateBody(current, { [flag]: true }),
      });
      expect(response.statusCode, flag).toBe(403);
    }
    const other = await buildGroup(larder);
    const move = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      headers,
      payload: updateBody(current, { group: other.name }),
    });
    expect(move.statusCode).toBe(403);
    expect(await self(headers)).toMatchObject({ admin: false, canManage: false, groupId: user.groupId });
  });

  it("keeps a group manager from changing their own permissions", async () => {
    const { user, headers } = await signedIn({ can_manage: true });
    const current = await self(headers);
    const response = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      headers,
      payload: updateBody(current, { canManage: false }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.message).toBe("You cannot change your own permissions");
  });

  it("refuses to update someone else unless the caller is an administrator", async () => {
    const { headers } = await signedIn();
    const target = await buildUser(larder);
    const targetBody = (
      await larder.app.inject({ method: "GET", url: `/api/admin/users/${target.id}`, headers: admin })
    ).json();
    const byPeer = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${target.id}`,
      headers,
      payload: updateBody(targetBody, { fullName: "Hacked" }),
    });
    expect(byPeer.statusCode).toBe(403);

    const group = await buildGroup(larder);
    const byAdmin = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${target.id}`,
      headers: admin,
      payload: updateBody(targetBody, { fullName: "Moved", group: group.name, canOrganize: true }),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ fullName: "Moved", groupId: group.id, canOrganize: true });
  });

  it("keeps administrators from removing their own administrator rights", async () => {
    const current = await self(admin);
    const response = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${current.id}`,
      headers: admin,
      payload: updateBody(current, { admin: false }),
    });
    expect(response.statusCode).toBe(403);
    expect((await self(admin)).admin).toBe(true);
  });

  it("refuses a username or e-mail someone else has", async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(larder);
    const current = await self(headers);
    const response = await larder.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      headers,
      payload: updateBody(current, { email: other.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.message).toBe("Email is already taken");
  });
});

describe("PUT /api/users/password", () => {
  it("needs the current password", async () => {
    const { user, headers } = await signedIn();
    const wrong = await larder.app.inject({
      method: "PUT",
      url: "/api/users/password",
      headers,
      payload: { currentPassword: "not it", newPassword: "a new password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail.message).toBe("Existing password does not match");

    const right = await larder.app.inject({
      method: "PUT",
      url: "/api/users/password",
      headers,
      payload: { currentPassword: user.password, newPassword: "a new password" },
    });
    expect(right.statusCode).toBe(200);
    await expect(signIn(larder.app, user.username, "a new password")).resolves.toBeDefined();
    await expect(signIn(larder.app, user.username, user.password)).rejects.toThrow("401");
  });

  it("refuses a new password under 8 characters", async () => {
    const { user, headers } = await signedIn();
    const response = await larder.app.inject({
      method: "PUT",
      url: "/api/users/password",
      headers,
      payload: { currentPassword: user.password, newPassword: "short" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe("Must Be At Least 8 Characters");
  });

  it("ends the first-login warning once the default password is changed", async () => {
    const fresh = await createTestApp();
    try {
      const session = await signIn(fresh.app);
      expect((await fresh.app.inject({ method: "GET", url: "/api/app/about/startup-info" })).json().isFirstLogin).toBe(
        true,
      );
      const changed = await fresh.app.inject({
        method: "PUT",
        url: "/api/users/password",
        headers: session,
        payload: { currentPassword: "MyPassword", newPassword: "something longer" },
      });
      expect(changed.statusCode).toBe(200);
      expect((await fresh.app.inject({ method: "GET", url: "/api/app/about/startup-info" })).json().isFirstLogin).toBe(
        false,
      );
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

  async function upload(user: BuiltUser, headers: { authorization: string }, content: Buffer, type = "image/png") {
    const body = multipartFile("profile", "me.png", content, type);
    return larder.app.inject({
      method: "POST",
      url: `/api/users/${user.id}/image`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it("stores an uploaded picture as a 256px WebP served with a new cache key", async () => {
    const { user, headers } = await signedIn();
    const before = await self(headers);
    expect(
      (await larder.app.inject({ method: "GET", url: `/api/media/users/${user.id}/profile.webp` })).statusCode,
    ).toBe(404);

    const response = await upload(user, headers, await png());
    expect(response.statusCode).toBe(200);
    const { cacheKey } = response.json();
    expect(cacheKey).not.toBe(before.cacheKey);

    const image = await larder.app.inject({
      method: "GET",
      url: `/api/media/users/${user.id}/profile.webp?cacheKey=${cacheKey}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("refuses a file that is not an image", async () => {
    const { user, headers } = await signedIn();
    const response = await upload(user, headers, Buffer.from("definitely not an image"), "text/plain");
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("Image upload failed");
  });

  it("refuses to change someone else's picture", async () => {
    const { headers } = await signedIn();
    const other = await buildUser(larder);
    expect((await upload(other, headers, await png())).statusCode).toBe(403);
  });
});

describe("GET /api/users/group-users", () => {
  it("lists the members of the caller's group only", async () => {
    const group = await buildGroup(larder);
    const { user, headers } = await signedIn({ group_id: group.id, full_name: "Zed Member" });
    const mate = await buildUser(larder, { group_id: group.id, full_name: "Amy Member" });
    const response = await larder.app.inject({ method: "GET", url: "/api/users/group-users?perPage=-1", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, total_pages: 1 });
    expect(response.json().items).toEqual([
      { id: mate.id, fullName: "Amy Member" },
      { id: user.id, fullName: "Zed Member" },
    ]);
  });
});
