import { describe, expect, it } from "vitest";
import { localDate } from "../jobs/schedule.js";
import { type Caller, type Member, useTestContext } from "../test-support/test-context.js";

/**
 * Clients written for Mealie 2 and later, replayed: each request is sent as the client builds it
 * (path, query, body), and each answer is checked for what the client's models require. The
 * clients read here:
 *  - Home Assistant's Mealie integration (`homeassistant/components/mealie`) through `aiomealie`
 *    (`src/aiomealie/mealie.py`, `models.py`): mashumaro dataclasses, where a missing field
 *    without a default fails the whole answer;
 *  - Mealie Pocket, an iOS app (`MealiePocket/Core/Networking/MealieAPIClient.swift`, `Core/Models`):
 *    Swift `Decodable`, where a missing non-optional field fails, keys converted from snake case;
 *  - the Mealie Recipes app for Android and iOS (`lib/core/api/api_service.dart`), which reads maps.
 */

const t = useTestContext();

/** Signs a manager of a fresh group in with a long-lived API token, as the clients are set up. */
async function client(): Promise<{ member: Member; api: Caller }> {
  const member = await t.newMember({ canManage: true, canInvite: true, canOrganize: true, fullName: "Hana Cook" });
  const created = await t.as(member).post("/api/users/api-tokens", { name: "Home Assistant" });
  expect(created.statusCode, created.body).toBe(201);
  return { member, api: t.withToken(created.json().token) };
}

