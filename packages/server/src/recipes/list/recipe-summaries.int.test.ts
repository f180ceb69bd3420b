import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../../test-support/test-context.js";
import { RecipeListRepository } from "./recipe-list.repository.js";

/**
 * Each recipe's list item is stored (migration 0007) and emptied by triggers when what it shows
 * changes. Changes are made straight in the database, as another app instance or a manual fix would,
 * and every page is asked with a new seed so that the page cache never answers.
 */

const t = useTestContext();
let cook: Member;
let recipeId: string;
let pagesAsked = 0;

interface Item {
  id: string;
  name: string;
  recipeCategory: { name: string }[];
  tags: { name: string }[];
  tools: { name: string; onHand: boolean }[];
}

async function itemOfRecipe(): Promise<Item> {
  pagesAsked += 1;
  const response = await t.as(cook).get(`/api/recipes?perPage=10&paginationSeed=summaries-${pagesAsked}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.find((item: Item) => item.id === recipeId);
}

const now = () => new Date();

beforeAll(async () => {
  cook = await t.newMember({ group: await t.newGroup({ name: "Summary Kitchen" }) });
  await t.headersOf(cook);
  recipeId = (await t.newRecipe({ owner: cook, name: "Onion Tart" })).id;
});

describe("stored recipe list items", () => {
  it("show a category renamed and a tool's on-hand flag changed in the database", async () => {
    const db = t.services.database.db;
    const categoryId = randomUUID();
    const toolId = randomUUID();
    const stamps = { created_at: now(), update_at: now() };
    await db
      .insertInto("categories")
      .values({ id: categoryId, group_id: cook.groupId, name: "Lunch", slug: "lunch", ...stamps })
      .execute();
    await db
      .insertInto("tools")
      .values({ id: toolId, group_id: cook.groupId, name: "Tart Tin", slug: "tart-tin", on_hand: false, ...stamps })
      .execute();
    await db.insertInto("recipes_to_categories").values({ recipe_id: recipeId, category_id: categoryId }).execute();
    await db.insertInto("recipes_to_tools").values({ recipe_id: recipeId, tool_id: toolId }).execute();
    const linked = await itemOfRecipe();
    expect(linked.recipeCategory.map((category) => category.name)).toEqual(["Lunch"]);
    expect(linked.tools).toMatchObject([{ name: "Tart Tin", onHand: false }]);

    await db.updateTable("categories").set({ name: "Light Lunch" }).where("id", "=", categoryId).execute();
    await db.updateTable("tools").set({ on_hand: true }).where("id", "=", toolId).execute();
    const changed = await itemOfRecipe();
    expect(changed.recipeCategory.map((category) => category.name)).toEqual(["Light Lunch"]);
    expect(changed.tools).toMatchObject([{ name: "Tart Tin", onHand: true }]);
  });

  it("lose a tag deleted in the database (its links go with it)", async () => {
    const db = t.services.database.db;
    const tagId = randomUUID();
    await db
      .insertInto("tags")
      .values({
        id: tagId,
        group_id: cook.groupId,
        name: "Savoury",
        slug: "savoury",
        created_at: now(),
        update_at: now(),
      })
      .execute();
    await db.insertInto("recipes_to_tags").values({ recipe_id: recipeId, tag_id: tagId }).execute();
    expect((await itemOfRecipe()).tags.map((tag) => tag.name)).toEqual(["Savoury"]);

    await db.deleteFrom("tags").where("id", "=", tagId).execute();
    expect((await itemOfRecipe()).tags).toEqual([]);
  });

  it("never keep an item made from rows read before a change that landed meanwhile", async () => {
    const { db, engine } = t.services.database;
    await itemOfRecipe();
    const before = await db
      .selectFrom("recipe_summaries")
      .select("stamp")
      .where("recipe_id", "=", recipeId)
      .executeTakeFirstOrThrow();

    // The change lands after a list read the stamp and the rows, before it stores what it made.
    await db
      .updateTable("recipes")
      .set({ name: "Leek Tart", name_normalized: "leek tart", update_at: now() })
      .where("id", "=", recipeId)
      .execute();
    const list = new RecipeListRepository(db, engine, cook.groupId);
    await list.storeSummaries([{ id: recipeId, stamp: before.stamp, json: JSON.stringify({ name: "Onion Tart" }) }]);

    expect((await itemOfRecipe()).name).toBe("Leek Tart");
  });

  it("are made for a recipe inserted straight into the table", async () => {
    const db = t.services.database.db;
    const id = randomUUID();
    await db
      .insertInto("recipes")
      .values({
        id,
        group_id: cook.groupId,
        user_id: cook.id,
        name: "Pea Soup",
        slug: "pea-soup",
        name_normalized: "pea soup",
        date_added: "2026-11-22",
        created_at: now(),
        update_at: now(),
      })
      .execute();
    const stored = await db.selectFrom("recipe_summaries").select("json").where("recipe_id", "=", id).execute();
    expect(stored).toEqual([{ json: null }]);

    pagesAsked += 1;
    const response = await t.as(cook).get(`/api/recipes?perPage=10&paginationSeed=summaries-${pagesAsked}`);
    expect(response.json().items.map((item: Item) => item.name)).toContain("Pea Soup");
    const filled = await db.selectFrom("recipe_summaries").select("json").where("recipe_id", "=", id).execute();
    expect(JSON.parse(filled[0]?.json ?? "{}")).toMatchObject({ id, name: "Pea Soup", slug: "pea-soup" });
  });
});
