import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { listQuery, type MealieWebApp, mealieWebApp, ok, STORE_GET_ALL, STORE_REFRESH } from "./mealie-client-data.js";

/**
 * Shopping lists as Mealie v1.12's web app drives them. The list page polls the list, and flushes
 * its queue of item changes in one order: GET the list, DELETE the removed items
 * (`ids=<a>&ids=<b>&`, built by hand with a trailing `&`), PUT the changed items (whole items as
 * read), POST create-bulk (whole items with an id the browser made, uuid4).
 */
const t = useTestContext();

interface Item {
  id: string;
  shoppingListId: string;
  checked: boolean;
  position: number;
  quantity: number;
  note: string;
  foodId: string | null;
  unitId: string | null;
  labelId: string | null;
  label: { id: string; name: string } | null;
  food: { id: string; name: string } | null;
  display: string;
  isFood: boolean;
  recipeReferences: { recipeId: string; recipeQuantity: number }[];
  createdAt: string;
  updateAt: string;
}

const LISTS = `/api/groups/shopping/lists?${listQuery({ orderBy: "name", orderDirection: "asc" })}`;

/** What the list page loads besides the list: its owner picker and the stores of its item editor. */
async function loadListPage(web: MealieWebApp, listId: string) {
  const list = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
  const members = ok(
    await web.get(`/api/users/group-users?${listQuery({ orderBy: "full_name", orderDirection: "asc" })}`),
  ).items;
  const labels = ok(await web.get(`/api/groups/labels?${STORE_REFRESH}`)).items;
  const foods = ok(await web.get(`/api/foods?${STORE_GET_ALL}`)).items;
  const units = ok(await web.get(`/api/units?${STORE_GET_ALL}`)).items;
  return { list, members, labels, foods, units };
}

/** A new item as the page's editor builds it (`listItemFactory` plus the fields the editor sets). */
function newItem(listId: string, position: number, fields: Partial<Item> & Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    shoppingListId: listId,
    checked: false,
    position,
    isFood: false,
    quantity: 0,
    note: "",
    labelId: undefined,
    unitId: undefined,
    foodId: undefined,
    createdAt: now,
    updateAt: now,
    ...fields,
  };
}

/** One flush of the page's queue, in the page's order; answers the list read before it. */
async function flush(
  web: MealieWebApp,
  listId: string,
  queue: { deleted?: string[]; updated?: object[]; created?: object[] },
) {
  const list = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
  if (queue.deleted?.length) {
    const ids = queue.deleted.map((id) => `ids=${id}&`).join("");
    expect(ok(await web.delete(`/api/groups/shopping/items?${ids}`)).error).toBe(false);
  }
  if (queue.updated?.length) ok(await web.put("/api/groups/shopping/items", queue.updated));
  if (queue.created?.length) ok(await web.post("/api/groups/shopping/items/create-bulk", queue.created), 201);
  return list;
}

async function pantry(member: Member) {
  const { group } = member;
  const produce = await t.services.repositories.group(group.id).labels.create({ name: "Produce", color: "#4CAF50" });
  const onion = await t.newFood({ group, name: "onion", plural_name: "onions", label_id: produce.id });
  const piece = await t.newUnit({ group, name: "piece", abbreviation: "pc" });
  return { produce, onion, piece };
}