async function recipe(api: Caller, name: string): Promise<{ id: string; slug: string }> {
  const slug = (await api.post("/api/recipes", { name })).json();
  const saved = await api.patch(`/api/recipes/${slug}`, {
    description: "A weeknight staple",
    recipeIngredient: [{ note: "2 eggs" }, { note: "1 cup flour" }],
    recipeInstructions: [{ text: "Whisk." }, { text: "Fry." }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

/** The fields of aiomealie's `BaseRecipe` that have no default. */
function expectBaseRecipe(item: Record<string, unknown>) {
  expect(item).toEqual(
    expect.objectContaining({
      id: expect.any(String),
      userId: expect.any(String),
      groupId: expect.any(String),
      householdId: item.groupId,
      name: expect.any(String),
      slug: expect.any(String),
      description: expect.any(String),
      recipeCategory: expect.any(Array),
      tags: expect.any(Array),
    }),
  );
}

/** aiomealie's `Mealplan`, and Mealie Pocket's `ReadPlanEntry` (non-optional strings). */
function expectPlanEntry(entry: Record<string, unknown>, member: Member) {
  expect(entry).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      userId: member.id,
      groupId: member.groupId,
      householdId: member.groupId,
      entryType: expect.stringMatching(/^(breakfast|lunch|dinner|side)$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: expect.any(String),
      text: expect.any(String),
    }),
  );
  expect(entry).toHaveProperty("recipe");
  if (entry.recipe) expectBaseRecipe(entry.recipe as Record<string, unknown>);
}

/** AwesomeVersion's order of plain `vX.Y.Z` versions. */
const atLeast = (version: string, minimum: string) => {
  const parts = (text: string) => text.replace(/^v/, "").split(".").map(Number);
  const [a, b] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return true;
};

describe("Home Assistant's Mealie integration (aiomealie)", () => {
  it("passes the config flow: the user, and a version no older than Mealie 2.0.0", async () => {
    const { member, api } = await client();
    const self = (await api.get("/api/users/self")).json();
    expect(self).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
      fullName: "Hana Cook",
    });
    const about = await api.get("/api/app/about");
    expect(about.headers["content-type"]).toContain("application/json");
    // The integration refuses a valid version older than its minimum (v2.0.0 now, v1.0.0 before).
    expect(atLeast(about.json().version, "v2.0.0")).toBe(true);
    expect((await api.get("/api/groups/self")).json()).toMatchObject({ id: member.groupId, name: expect.any(String) });
    expect((await api.get("/api/app/about/startup-info")).json()).toHaveProperty("isFirstLogin");
  });

  it("finds household support, then reads the week's meal plan as the calendar does", async () => {
    const { member, api } = await client();
    // define_household_support: any error here would send it to the /api/groups paths.
    const today = await api.get("/api/households/mealplans/today");
    expect(today.statusCode).toBe(200);
    expect(today.headers["content-type"]).toContain("application/json");
    expect(today.json()).toEqual([]);

    const soup = await recipe(api, "Lentil Soup");
    const date = localDate(new Date());
    const planned = await api.post("/api/households/mealplans", { date, entryType: "dinner", recipeId: soup.id });
    expect(planned.headers["content-type"]).toContain("application/json");
    expectPlanEntry(planned.json(), member);
    const noted = await api.post("/api/households/mealplans", {
      date,
      entryType: "lunch",
      title: "Leftovers",
      text: "From the fridge",
    });
    expectPlanEntry(noted.json(), member);

    const week = await api.get(`/api/households/mealplans?start_date=${date}&end_date=${date}&perPage=-1`);
    expect(week.statusCode).toBe(200);
    const entries = week.json().items;
    expect(entries).toHaveLength(2);
    for (const entry of entries) expectPlanEntry(entry, member);
    expect((await api.get("/api/households/mealplans/today")).json()).toHaveLength(2);
  });

  it("sets a random meal for a day", async () => {
    const { member, api } = await client();
    await recipe(api, "Pancakes");
    const response = await api.post("/api/households/mealplans/random", { date: "2030-03-05", entryType: "side" });
    expect(response.statusCode, response.body).toBe(200);
    expectPlanEntry(response.json(), member);
    expect(response.json().recipe.name).toBe("Pancakes");
  });

  it("keeps a shopping list as a to-do list: reads, adds, ticks, renames and deletes items", async () => {
    const { api } = await client();
    const list = (await api.post("/api/households/shopping/lists", { name: "Groceries" })).json();

    const lists = (await api.get("/api/households/shopping/lists?perPage=-1")).json();
    expect(lists.items).toEqual([expect.objectContaining({ id: list.id, name: "Groceries" })]);

    const itemsUrl = `/api/households/shopping/items?queryFilter=shoppingListId%3D${list.id}&orderBy=position&orderDirection=asc&perPage=-1`;
    // async_create_todo_item: MutateShoppingItem without its None fields.
    for (const [position, note] of ["Milk", "Bread"].entries()) {
      const added = await api.post("/api/households/shopping/items", { shoppingListId: list.id, note, position });
      expect(added.statusCode, added.body).toBe(201);
    }
    const items = (await api.get(itemsUrl)).json().items;
    expect(items.map((item: { note: string }) => item.note)).toEqual(["Milk", "Bread"]);
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          shoppingListId: list.id,
          note: expect.any(String),
          display: expect.any(String),
          checked: false,
          position: expect.any(Number),
          quantity: expect.any(Number),
        }),
      );
    }

    // async_update_todo_item: the item as read, ticked (None fields left out), then renamed.
    const [milk, bread] = items;
    const ticked = await api.put(`/api/households/shopping/items/${milk.id}`, {
      id: milk.id,
      shoppingListId: list.id,
      note: milk.note,
      display: milk.display,
      checked: true,
      position: milk.position,
      isFood: milk.isFood,
      quantity: milk.quantity,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    await api.put(`/api/households/shopping/items/${bread.id}`, {
      id: bread.id,
      shoppingListId: list.id,
      note: "Rye bread",
      display: bread.display,
      checked: false,
      position: bread.position,
      isFood: false,
      quantity: 0.0,
    });
    const after = (await api.get(itemsUrl)).json().items;
    expect(after.map((item: { note: string; checked: boolean }) => [item.note, item.checked])).toEqual([
      ["Milk", true],
      ["Rye bread", false],
    ]);

    expect((await api.delete(`/api/households/shopping/items/${milk.id}`)).statusCode).toBe(200);
    expect((await api.get(itemsUrl)).json().items).toHaveLength(1);
  });

  it("reads the statistics sensors", async () => {
    const { api } = await client();
    await recipe(api, "Flatbread");
    const statistics = await api.get("/api/households/statistics");
    expect(statistics.json()).toEqual({
      totalRecipes: 1,
      totalUsers: 1,
      totalCategories: 0,
      totalTags: 0,
      totalTools: 0,
    });
  });

  it("answers the recipe services: search, one recipe, and import by address", async () => {
    const { api } = await client();
    const made = await recipe(api, "Shakshuka");
    const found = (await api.get("/api/recipes?perPage=10&search=shakshuka")).json();
    expect(found.items).toHaveLength(1);
    expectBaseRecipe(found.items[0]);

    const full = (await api.get(`/api/recipes/${made.slug}`)).json();
    expectBaseRecipe(full);
    expect(full.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const line of full.recipeIngredient) {
      for (const key of ["quantity", "note", "title", "display", "unit", "food", "referenceId"]) {
        expect(line).toHaveProperty(key);
      }
    }
    for (const step of full.recipeInstructions) {
      expect(step).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          text: expect.any(String),
          ingredientReferences: expect.any(Array),
        }),
      );
      expect(step).toHaveProperty("title");
    }

    // import_recipe picks /create/url for a version of 2.0.0 or later; a private address is refused.
    const imported = await api.post("/api/recipes/create/url", { url: "http://127.0.0.1/soup", include_tags: false });
    expect(imported.statusCode).toBeGreaterThanOrEqual(400);
    expect(imported.statusCode).toBeLessThan(500);
    expect(imported.statusCode).not.toBe(404);
    expect(imported.json().detail).toBeDefined();
  });
});

