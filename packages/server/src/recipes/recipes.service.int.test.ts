import { randomUUID } from "node:crypto";
import { CreateIngredientFood, RecipeUpdate } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

/**
 * The recipes service on a real database, without HTTP: the rules a request only reaches in passing
 * (creations racing for one name, who may change a locked recipe, the ids a copy gets).
 */

const t = useTestContext();
const recipes = () => t.services.recipes;
/** A body as the route hands it to the service, after its schema has read it. */
const body = (input: RecipeUpdate) => RecipeUpdate.parse(input);

/**
 * An owner of a new group (who may organize its data), another member and an administrator of that
 * group, as the service sees callers.
 */
async function household() {
  const owner = await t.newMember({ canOrganize: true });
  const member = await t.newMember({ group: owner.group });
  const admin = await t.newMember({ group: owner.group, admin: true });
  return { owner: await t.actorOf(owner), member: await t.actorOf(member), admin: await t.actorOf(admin) };
}

describe("creating recipes at the same time", () => {
  it("gives creations racing for one name distinct slugs, each under a name of the series", async () => {
    const actor = await t.actorOf(await t.newMember());
    const slugs = await Promise.all(Array.from({ length: 6 }, () => recipes().create(actor, "Race")));
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) {
      expect((await recipes().getInGroup(actor.groupId, slug)).name).toMatch(/^Race( \([1-9]\d?\))?$/);
    }
  });

  it("keeps both names when two different names racing for one slug are created at once", async () => {
    const actor = await t.actorOf(await t.newMember());
    const slugs = await Promise.all([
      recipes().create(actor, "Mac & Cheese"),
      recipes().create(actor, "Mac and Cheese"),
    ]);
    expect([...slugs].sort()).toEqual(["mac-and-cheese", "mac-and-cheese-1"]);
    const names = await Promise.all(slugs.map(async (slug) => (await recipes().getInGroup(actor.groupId, slug)).name));
    expect(names.sort()).toEqual(["Mac & Cheese", "Mac and Cheese"]);
  });

  it("races only within a group: two groups creating one name both get its plain slug", async () => {
    const first = await t.actorOf(await t.newMember());
    const second = await t.actorOf(await t.newMember());
    const slugs = await Promise.all([recipes().create(first, "Shared Name"), recipes().create(second, "Shared Name")]);
    expect(slugs).toEqual(["shared-name", "shared-name"]);
  });
});

