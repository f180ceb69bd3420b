import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { listQuery, mealieWebApp, ok } from "./mealie-client-data.js";

/**
 * The meal planner and its rules as Mealie v1.12's web app drives them: the week read with
 * `start_date`/`end_date`, entries created with the planner's placeholders (`existing: false`,
 * `id: 0`, `groupId: ""`), edited with the entry's own fields and re-typed with the whole entry.
 */
const t = useTestContext();

describe("the meal planner", () => {
  it("reads the week, adds a recipe and a note, edits, re-types, picks at random and deletes", async () => {
    const member = await t.newMember();
    const web = mealieWebApp(t, member);
    const recipe = await t.newRecipe({ owner: member, name: "Lentil Soup", slug: "lentil-soup" });
    const week = `/api/groups/mealplans?page=1&perPage=-1&start_date=2030-03-04&end_date=2030-03-10`;

    expect(ok(await web.get(week)).items).toEqual([]);

    // The planner's editor: a recipe, then a note (no recipe: `recipeId` left undefined).
    const planned = {
      date: "2030-03-04",
      title: "",
      text: "",
      recipeId: recipe.id,
      entryType: "dinner",
      existing: false,
      id: 0,
      groupId: "",
    };
    ok(await web.post("/api/groups/mealplans", planned), 201);
    const note = { ...planned, date: "2030-03-05", title: "Leftovers", text: "from Monday", recipeId: undefined };
    ok(await web.post("/api/groups/mealplans", note), 201);
    // RecipeContextMenu's "add to meal plan".
    ok(
      await web.post("/api/groups/mealplans", {
        date: "2030-03-06",
        entryType: "lunch",
        title: "",
        text: "",
        recipeId: recipe.id,
      }),
      201,
    );
    // Outside the week.
    ok(await web.post("/api/groups/mealplans", { ...planned, date: "2030-03-11" }), 201);

    const entries = ok(await web.get(week)).items;
    expect(entries.map((entry: { date: string }) => entry.date)).toEqual(["2030-03-04", "2030-03-05", "2030-03-06"]);
    const [dinner, leftovers] = entries;
    expect(dinner).toMatchObject({
      id: expect.any(Number),
      date: "2030-03-04",
      entryType: "dinner",
      recipeId: recipe.id,
      groupId: member.groupId,
      userId: member.id,
      recipe: { id: recipe.id, name: "Lentil Soup", slug: "lentil-soup" },
    });
    expect(leftovers).toMatchObject({ title: "Leftovers", text: "from Monday", recipeId: null, recipe: null });

    // planner/edit's editor: the entry's fields with `existing: true`.
    const edited = {
      date: leftovers.date,
      title: "Soup again",
      text: leftovers.text,
      recipeId: recipe.id,
      entryType: leftovers.entryType,
      existing: true,
      id: leftovers.id,
      groupId: leftovers.groupId,
      userId: leftovers.userId,
    };
    expect(ok(await web.put(`/api/groups/mealplans/${leftovers.id}`, edited))).toMatchObject({
      title: "Soup again",
      recipeId: recipe.id,
    });
    // setType: the whole entry as read, recipe object included.
    expect(ok(await web.put(`/api/groups/mealplans/${dinner.id}`, { ...dinner, entryType: "side" }))).toMatchObject({
      entryType: "side",
      recipeId: recipe.id,
    });

    const random = ok(await web.post("/api/groups/mealplans/random", { date: "2030-03-07", entryType: "dinner" }));
    expect(random).toMatchObject({ date: "2030-03-07", entryType: "dinner", recipeId: recipe.id });

    expect((await web.delete(`/api/groups/mealplans/${dinner.id}`)).statusCode).toBe(200);
    const after = ok(await web.get(week)).items;
    expect(after.map((entry: { date: string; entryType: string }) => `${entry.date} ${entry.entryType}`)).toEqual([
      "2030-03-05 dinner",
      "2030-03-06 lunch",
      "2030-03-07 dinner",
    ]);
  });
});

describe("the meal plan rules", () => {
  it("lists, creates with organizer objects, saves the whole rule and deletes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const category = ok(await web.post("/api/organizers/categories", { name: "Soups" }), 201);
    const tag = ok(await web.post("/api/organizers/tags", { name: "Quick" }), 201);
    const rules = `/api/groups/mealplans/rules?${listQuery()}`;

    expect(ok(await web.get(rules)).items).toEqual([]);
    // The settings page's new rule: "unset" defaults, the organizer objects the selector holds.
    const created = ok(
      await web.post("/api/groups/mealplans/rules", {
        entryType: "unset",
        day: "unset",
        categories: [category],
        tags: [],
      }),
      201,
    );
    expect(created).toMatchObject({
      id: expect.any(String),
      day: "unset",
      entryType: "unset",
      categories: [{ id: category.id, name: "Soups" }],
      tags: [],
      groupId: member.groupId,
    });

    const [rule] = ok(await web.get(rules)).items;
    const saved = ok(
      await web.put(`/api/groups/mealplans/rules/${rule.id}`, {
        ...rule,
        day: "monday",
        entryType: "dinner",
        tags: [tag],
      }),
    );
    expect(saved).toMatchObject({ day: "monday", entryType: "dinner", tags: [{ id: tag.id, name: "Quick" }] });

    expect((await web.delete(`/api/groups/mealplans/rules/${rule.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(rules)).items).toEqual([]);
  });
});
