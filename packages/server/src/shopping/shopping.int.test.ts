import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ShoppingListChanged } from "../events/event-bus.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

type Item = {
  id: string;
  quantity: number;
  note: string;
  checked: boolean;
  foodId: string | null;
  unitId: string | null;
  labelId: string | null;
  label: { name: string } | null;
  recipeReferences: { recipeId: string; recipeQuantity: number; recipeScale: number | null }[];
  display: string;
  updateAt: string;
  shoppingListId: string;
};

async function newList(member: Member, name = "Groceries") {
  const response = await t.as(member).post("/api/groups/shopping/lists", { name });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function addItems(member: Member, items: object[]) {
  const response = await t.as(member).post("/api/groups/shopping/items/create-bulk", items);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { createdItems: Item[]; updatedItems: Item[]; deletedItems: Item[] };
}

async function itemsOf(member: Member, listId: string): Promise<Item[]> {
  return (await t.as(member).get(`/api/groups/shopping/lists/${listId}`)).json().listItems;
}

/** A recipe of the member's group with these ingredients, through the API. */
async function recipeWith(member: Member, name: string, ingredients: object[]) {
  const slug = (await t.as(member).post("/api/recipes", { name })).json();
  const saved = await t.as(member).patch(`/api/recipes/${slug}`, { recipeIngredient: ingredients });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as { id: string; slug: string };
}

async function kitchen() {
  const member = await t.newMember();
  const { group } = member;
  const cup = await t.newUnit({ group, name: "cup", plural_name: "cups", abbreviation: "c" });
  const gram = await t.newUnit({ group, name: "gram", abbreviation: "g" });
  const flour = await t.newFood({ group, name: "flour" });
  const milk = await t.newFood({ group, name: "milk" });
  return { member, group, cup, gram, flour, milk };
}

describe("shopping lists", () => {
  it("are created with a place for every label of the group, listed by name, renamed and deleted", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const name of ["Produce", "Dairy", "Bakery"]) {
      await t.as(member).post("/api/groups/labels", { name });
    }
    const list = await newList(member, "Weekly shop");
    expect(list).toMatchObject({
      name: "Weekly shop",
      groupId: member.groupId,
      userId: member.id,
      listItems: [],
      recipeReferences: [],
      extras: {},
    });
    expect(list.labelSettings.map((setting: { label: { name: string } }) => setting.label.name)).toEqual([
      "Bakery",
      "Dairy",
      "Produce",
    ]);
    await newList(member, "Apéro");
    const names = (await t.as(member).get("/api/groups/shopping/lists"))
      .json()
      .items.map((l: { name: string }) => l.name);
    expect(names).toEqual(["Apéro", "Weekly shop"]);

    const renamed = await t.as(member).put(`/api/groups/shopping/lists/${list.id}`, { ...list, name: "Big shop" });
    expect(renamed.json().name).toBe("Big shop");
    expect((await t.as(member).delete(`/api/groups/shopping/lists/${list.id}`)).json().id).toBe(list.id);
    expect((await t.as(member).get(`/api/groups/shopping/lists/${list.id}`)).statusCode).toBe(404);
  });

  it("keeps the label order the dialog saves", async () => {
    const member = await t.newMember({ canOrganize: true });
    const labels = [];
    for (const name of ["A", "B", "C"]) labels.push((await t.as(member).post("/api/groups/labels", { name })).json());
    const list = await newList(member);
    const order = [labels[2], labels[0], labels[1]].map((label, position) => ({ labelId: label.id, position }));
    const saved = await t.as(member).put(`/api/groups/shopping/lists/${list.id}/label-settings`, order);
    expect(saved.json().labelSettings.map((s: { label: { name: string } }) => s.label.name)).toEqual(["C", "A", "B"]);
    const foreign = await t
      .as(member)
      .put(`/api/groups/shopping/lists/${list.id}/label-settings`, [{ labelId: randomUUID(), position: 0 }]);
    expect(foreign.statusCode).toBe(400);
  });
});