describe("locked recipes", () => {
  it("refuse other members' changes and deletion, but not the owner's or an administrator's", async () => {
    const { owner, member, admin } = await household();
    const slug = await recipes().create(owner, "Family Secret");
    await recipes().patch(owner, slug, body({ settings: { locked: true } }));

    const locked = { statusCode: 403, message: expect.stringContaining("locked") };
    await expect(recipes().patch(member, slug, body({ description: "changed" }))).rejects.toMatchObject(locked);
    await expect(recipes().update(member, slug, body({ description: "changed" }))).rejects.toMatchObject(locked);
    await expect(recipes().delete(member, slug)).rejects.toMatchObject(locked);
    expect((await recipes().getInGroup(owner.groupId, slug)).description).toBe("");

    expect((await recipes().patch(admin, slug, body({ description: "by admin" }))).description).toBe("by admin");
    expect((await recipes().patch(owner, slug, body({ description: "by owner" }))).description).toBe("by owner");
  });

  it("still take the date a member last made them", async () => {
    const { owner, member } = await household();
    const slug = await recipes().create(owner, "Locked Stew");
    await recipes().patch(owner, slug, body({ settings: { locked: true } }));
    const made = await recipes().setLastMade(member, slug, new Date("2026-01-02T18:30:00Z"));
    expect(made.lastMade).toBe("2026-01-02T18:30:00.000Z");
  });

  it("are locked and unlocked by the owner or an administrator only", async () => {
    const { owner, member, admin } = await household();
    const slug = await recipes().create(owner, "Open Pie");
    await expect(recipes().patch(member, slug, body({ settings: { locked: true } }))).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await recipes().patch(member, slug, body({ settings: { showAssets: true } }))).settings.locked).toBe(false);
    expect((await recipes().patch(admin, slug, body({ settings: { locked: true } }))).settings.locked).toBe(true);
    await expect(recipes().patch(member, slug, body({ settings: { locked: false } }))).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await recipes().patch(owner, slug, body({ settings: { locked: false } }))).settings.locked).toBe(false);
  });

  it("are out of reach of another group's administrator (404, not 403)", async () => {
    const { owner } = await household();
    const stranger = await t.actorOf(await t.newMember({ admin: true }));
    const slug = await recipes().create(owner, "Guarded");
    await recipes().patch(owner, slug, body({ settings: { locked: true } }));
    await expect(recipes().patch(stranger, slug, body({ description: "x" }))).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(recipes().delete(stranger, slug)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("duplicating a recipe", () => {
  it("gives the copy fresh step and ingredient reference ids, with its steps pointing at its own ingredients", async () => {
    const { owner, member } = await household();
    const slug = await recipes().create(owner, "Crêpes");
    const [flour, milk] = [randomUUID(), randomUUID()];
    const original = await recipes().update(
      owner,
      slug,
      body({
        recipeIngredient: [
          { note: "flour", referenceId: flour },
          { note: "milk", referenceId: milk },
        ],
        recipeInstructions: [
          { id: randomUUID(), text: "Whisk", ingredientReferences: [{ referenceId: flour }, { referenceId: milk }] },
          { id: randomUUID(), text: "Rest", ingredientReferences: [{ referenceId: milk }] },
        ],
      }),
    );

    const copy = await recipes().duplicate(member, slug);
    expect(copy).toMatchObject({ name: "Crêpes (1)", slug: "crepes-1", userId: member.id, groupId: owner.groupId });
    expect(copy.id).not.toBe(original.id);
    const [copiedFlour, copiedMilk] = copy.recipeIngredient.map((ingredient) => ingredient.referenceId);
    expect(copy.recipeIngredient.map((ingredient) => ingredient.note)).toEqual(["flour", "milk"]);
    expect([copiedFlour, copiedMilk]).not.toContain(flour);
    expect([copiedFlour, copiedMilk]).not.toContain(milk);
    expect(copiedFlour).not.toBe(copiedMilk);
    const originalStepIds = original.recipeInstructions.map((step) => step.id);
    for (const step of copy.recipeInstructions) expect(originalStepIds).not.toContain(step.id);
    expect(copy.recipeInstructions.map((step) => step.ingredientReferences)).toEqual([
      [{ referenceId: copiedFlour }, { referenceId: copiedMilk }],
      [{ referenceId: copiedMilk }],
    ]);

    expect(await recipes().getInGroup(owner.groupId, slug)).toEqual(original);
    const second = await recipes().duplicate(member, slug, "Crêpes again");
    const secondRefs = second.recipeIngredient.map((ingredient) => ingredient.referenceId);
    expect(secondRefs).not.toContain(copiedFlour);
    expect(second.recipeInstructions[1]?.ingredientReferences).toEqual([{ referenceId: secondRefs[1] }]);
  });

  it("copies only within the caller's group", async () => {
    const { owner } = await household();
    const stranger = await t.actorOf(await t.newMember());
    const slug = await recipes().create(owner, "Private Dish");
    await expect(recipes().duplicate(stranger, slug, "Stolen")).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("a recipe read as JSON text", () => {
  it("shows every change the recipe shows, whichever service made it, once it is kept as text too", async () => {
    const { owner, member } = await household();
    const slug = await recipes().create(owner, "Kept Soup");
    const read = async () => JSON.parse(String(await t.services.recipesReadModel.recipe(member, slug)));
    expect(await read()).toMatchObject({ description: "", rating: null, comments: [] });
    const { id } = await read();

    await recipes().patch(owner, slug, body({ description: "with leeks", tags: [{ name: "Winter" }] }));
    expect(await read()).toMatchObject({ description: "with leeks", tags: [{ name: "Winter" }] });

    await t.services.ratings.setRating(member, member.id, slug, { rating: 4 });
    expect((await read()).rating).toBe(4);

    await t.services.comments.create(member, { recipeId: id, text: "Lovely" });
    expect((await read()).comments).toMatchObject([{ text: "Lovely" }]);

    const [tag] = (await read()).tags;
    await t.services.organizers.tags.update(owner, tag.id, { name: "Cold Days" });
    expect((await read()).tags).toMatchObject([{ id: tag.id, name: "Cold Days" }]);

    const leek = await t.services.foods.create(owner, CreateIngredientFood.parse({ name: "leek" }));
    await recipes().patch(owner, slug, body({ recipeIngredient: [{ quantity: 2, food: { id: leek.id } }] }));
    expect((await read()).recipeIngredient).toMatchObject([{ food: { id: leek.id, name: "leek" } }]);
    await t.services.foods.update(owner, leek.id, CreateIngredientFood.parse({ name: "Leek" }));
    expect((await read()).recipeIngredient).toMatchObject([{ food: { id: leek.id, name: "Leek" } }]);
  });
});