describe("Mealie Pocket (iOS)", () => {
  it("reads the server's facts as its AppInfo requires them", async () => {
    const about = (await t.anonymous.get("/api/app/about")).json();
    expect(about).toEqual(
      expect.objectContaining({
        version: expect.any(String),
        demoStatus: expect.any(Boolean),
        allowSignup: expect.any(Boolean),
        allowPasswordLogin: true,
        enableOpenai: expect.any(Boolean),
      }),
    );
  });

  it("plans, lists and removes meals of a date range", async () => {
    const { member, api } = await client();
    const soup = await recipe(api, "Tomato Soup");
    const created = await api.post("/api/households/mealplans", {
      date: "2030-03-04",
      recipeId: soup.id.toUpperCase(),
      entryType: "dinner",
    });
    expect(created.json().id).toEqual(expect.any(Number));
    const range = await api.get(
      "/api/households/mealplans?start_date=2030-03-01&end_date=2030-03-31&page=1&perPage=500&orderBy=date&orderDirection=asc",
    );
    expect(range.statusCode, range.body).toBe(200);
    expect(range.json().total_pages).toBe(1);
    expectPlanEntry(range.json().items[0], member);
    const removed = await api.delete(`/api/households/mealplans/${created.json().id}`);
    expect(removed.json().id).toBe(created.json().id);
  });

  it("keeps shopping lists: newest first, items added, ticked in bulk, recipes added in bulk", async () => {
    const { member, api } = await client();
    const created = await api.post("/api/households/shopping/lists", { name: "Market" });
    const list = created.json();
    const summaryKeys = { id: list.id, groupId: member.groupId, userId: member.id, householdId: member.groupId };
    expect(list).toMatchObject({ ...summaryKeys, listItems: [] });

    const page = await api.get(
      "/api/households/shopping/lists?page=1&perPage=50&orderBy=updatedAt&orderDirection=desc",
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, per_page: 50, total: 1, total_pages: 1 });
    expect(page.json().items[0]).toMatchObject({ ...summaryKeys, updatedAt: expect.any(String) });

    const renamed = await api.put(`/api/households/shopping/lists/${list.id}`, {
      name: "Saturday market",
      id: list.id,
      groupId: member.groupId,
      userId: member.id,
    });
    expect(renamed.json()).toMatchObject({ ...summaryKeys, name: "Saturday market" });

    const added = await api.post("/api/households/shopping/items", {
      shoppingListId: list.id,
      note: "Leeks",
      quantity: 1,
    });
    const [leeks] = added.json().createdItems;
    expect(leeks).toMatchObject({ shoppingListId: list.id, note: "Leeks", quantity: 1 });
    const bulk = await api.put("/api/households/shopping/items", [
      { id: leeks.id, shoppingListId: list.id, note: "Leeks", quantity: 2, checked: true },
    ]);
    expect(bulk.json().updatedItems).toEqual([expect.objectContaining({ id: leeks.id, quantity: 2, checked: true })]);

    const soup = await recipe(api, "Leek Soup");
    const withRecipe = await api.post(`/api/households/shopping/lists/${list.id}/recipe`, [{ recipeId: soup.id }]);
    expect(withRecipe.statusCode, withRecipe.body).toBe(200);
    expect(withRecipe.json()).toMatchObject({
      ...summaryKeys,
      recipeReferences: [{ recipeId: soup.id, recipeQuantity: 1 }],
    });
    expect(withRecipe.json().listItems.map((item: { note: string }) => item.note)).toEqual(
      expect.arrayContaining(["2 eggs", "1 cup flour"]),
    );

    expect((await api.delete(`/api/households/shopping/items/${leeks.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/households/shopping/lists/${list.id}`)).statusCode).toBe(200);
  });

  it("reads the household's statistics", async () => {
    const { api } = await client();
    expect((await api.get("/api/households/statistics")).json()).toMatchObject({ totalRecipes: 0, totalUsers: 1 });
  });
});

