import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

/**
 * Which groups visitors may explore: as in Mealie (mealie-behaviour.md §2 Explore, §4 Permissions),
 * the group must not be private AND must have its "recipes are public" preference on; any other
 * group answers 404 on every explore path, as a missing one does.
 */

const t = useTestContext();

/** A group with the given preferences, a public recipe, a public cookbook, a food and one organizer of each kind. */
async function groupWith(preferences: { private_group: boolean; recipe_public: boolean }) {
  const group = await t.newGroup({ name: `Explore ${randomUUID().slice(0, 8)}`, preferences });
  const member = await t.newMember({ group, canOrganize: true });
  const post = async (url: string, payload: object) => {
    const response = await t.as(member).post(url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const recipe = await t.newRecipe({ owner: member, name: "Open Sandwich", public: true });
  const cookbook = await post("/api/groups/cookbooks", { name: "Lunches", public: true });
  const food = await post("/api/foods", { name: "Bread" });
  const organizers = {
    categories: await post("/api/organizers/categories", { name: "Lunch" }),
    tags: await post("/api/organizers/tags", { name: "Quick" }),
    tools: await post("/api/organizers/tools", { name: "Knife" }),
  };
  const paths = [
    `/api/explore/recipes/${group.slug}`,
    `/api/explore/recipes/${group.slug}/${recipe.slug}`,
    `/api/explore/cookbooks/${group.slug}`,
    `/api/explore/cookbooks/${group.slug}/${cookbook.id}`,
    `/api/explore/foods/${group.slug}`,
    `/api/explore/foods/${group.slug}/${food.id}`,
    ...Object.entries(organizers).flatMap(([kind, organizer]) => [
      `/api/explore/organizers/${group.slug}/${kind}`,
      `/api/explore/organizers/${group.slug}/${kind}/${organizer.id}`,
    ]),
  ];
  return { group, paths };
}

const visit = (url: string) => t.anonymous.get(url);

describe("explore and the group's recipePublic preference", () => {
  it("opens every explore path of a group that is not private and has public recipes", async () => {
    const { paths } = await groupWith({ private_group: false, recipe_public: true });
    for (const path of paths) expect((await visit(path)).statusCode, path).toBe(200);
  });

  it("answers 404 everywhere for a group that is not private but keeps its recipes to itself", async () => {
    const { paths } = await groupWith({ private_group: false, recipe_public: false });
    for (const path of paths) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().detail.message).toBe("Group not found");
    }
  });

  it("answers 404 everywhere for a private group, whatever its recipePublic", async () => {
    const { paths } = await groupWith({ private_group: true, recipe_public: true });
    for (const path of paths) expect((await visit(path)).statusCode, path).toBe(404);
  });

  it("follows the preference as the group's settings change it", async () => {
    const { group, paths } = await groupWith({ private_group: false, recipe_public: true });
    const [list] = paths as [string];
    expect((await visit(list)).statusCode).toBe(200);
    await t.services.repositories.groups.updatePreferences(group.id, { recipe_public: false });
    expect((await visit(list)).statusCode).toBe(404);
  });
});
