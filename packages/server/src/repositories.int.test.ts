import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodFields } from "./foods/foods.repository.js";
import type { UnitFields } from "./foods/units.repository.js";
import type { Repositories } from "./repositories.js";
import { createTestApp, type TestApp } from "./test-support/test-app.js";

let larder: TestApp;
let repositories: Repositories;

beforeAll(async () => {
  larder = await createTestApp();
  repositories = larder.services.repositories;
});

afterAll(async () => {
  await larder.close();
});

const food = (name: string): FoodFields => ({
  name,
  plural_name: null,
  description: "",
  label_id: null,
  on_hand: false,
  aliases: "[]",
  extras: "{}",
});

const unit = (name: string): UnitFields => ({
  name,
  plural_name: null,
  description: "",
  abbreviation: "",
  plural_abbreviation: "",
  use_abbreviation: false,
  fraction: true,
  aliases: "[]",
  extras: "{}",
});

async function newGroup() {
  const suffix = randomUUID().slice(0, 8);
  return repositories.groups.create(`Group ${suffix}`, `group-${suffix}`);
}

async function newUser(groupId: string): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await repositories.users.create({
    id,
    group_id: groupId,
    username: `user-${id.slice(0, 8)}`,
    email: `user-${id.slice(0, 8)}@example.com`,
    password: "not a hash: nobody signs in",
    cache_key: id.slice(0, 8),
    created_at: now,
    update_at: now,
  });
  return id;
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe("Repositories.inTransaction", () => {
  it("keeps what every repository of the work wrote once the work returns", async () => {
    const group = await newGroup();
    await repositories.inTransaction(group.id, async ({ foods, units }) => {
      await foods.create(food("Flour"));
      await units.create(unit("cup"));
    });
    const { foods, units } = repositories.group(group.id);
    expect(names(await foods.names())).toEqual(["Flour"]);
    expect(names(await units.names())).toEqual(["cup"]);
  });

  it("undoes the writes of every repository of the work together when it fails", async () => {
    const group = await newGroup();
    const failure = repositories.inTransaction(group.id, async ({ foods, units }) => {
      await foods.create(food("Sugar"));
      await units.create(unit("spoon"));
      // Read back inside: the repositories share the transaction, so each sees the other's writes.
      expect(names(await foods.names())).toEqual(["Sugar"]);
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    const { foods, units } = repositories.group(group.id);
    expect(await foods.names()).toEqual([]);
    expect(await units.names()).toEqual([]);
  });

  it("binds a group's repositories reached from server-wide ones to the same transaction", async () => {
    const suffix = randomUUID().slice(0, 8);
    let groupId = "";
    const failure = repositories.inTransaction(async (repos) => {
      const group = await repos.groups.create(`Rolled back ${suffix}`, `rolled-back-${suffix}`);
      groupId = group.id;
      await repos.group(group.id).foods.create(food("Salt"));
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    expect(groupId).not.toBe("");
    expect(await repositories.groups.findById(groupId)).toBeUndefined();
    expect(await repositories.group(groupId).foods.names()).toEqual([]);
  });

  it("runs a repository's own atomic steps inside the transaction it is bound to", async () => {
    const group = await newGroup();
    const userId = await newUser(group.id);
    // Deleting a user is atomic on its own (the ratings' averages move with it); in a transaction
    // it joins that one instead of opening another, and is undone with it.
    const failure = repositories.inTransaction(async ({ users }) => {
      await users.delete(userId);
      expect(await users.findById(userId)).toBeUndefined();
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    expect(await repositories.users.findById(userId)).toMatchObject({ id: userId });
  });
});

describe("RecipesRepository.findRow", () => {
  it("tries the id first, in any case, and then the slug", async () => {
    const group = await newGroup();
    const { recipes } = repositories.group(group.id);
    const now = new Date();
    const recipe = (id: string, slug: string) => ({
      id,
      user_id: null,
      name: slug,
      slug,
      name_normalized: slug,
      date_added: now.toISOString().slice(0, 10),
      created_at: now,
      update_at: now,
    });
    const target = randomUUID();
    const impostor = randomUUID();
    await recipes.insert(recipe(target, "pancakes"));
    // A slug that spells the other recipe's id: the id wins.
    await recipes.insert(recipe(impostor, target));
    expect((await recipes.findRow(target))?.id).toBe(target);
    expect((await recipes.findRow(target.toUpperCase()))?.id).toBe(target);
    expect((await recipes.findRow("pancakes"))?.id).toBe(target);
    expect((await recipes.findRow(impostor))?.id).toBe(impostor);
    expect(await recipes.findRow(randomUUID())).toBeUndefined();
    expect(await repositories.group((await newGroup()).id).recipes.findRow(target)).toBeUndefined();
  });
});