describe("the shopping lists page", () => {
  it("lists by name, creates with {name} and deletes", async () => {
    const member = await t.newMember();
    const web = mealieWebApp(t, member);
    ok(await web.post("/api/groups/shopping/lists", { name: "Weekly" }), 201);
    const party = ok(await web.post("/api/groups/shopping/lists", { name: "Apéro" }), 201);
    const lists = ok(await web.get(LISTS)).items;
    expect(lists.map((list: { name: string }) => list.name)).toEqual(["Apéro", "Weekly"]);
    expect((await web.delete(`/api/groups/shopping/lists/${party.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(LISTS)).items.map((list: { name: string }) => list.name)).toEqual(["Weekly"]);
  });
});

describe("the shopping list page", () => {
  it("flushes its queue: creates with browser ids, checks by PUT of whole items, deletes by repeated ids", async () => {
    const member = await t.newMember({ fullName: "Ada Cook" });
    const web = mealieWebApp(t, member);
    const { produce, onion, piece } = await pantry(member);
    const listId = ok(await web.post("/api/groups/shopping/lists", { name: "Weekly" }), 201).id;

    const page = await loadListPage(web, listId);
    expect(page.list).toMatchObject({ id: listId, userId: member.id, listItems: [], recipeReferences: [] });
    expect(page.list.updateAt).toEqual(expect.any(String));
    expect(page.list.labelSettings.map((setting: { labelId: string }) => setting.labelId)).toEqual([produce.id]);
    expect(page.members).toEqual([{ id: member.id, fullName: "Ada Cook" }]);
    const food = page.foods.find((one: { id: string }) => one.id === onion.id);
    const unit = page.units.find((one: { id: string }) => one.id === piece.id);

    // The editor with a food picked (its label follows the food) and a plain note.
    const onions = newItem(listId, 1, {
      isFood: true,
      quantity: 2,
      foodId: food.id,
      food,
      unitId: unit.id,
      unit,
      label: food.label,
      labelId: food.label.id,
    });
    const towels = newItem(listId, 2, { note: "paper towels", quantity: 1 });
    const soap = newItem(listId, 3, { note: "soap", quantity: 1 });
    await flush(web, listId, { created: [onions, towels, soap] });

    const afterCreate = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
    const items: Item[] = afterCreate.listItems;
    expect(items.map((item) => item.id).sort()).toEqual([onions.id, towels.id, soap.id].sort());
    const created = items.find((item) => item.id === onions.id) as Item;
    expect(created).toMatchObject({
      checked: false,
      quantity: 2,
      foodId: onion.id,
      unitId: piece.id,
      labelId: produce.id,
      label: { id: produce.id, name: "Produce" },
      food: { id: onion.id, name: "onion" },
      isFood: true,
      display: expect.stringContaining("onions"),
      recipeReferences: [],
    });
    expect(afterCreate.updateAt >= page.list.updateAt).toBe(true);

    // Checking one and reordering another: whole items PUT back; removing two in the same flush.
    const checked = { ...created, checked: true };
    const moved = { ...(items.find((item) => item.id === towels.id) as Item), position: 0 };
    const more = newItem(listId, 4, { note: "matches", quantity: 1 });
    await flush(web, listId, { deleted: [soap.id], updated: [checked, moved] });
    await flush(web, listId, { created: [more] });
    await flush(web, listId, { deleted: [more.id] });

    const final: Item[] = ok(await web.get(`/api/groups/shopping/lists/${listId}`)).listItems;
    expect(final.map((item) => [item.id, item.checked, item.position])).toEqual(
      expect.arrayContaining([
        [onions.id, true, 1],
        [towels.id, false, 0],
      ]),
    );
    expect(final).toHaveLength(2);
  });

  it("a second device's queue naming items the first one deleted meanwhile goes through", async () => {
    const member = await t.newMember();
    const phone = mealieWebApp(t, member);
    const laptop = mealieWebApp(t, member);
    const listId = ok(await phone.post("/api/groups/shopping/lists", { name: "Weekly" }), 201).id;
    const eggs = newItem(listId, 1, { note: "eggs", quantity: 6 });
    const rice = newItem(listId, 2, { note: "rice", quantity: 1 });
    const milk = newItem(listId, 3, { note: "milk", quantity: 1 });
    await flush(phone, listId, { created: [eggs, rice, milk] });
    const items: Item[] = ok(await laptop.get(`/api/groups/shopping/lists/${listId}`)).listItems;
    const read = (id: string) => items.find((item) => item.id === id) as Item;

    // The phone deletes the eggs and checks the rice; the laptop, offline, did the same and more.
    await flush(phone, listId, { deleted: [eggs.id], updated: [{ ...read(rice.id), checked: true }] });
    await flush(laptop, listId, {
      deleted: [eggs.id, milk.id],
      updated: [
        { ...read(eggs.id), checked: true },
        { ...read(rice.id), checked: true },
      ],
    });
    const final: Item[] = ok(await phone.get(`/api/groups/shopping/lists/${listId}`)).listItems;
    expect(final.map((item) => [item.id, item.checked])).toEqual([[rice.id, true]]);
  });

  it("adds a recipe from the list page and from the recipe's dialog, and takes it off again", async () => {
    const member = await t.newMember();
    const web = mealieWebApp(t, member);
    const { onion, piece } = await pantry(member);
    const slug = ok(await web.post("/api/recipes", { name: "Onion Soup" }), 201);
    ok(
      await t.as(member).patch(`/api/recipes/${slug}`, {
        recipeIngredient: [
          { quantity: 3, unit: { id: piece.id }, food: { id: onion.id }, note: "" },
          { quantity: 1, note: "bay leaf" },
        ],
      }),
    );
    const recipe = ok(await web.get(`/api/recipes/${slug}`));
    const listId = ok(await web.post("/api/groups/shopping/lists", { name: "Weekly" }), 201).id;
    const base = `/api/groups/shopping/lists/${listId}/recipe/${recipe.id}`;

    // The list page's "+1" on a recipe.
    ok(await web.post(base, { recipeIncrementQuantity: 1, recipeIngredients: null }));
    let list = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
    expect(list.recipeReferences).toEqual([
      expect.objectContaining({
        recipeId: recipe.id,
        recipeQuantity: 1,
        recipe: expect.objectContaining({ id: recipe.id, name: "Onion Soup", slug }),
      }),
    ]);
    expect(list.listItems.find((item: Item) => item.foodId === onion.id)).toMatchObject({
      quantity: 3,
      recipeReferences: [expect.objectContaining({ recipeId: recipe.id })],
    });

    // RecipeDialogAddToShoppingList: the scale and the ticked ingredient objects of the recipe.
    ok(await web.post(base, { recipeIncrementQuantity: 2, recipeIngredients: [recipe.recipeIngredient[0]] }));
    list = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
    expect(list.recipeReferences[0].recipeQuantity).toBe(3);
    expect(list.listItems.find((item: Item) => item.foodId === onion.id).quantity).toBe(9);

    ok(await web.post(`${base}/delete`, { recipeDecrementQuantity: 1 }));
    list = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
    expect(list.recipeReferences[0].recipeQuantity).toBe(2);
  });

  it("shows a label made after the list in its label order, and saves the order the dialog sends", async () => {
    const organizer = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, organizer);
    const listId = ok(await web.post("/api/groups/shopping/lists", { name: "Weekly" }), 201).id;
    ok(await web.post("/api/groups/labels", { groupId: "", id: "", name: "Produce", color: "#4CAF50" }));
    ok(await web.post("/api/groups/labels", { groupId: "", id: "", name: "Bakery", color: "#795548" }));

    const { labelSettings } = ok(await web.get(`/api/groups/shopping/lists/${listId}`));
    expect(labelSettings.map((setting: { label: { name: string } }) => setting.label.name)).toEqual([
      "Produce",
      "Bakery",
    ]);
    expect(labelSettings[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), shoppingListId: listId, labelId: expect.any(String) }),
    );

    // The label-order dialog: each setting as read, with its new position.
    const reordered = [labelSettings[1], labelSettings[0]].map((setting, position) => ({ ...setting, position }));
    const saved = ok(await web.put(`/api/groups/shopping/lists/${listId}/label-settings`, reordered));
    expect(saved.labelSettings.map((setting: { label: { name: string } }) => setting.label.name)).toEqual([
      "Bakery",
      "Produce",
    ]);

    // Seeded labels land on the list too, after the ones it has.
    ok(await web.post("/api/groups/seeders/labels", { locale: "en-US" }));
    const seeded = ok(await web.get(`/api/groups/shopping/lists/${listId}`)).labelSettings;
    const labels = ok(await web.get(`/api/groups/labels?${STORE_REFRESH}`)).items;
    expect(seeded).toHaveLength(labels.length);
    expect(seeded.slice(0, 2).map((setting: { label: { name: string } }) => setting.label.name)).toEqual([
      "Bakery",
      "Produce",
    ]);
  });

  it("saves the settings dialog: the whole list PUT back with another owner", async () => {
    const owner = await t.newMember({ fullName: "Ada Cook" });
    const other = await t.newMember({ group: owner.group, fullName: "Ben Baker" });
    const stranger = await t.newMember({ fullName: "Cy Other" });
    const web = mealieWebApp(t, owner);
    const listId = ok(await web.post("/api/groups/shopping/lists", { name: "Weekly" }), 201).id;
    const page = await loadListPage(web, listId);
    expect(page.members.map((one: { fullName: string }) => one.fullName)).toEqual(["Ada Cook", "Ben Baker"]);

    const saved = ok(await web.put(`/api/groups/shopping/lists/${listId}`, { ...page.list, userId: other.id }));
    expect(saved.userId).toBe(other.id);
    expect(ok(await web.get(`/api/groups/shopping/lists/${listId}`)).userId).toBe(other.id);

    const refused = await web.put(`/api/groups/shopping/lists/${listId}`, { ...page.list, userId: stranger.id });
    expect(refused.statusCode).toBe(400);
    expect(ok(await web.get(`/api/groups/shopping/lists/${listId}`)).userId).toBe(other.id);
  });
});
