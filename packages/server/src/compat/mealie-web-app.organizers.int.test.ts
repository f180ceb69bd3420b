import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { mealieWebApp, ok, STORE_GET_ALL, STORE_REFRESH } from "./mealie-client-data.js";

/**
 * Categories, tags and tools as Mealie v1.12's web app manages them: its stores (group/data pages,
 * the organizer selector and dialog) list with `page=1&perPage=-1&orderBy=name&orderDirection=asc`,
 * refresh with `page=1&perPage=-1`, create with the dialog's body and PUT back the whole item they
 * read.
 */
const t = useTestContext();

const KINDS = [
  // The data page sends `{name}`; the organizer dialog adds `onHand: false` for every kind.
  { kind: "categories", dialogBody: { onHand: false }, withGroupId: true },
  { kind: "tags", dialogBody: { onHand: false }, withGroupId: true },
  { kind: "tools", dialogBody: { onHand: false }, withGroupId: false },
] as const;

describe.each(KINDS)("the $kind store", ({ kind, dialogBody, withGroupId }) => {
  it("lists, creates, renames (PUT of the item it read) and deletes as the data page does", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const base = `/api/organizers/${kind}`;

    expect(ok(await web.get(`${base}?${STORE_GET_ALL}`)).items).toEqual([]);

    const fromPage = ok(await web.post(base, { name: "Weeknight" }), 201);
    expect(fromPage).toMatchObject({ id: expect.any(String), name: "Weeknight", slug: "weeknight" });
    if (withGroupId) expect(fromPage.groupId).toBe(member.groupId);
    const fromDialog = ok(await web.post(base, { name: "Brunch", ...dialogBody }), 201);
    expect(fromDialog).toMatchObject({ name: "Brunch", slug: "brunch" });
    if (kind === "tools") expect(fromDialog.onHand).toBe(false);

    const listed = ok(await web.get(`${base}?${STORE_GET_ALL}`)).items;
    expect(listed.map((item: { name: string }) => item.name)).toEqual(["Brunch", "Weeknight"]);
    for (const item of listed)
      expect(item).toEqual(expect.objectContaining({ id: expect.any(String), slug: expect.any(String) }));

    // The store's update: the whole item as read (with what the create answered), one field changed.
    const item = { ...fromPage, ...listed[1], name: "Weeknights", ...(kind === "tools" ? { onHand: true } : {}) };
    const updated = ok(await web.put(`${base}/${item.id}`, item));
    expect(updated).toMatchObject({ id: item.id, name: "Weeknights", slug: "weeknights" });
    if (kind === "tools") expect(updated.onHand).toBe(true);

    const refreshed = ok(await web.get(`${base}?${STORE_REFRESH}`)).items;
    expect(refreshed.map((one: { name: string }) => one.name).sort()).toEqual(["Brunch", "Weeknights"]);

    expect((await web.delete(`${base}/${fromDialog.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(`${base}?${STORE_GET_ALL}`)).items.map((one: { id: string }) => one.id)).toEqual([item.id]);
  });

  it("reads one by id and by slug", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const created = ok(await web.post(`/api/organizers/${kind}`, { name: "Oven Dishes" }), 201);
    expect(ok(await web.get(`/api/organizers/${kind}/${created.id}`))).toMatchObject({ name: "Oven Dishes" });
    expect(ok(await web.get(`/api/organizers/${kind}/slug/oven-dishes`))).toMatchObject({ id: created.id });
  });
});