describe("shopping lists and later labels, owners", () => {
  it("a label made after a list, created or seeded, gets a place at the end of every list", async () => {
    const member = await t.newMember({ canOrganize: true });
    await t.as(member).post("/api/groups/labels", { name: "Frozen" });
    const first = await newList(member, "First");
    const second = await newList(member, "Second");
    await t.as(member).post("/api/groups/labels", { name: "Bakery" });
    const names = async (listId: string) =>
      (await t.as(member).get(`/api/groups/shopping/lists/${listId}`))
        .json()
        .labelSettings.map((setting: { label: { name: string } }) => setting.label.name);
    expect(await names(first.id)).toEqual(["Frozen", "Bakery"]);
    expect(await names(second.id)).toEqual(["Frozen", "Bakery"]);

    const seeded = await t.as(member).post("/api/groups/seeders/labels", { locale: "en-US" });
    expect(seeded.statusCode).toBe(200);
    const all = (await t.as(member).get("/api/groups/labels?perPage=-1")).json().items;
    const after = await names(first.id);
    expect(after).toHaveLength(all.length);
    expect(after.slice(0, 2)).toEqual(["Frozen", "Bakery"]);
    expect(new Set(after).size).toBe(after.length);
  });

  it("the settings dialog hands a list to another member of the group, and to nobody else", async () => {
    const owner = await t.newMember();
    const partner = await t.newMember({ group: owner.group });
    const stranger = await t.newMember();
    const list = await newList(owner);
    const handed = await t.as(owner).put(`/api/groups/shopping/lists/${list.id}`, { ...list, userId: partner.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().userId).toBe(partner.id);
    // An empty owner (the owner's account was removed) keeps the one it has.
    const kept = await t
      .as(owner)
      .put(`/api/groups/shopping/lists/${list.id}`, { ...list, userId: "", name: "Renamed" });
    expect(kept.json()).toMatchObject({ userId: partner.id, name: "Renamed" });
    for (const userId of [stranger.id, randomUUID(), "not-an-id"]) {
      const refused = await t.as(owner).put(`/api/groups/shopping/lists/${list.id}`, { ...list, userId });
      expect(refused.statusCode).toBe(400);
    }
    expect((await t.as(owner).get(`/api/groups/shopping/lists/${list.id}`)).json().userId).toBe(partner.id);
  });
});

describe("shopping list items", () => {
  it("unchecked items of the same food and unit merge: quantities add and notes join", async () => {
    const { member, cup, gram, flour } = await kitchen();
    const list = await newList(member);
    const first = await addItems(member, [
      { shoppingListId: list.id, quantity: 1, unitId: cup.id, foodId: flour.id, note: "plain" },
    ]);
    const merged = await addItems(member, [
      { shoppingListId: list.id, quantity: 2, unitId: cup.id, foodId: flour.id, note: "sifted" },
      { shoppingListId: list.id, quantity: 100, unitId: gram.id, foodId: flour.id },
    ]);
    expect(merged.updatedItems.map((item) => item.id)).toEqual([first.createdItems[0]?.id]);
    expect(merged.updatedItems[0]).toMatchObject({ quantity: 3, note: "plain | sifted" });
    expect(merged.createdItems).toHaveLength(1);
    expect(merged.createdItems[0]).toMatchObject({ quantity: 100, unitId: gram.id });
    expect(await itemsOf(member, list.id)).toHaveLength(2);
  });

  it("notes without a food merge only when they are the same; checked items never merge", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    await addItems(member, [
      { shoppingListId: list.id, quantity: 1, note: "Candles" },
      { shoppingListId: list.id, quantity: 2, note: "candles " },
      { shoppingListId: list.id, quantity: 1, note: "Matches" },
      { shoppingListId: list.id, quantity: 1, note: "Matches", checked: true },
    ]);
    const items = await itemsOf(member, list.id);
    expect(items.map((item) => [item.note, item.quantity, item.checked])).toEqual([
      ["Candles", 3, false],
      ["Matches", 1, false],
      ["Matches", 1, true],
    ]);
  });

  it("drops items below zero and deletes one updated below zero; checking forgets its recipes", async () => {
    const { member, flour } = await kitchen();
    const list = await newList(member);
    const recipe = await recipeWith(member, "Bread", []);
    const { createdItems } = await addItems(member, [
      { shoppingListId: list.id, quantity: -1, note: "Nothing" },
      {
        shoppingListId: list.id,
        quantity: 2,
        foodId: flour.id,
        recipeReferences: [{ recipeId: recipe.id, recipeQuantity: 2 }],
      },
    ]);
    expect(createdItems.map((item) => item.note)).toEqual([""]);
    const [item] = createdItems as [Item];
    expect(item.recipeReferences).toMatchObject([{ recipeId: recipe.id, recipeQuantity: 2, recipeScale: 1 }]);

    const checked = await t.as(member).put(`/api/groups/shopping/items/${item.id}`, { ...item, checked: true });
    expect(checked.json().updatedItems[0]).toMatchObject({ checked: true, recipeReferences: [] });
    const below = await t.as(member).put(`/api/groups/shopping/items/${item.id}`, { ...item, quantity: -0.5 });
    expect(below.json().deletedItems.map((gone: Item) => gone.id)).toEqual([item.id]);
    expect(await itemsOf(member, list.id)).toEqual([]);
  });

  it("labels come from the item, else its food, else the food closest to its text", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const produce = (await t.as(member).post("/api/groups/labels", { name: "Produce" })).json();
    const household = (await t.as(member).post("/api/groups/labels", { name: "Household" })).json();
    const banana = await t.newFood({ group, name: "banana", label_id: produce.id });
    const bunch = await t.newUnit({ group, name: "bunch" });
    const list = await newList(member);
    const { createdItems } = await addItems(member, [
      { shoppingListId: list.id, foodId: banana.id, labelId: household.id },
      { shoppingListId: list.id, foodId: banana.id, unitId: bunch.id, quantity: 2, note: "green ones" },
      { shoppingListId: list.id, note: "2 ripe bananas" },
      { shoppingListId: list.id, note: "Light bulbs" },
    ]);
    expect(createdItems.map((item) => item.label?.name ?? null)).toEqual(["Household", "Produce", "Produce", null]);
  });

  it("refuses a list, food, label or recipe of another group, writing nothing", async () => {
    const member = await t.newMember();
    const stranger = await t.newMember();
    const list = await newList(member);
    const theirs = await newList(stranger);
    const theirFood = await t.newFood({ group: stranger.group });
    const theirRecipe = await t.newRecipe({ owner: stranger });
    for (const body of [
      { shoppingListId: theirs.id, note: "x" },
      { shoppingListId: list.id, foodId: theirFood.id },
      { shoppingListId: list.id, labelId: randomUUID() },
      { shoppingListId: list.id, note: "y", recipeReferences: [{ recipeId: theirRecipe.id }] },
    ]) {
      const response = await t
        .as(member)
        .post("/api/groups/shopping/items/create-bulk", [
          { shoppingListId: list.id, note: "first of the batch" },
          body,
        ]);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await itemsOf(member, list.id)).toEqual([]);
  });

  it("an item sent with its own id is created once, however often it is sent, and never merged", async () => {
    const { member, flour } = await kitchen();
    const list = await newList(member);
    await addItems(member, [{ shoppingListId: list.id, foodId: flour.id, quantity: 1 }]);
    const id = randomUUID();
    const body = { id, shoppingListId: list.id, foodId: flour.id, quantity: 2 };
    const first = await addItems(member, [body]);
    const again = await addItems(member, [body]);
    expect(first.createdItems.map((item) => item.id)).toEqual([id]);
    expect(again.createdItems.map((item) => item.id)).toEqual([id]);
    expect((await itemsOf(member, list.id)).map((item) => item.quantity).sort()).toEqual([1, 2]);
  });

  it("an update based on an older state is refused and the newer change kept, for the whole batch", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    const { createdItems } = await addItems(member, [
      { shoppingListId: list.id, note: "Eggs" },
      { shoppingListId: list.id, note: "Rice" },
    ]);
    const [eggs, rice] = createdItems as [Item, Item];
    // Another device renames the eggs after this one last saw them.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const elsewhere = await t
      .as(member)
      .put(`/api/groups/shopping/items/${eggs.id}`, { ...eggs, note: "Free-range eggs" });
    expect(elsewhere.statusCode).toBe(200);
    const stale = await t.as(member).put("/api/groups/shopping/items", [
      { ...rice, checked: true, baseUpdateAt: rice.updateAt },
      { ...eggs, checked: true, baseUpdateAt: eggs.updateAt },
    ]);
    expect(stale.statusCode).toBe(409);
    const items = await itemsOf(member, list.id);
    expect(items.map((item) => [item.note, item.checked])).toEqual([
      ["Free-range eggs", false],
      ["Rice", false],
    ]);
    const current = items.find((item) => item.note === "Rice") as Item;
    const fresh = await t
      .as(member)
      .put(`/api/groups/shopping/items/${rice.id}`, { ...current, checked: true, baseUpdateAt: current.updateAt });
    expect(fresh.statusCode).toBe(200);
  });

  it("deletes many by repeated ids, and none when one is another group's", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    const { createdItems } = await addItems(
      member,
      ["a", "b", "c"].map((note) => ({ shoppingListId: list.id, note })),
    );
    const [a, b, c] = createdItems as [Item, Item, Item];
    const stranger = await t.newMember();
    const [foreign] = (await addItems(stranger, [{ shoppingListId: (await newList(stranger)).id, note: "x" }]))
      .createdItems as [Item];
    const refused = await t.as(member).delete(`/api/groups/shopping/items?ids=${a.id}&ids=${foreign.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await itemsOf(stranger, foreign.shoppingListId)).toHaveLength(1);
    const response = await t.as(member).delete(`/api/groups/shopping/items?ids=${a.id}&ids=${b.id}`);
    expect(response.json()).toEqual({ message: "Deleted 2 items", error: false });
    expect((await itemsOf(member, list.id)).map((item) => item.id)).toEqual([c.id]);
  });

  it("leaves out items deleted meanwhile, from a deletion and from an update, as another device's queue sends them", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    const { createdItems } = await addItems(
      member,
      ["a", "b", "c"].map((note) => ({ shoppingListId: list.id, note })),
    );
    const [a, b, c] = createdItems as [Item, Item, Item];
    // One device deletes a; another, which had deleted a too and checked b, sends its queue afterwards.
    expect((await t.as(member).delete(`/api/groups/shopping/items?ids=${a.id}`)).statusCode).toBe(200);
    const late = await t.as(member).delete(`/api/groups/shopping/items?ids=${a.id}&ids=${c.id}&`);
    expect(late.json()).toEqual({ message: "Deleted 1 item", error: false });
    const updated = await t.as(member).put("/api/groups/shopping/items", [
      { ...a, checked: true },
      { ...b, checked: true },
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().updatedItems.map((item: Item) => item.id)).toEqual([b.id]);
    expect((await itemsOf(member, list.id)).map((item) => [item.id, item.checked])).toEqual([[b.id, true]]);
    // One item named by its own route is still a 404 when it is gone.
    expect((await t.as(member).put(`/api/groups/shopping/items/${a.id}`, a)).statusCode).toBe(404);
    expect((await t.as(member).delete(`/api/groups/shopping/items/${a.id}`)).statusCode).toBe(404);
  });
});

describe("recipes on a shopping list", () => {
  async function pancakes(member: Member, cup: { id: string }, flour: { id: string }, milk: { id: string }) {
    return recipeWith(member, "Pancakes", [
      { title: "Batter", quantity: 1.5, unit: { id: cup.id }, food: { id: flour.id }, note: "" },
      { quantity: 0.5, unit: { id: cup.id }, food: { id: milk.id }, note: "" },
      { quantity: null, note: "a pinch of salt" },
    ]);
  }

  it("adds every ingredient times the count and scale, remembers them, and merges a second time", async () => {
    const { member, cup, flour, milk } = await kitchen();
    const list = await newList(member);
    const recipe = await pancakes(member, cup, flour, milk);
    const once = await t.as(member).post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`, {
      recipeIncrementQuantity: 2,
    });
    expect(once.statusCode, once.body).toBe(200);
    const added = once.json();
    expect(added.recipeReferences).toMatchObject([
      { recipeId: recipe.id, recipeQuantity: 2, recipe: { slug: recipe.slug } },
    ]);
    expect(added.listItems.map((item: Item) => [item.display, item.quantity])).toEqual([
      ["3 cups flour", 3],
      ["1 cup milk", 1],
      ["a pinch of salt", 0],
    ]);
    expect(added.listItems[0].recipeReferences).toMatchObject([
      { recipeId: recipe.id, recipeQuantity: 3, recipeScale: 2 },
    ]);

    const twice = (await t.as(member).post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`)).json();
    expect(twice.recipeReferences[0].recipeQuantity).toBe(3);
    expect(twice.listItems.map((item: Item) => item.quantity)).toEqual([4.5, 1.5, 0]);
    expect(twice.listItems).toHaveLength(3);
  });

  it("taking a recipe off takes back exactly what it added, and keeps what was there before", async () => {
    const { member, cup, flour, milk } = await kitchen();
    const list = await newList(member);
    await addItems(member, [{ shoppingListId: list.id, quantity: 1, unitId: cup.id, foodId: flour.id }]);
    const recipe = await pancakes(member, cup, flour, milk);
    const url = `/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`;
    await t.as(member).post(url, { recipeIncrementQuantity: 3 });
    const oneOff = (await t.as(member).post(`${url}/delete`, { recipeDecrementQuantity: 1 })).json();
    expect(oneOff.recipeReferences[0].recipeQuantity).toBe(2);
    expect(oneOff.listItems.map((item: Item) => [item.display, item.quantity])).toEqual([
      ["4 cups flour", 4],
      ["1 cup milk", 1],
      ["a pinch of salt", 0],
    ]);
    const allOff = (await t.as(member).post(`${url}/delete`, { recipeDecrementQuantity: 2 })).json();
    expect(allOff.recipeReferences).toEqual([]);
    expect(allOff.listItems.map((item: Item) => [item.display, item.quantity, item.recipeReferences])).toEqual([
      ["1 cup flour", 1, []],
    ]);
    expect((await t.as(member).post(`${url}/delete`)).statusCode).toBe(404);
  });

  it("items from a recipe take their food's label, or the closest food's", async () => {
    const { member, group, cup, flour } = await kitchen();
    // Labels are the group's organizing data; any member then shops with them.
    const organizer = await t.newMember({ group, canOrganize: true });
    const bakery = (await t.as(organizer).post("/api/groups/labels", { name: "Bakery" })).json();
    const produce = (await t.as(organizer).post("/api/groups/labels", { name: "Produce" })).json();
    await t.db.updateTable("foods").set({ label_id: bakery.id }).where("id", "=", flour.id).execute();
    await t.newFood({ group, name: "lemon", label_id: produce.id });
    const list = await newList(member);
    const recipe = await recipeWith(member, "Lemon cake", [
      { quantity: 2, unit: { id: cup.id }, food: { id: flour.id }, note: "" },
      { quantity: 1, note: "zest of 2 lemons" },
    ]);
    const added = (await t.as(member).post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`)).json();
    expect(added.listItems.map((item: Item) => [item.display, item.label?.name ?? null])).toEqual([
      ["2 cups flour", "Bakery"],
      ["1 zest of 2 lemons", "Produce"],
    ]);
  });

  it("adds only the ticked ingredients the dialog sends, at the page's scale", async () => {
    const { member, cup, flour, milk } = await kitchen();
    const list = await newList(member);
    const recipe = await pancakes(member, cup, flour, milk);
    const response = await t.as(member).post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`, {
      recipeIngredients: [{ quantity: 0.75, unit: { id: cup.id }, food: { id: milk.id }, note: "" }],
    });
    expect(response.json().listItems.map((item: Item) => item.display)).toEqual(
      ["0.75 cup milk"].map((d) => expect.stringContaining(d.split(" ")[2] as string)),
    );
    expect(response.json().listItems).toHaveLength(1);
    expect(response.json().listItems[0].quantity).toBe(0.75);
  });

  it("refuses another group's recipe or list", async () => {
    const member = await t.newMember();
    const stranger = await t.newMember();
    const list = await newList(member);
    const theirs = await t.newRecipe({ owner: stranger });
    const mine = await t.newRecipe({ owner: member });
    const theirList = await newList(stranger);
    expect((await t.as(member).post(`/api/groups/shopping/lists/${list.id}/recipe/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(member).post(`/api/groups/shopping/lists/${theirList.id}/recipe/${mine.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("upkeep and live announcements", () => {
  it("the daily trim keeps the newest 100 checked items of each list, and every unchecked one", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    const bodies = Array.from({ length: 105 }, (_, i) => ({
      shoppingListId: list.id,
      note: `Bought ${i}`,
      checked: true,
    }));
    await addItems(member, [...bodies, { shoppingListId: list.id, note: "Still to buy" }]);
    const oldest = await t.db
      .selectFrom("shopping_list_items")
      .select("id")
      .where("note", "in", ["Bought 0", "Bought 1", "Bought 2", "Bought 3", "Bought 4"])
      .execute();
    await t.db
      .updateTable("shopping_list_items")
      .set({ update_at: new Date(2001, 0, 1) })
      .where(
        "id",
        "in",
        oldest.map((row) => row.id),
      )
      .execute();
    await t.services.shopping.trimCheckedItems();
    const items = await itemsOf(member, list.id);
    expect(items.filter((item) => item.checked)).toHaveLength(100);
    expect(items.some((item) => item.note === "Bought 0")).toBe(false);
    expect(items.some((item) => item.note === "Still to buy")).toBe(true);
  });

  it("each write announces the lists it changed, after it committed", async () => {
    const member = await t.newMember();
    const list = await newList(member);
    const other = await newList(member, "Other");
    const heard: ShoppingListChanged[] = [];
    const stop = t.services.events.subscribe((event) => {
      if (event.type === "shopping-list-changed") heard.push(event);
    });
    try {
      const { createdItems } = await addItems(member, [{ shoppingListId: list.id, note: "Tea" }]);
      await t
        .as(member)
        .put(`/api/groups/shopping/items/${createdItems[0]?.id}`, { ...createdItems[0], shoppingListId: other.id });
      const refused = await t
        .as(member)
        .post("/api/groups/shopping/items", { shoppingListId: list.id, foodId: randomUUID() });
      expect(refused.statusCode).toBe(400);
    } finally {
      stop();
    }
    expect(heard.map((event) => event.listId)).toEqual([list.id, list.id, other.id]);
    expect(heard.every((event) => event.groupId === member.groupId)).toBe(true);
    const stored = (await t.as(member).get(`/api/groups/shopping/lists/${other.id}`)).json();
    expect(heard.at(-1)?.updateAt).toBe(stored.updateAt);
  });
});