describe("Mealie Recipes app (Android, iOS)", () => {
  it("picks the household at setup: its own, and the group's list of them", async () => {
    const { member, api } = await client();
    const self = (await api.get("/api/households/self")).json();
    expect(self).toMatchObject({
      id: member.groupId,
      groupId: member.groupId,
      name: member.group.name,
      slug: member.group.slug,
      group: member.group.name,
      users: [{ id: member.id, fullName: "Hana Cook" }],
      preferences: expect.objectContaining({ privateHousehold: expect.any(Boolean) }),
    });
    const households = (await api.get("/api/groups/households?perPage=-1")).json();
    expect(households.items).toEqual([expect.objectContaining({ id: self.id, slug: self.slug, name: self.name })]);
    expect((await api.get(`/api/groups/households/${self.slug}`)).json().id).toBe(self.id);
    expect((await api.get(`/api/groups/households/${self.id}`)).json().slug).toBe(self.slug);
    expect((await api.get("/api/groups/households/elsewhere")).statusCode).toBe(404);
  });

  it("manages the household: members, preferences, permissions and invitations", async () => {
    const { member, api } = await client();
    const other = await t.newMember({ group: member.group, fullName: "Ivo Baker" });
    const members = (await api.get("/api/households/members?perPage=-1")).json();
    expect(members.items.map((user: { id: string }) => user.id).sort()).toEqual([member.id, other.id].sort());
    expect(members.items[0]).toMatchObject({ householdId: member.groupId });

    const preferences = (await api.get("/api/households/preferences")).json();
    const changed = await api.put("/api/households/preferences", {
      ...preferences,
      privateHousehold: false,
      firstDayOfWeek: 1,
    });
    expect(changed.json()).toMatchObject({ privateHousehold: false, firstDayOfWeek: 1 });
    expect((await api.get("/api/groups/preferences")).json()).toMatchObject({ privateGroup: false, firstDayOfWeek: 1 });

    const permitted = await api.put("/api/households/permissions", {
      userId: other.id,
      canManageHousehold: false,
      canManage: false,
      canInvite: true,
      canOrganize: true,
    });
    expect(permitted.statusCode, permitted.body).toBe(200);
    expect(permitted.json()).toMatchObject({ id: other.id, canInvite: true, canOrganize: true });

    const invitation = await api.post("/api/households/invitations", { uses: 1 });
    expect(invitation.statusCode, invitation.body).toBe(201);
    expect(invitation.json().token).toEqual(expect.any(String));
  });

  it("keeps cookbooks, meal plan rules and recipe actions under the household paths", async () => {
    const { api } = await client();
    const cookbook = await api.post("/api/households/cookbooks", {
      name: "Soups",
      description: "",
      queryFilterString: "",
      public: false,
    });
    expect(cookbook.statusCode, cookbook.body).toBe(201);
    const { id, position } = cookbook.json();
    const updated = await api.put(`/api/households/cookbooks/${id}`, {
      id,
      name: "Winter soups",
      description: "",
      queryFilterString: "",
      public: false,
      position,
    });
    expect(updated.json()).toMatchObject({ id, name: "Winter soups" });
    expect((await api.get("/api/households/cookbooks?perPage=-1")).json().items).toHaveLength(1);
    expect((await api.delete(`/api/households/cookbooks/${id}`)).statusCode).toBe(200);

    expect((await api.get("/api/households/mealplans/rules?perPage=-1")).json().items).toEqual([]);
    const action = await api.post("/api/households/recipe-actions", {
      actionType: "link",
      title: "Print",
      url: "https://example.com/print",
    });
    expect(action.statusCode, action.body).toBe(201);
    const actions = await api.get("/api/households/recipe-actions?perPage=-1&orderBy=title&orderDirection=asc");
    expect(actions.json().items).toEqual([expect.objectContaining({ title: "Print" })]);
  });
});

describe("the OpenAPI document", () => {
  it("lists each operation once, under its Mealie 1 path, and the household operations of its own", async () => {
    const { paths } = (await t.anonymous.get("/openapi.json")).json();
    expect(paths["/api/groups/mealplans"].get.operationId).toBe("getMealPlans");
    expect(paths["/api/households/mealplans"]).toBeUndefined();
    expect(paths["/api/households/self"].get.operationId).toBe("getLoggedInUserHousehold");
  });
});

describe("Mealie 2's explore paths", () => {
  it("show a public group's recipes, foods and organizers under /api/explore/groups/{slug}", async () => {
    const group = await t.newGroup({ preferences: { private_group: false, recipe_public: true } });
    const owner = await t.newMember({ group });
    await t.newRecipe({ owner, name: "Open Pie", public: true });
    const base = `/api/explore/groups/${group.slug}`;
    const v1 = (await t.anonymous.get(`/api/explore/recipes/${group.slug}`)).json();
    const v2 = await t.anonymous.get(`${base}/recipes`);
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v1.items.map((item: { name: string }) => item.name)).toEqual(["Open Pie"]);
    expect(v2.json().items).toEqual(v1.items);
    const pie = await t.anonymous.get(`${base}/recipes/${v1.items[0].slug}`);
    expect(pie.json()).toMatchObject({ name: "Open Pie", householdId: group.id });
    for (const path of ["foods", "organizers/categories", "organizers/tags", "organizers/tools", "cookbooks"]) {
      const response = await t.anonymous.get(`${base}/${path}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
    expect((await t.anonymous.get("/api/explore/groups/no-such-group/recipes")).statusCode).toBe(404);
  });
});
