import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { listQuery, mealieWebApp, ok } from "./mealie-client-data.js";

/**
 * Cookbooks and recipe actions as Mealie v1.12's web app manages them: the sidebar and the
 * cookbooks page list cookbooks by `position`, the page saves whole cookbooks and the whole
 * reordered list; the recipe menu lists actions by `title`.
 */
const t = useTestContext();

const COOKBOOKS = `/api/groups/cookbooks?${listQuery({ orderBy: "position", orderDirection: "asc" })}`;
const ACTIONS = `/api/groups/recipe-actions?${listQuery({ orderBy: "title", orderDirection: "asc" })}`;

describe("the cookbooks page", () => {
  it("creates, saves a whole cookbook, reorders all of them, opens one by its slug and deletes", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    const category = ok(await web.post("/api/organizers/categories", { name: "Soups" }), 201);
    await t.newRecipe({ owner: member, name: "Lentil Soup", slug: "lentil-soup", categories: [category] });

    expect(ok(await web.get(COOKBOOKS)).items).toEqual([]);
    const first = ok(await web.post("/api/groups/cookbooks", { name: "Cookbook 1" }), 201);
    expect(first).toMatchObject({ id: expect.any(String), name: "Cookbook 1", slug: "cookbook-1", public: false });
    ok(await web.post("/api/groups/cookbooks", { name: "Cookbook 2" }), 201);

    // The editor: the cookbook as listed, renamed and given a category object from the selector.
    const listed = ok(await web.get(COOKBOOKS)).items.find((one: { id: string }) => one.id === first.id);
    const saved = ok(
      await web.put(`/api/groups/cookbooks/${listed.id}`, {
        ...listed,
        name: "Soups & Stews",
        public: true,
        categories: [category],
      }),
    );
    expect(saved).toMatchObject({
      id: listed.id,
      name: "Soups & Stews",
      public: true,
      categories: [{ id: category.id }],
    });
    // The page follows a changed slug.
    expect(saved.slug).not.toBe(listed.slug);

    // Drag and drop: every cookbook as listed, in the new order, positions renumbered from 1.
    const all = ok(await web.get(COOKBOOKS)).items;
    const dragged = [...all].sort((a: { id: string }, b: { id: string }) =>
      a.id === first.id ? 1 : b.id === first.id ? -1 : 0,
    );
    const reordered = dragged.map((cookbook: object, index: number) => ({ ...cookbook, position: index + 1 }));
    ok(await web.put("/api/groups/cookbooks", reordered));
    expect(ok(await web.get(COOKBOOKS)).items.map((cookbook: { name: string }) => cookbook.name)).toEqual([
      "Cookbook 2",
      "Soups & Stews",
    ]);

    // CookbookPage passes the route's slug.
    const page = ok(await web.get(`/api/groups/cookbooks/${saved.slug}`));
    expect(page).toMatchObject({ id: listed.id, name: "Soups & Stews" });
    expect(page.recipes.map((recipe: { slug: string }) => recipe.slug)).toEqual(["lentil-soup"]);
    const recipes = ok(
      await web.get(
        `/api/recipes?${listQuery({ cookbook: saved.slug, orderBy: "name", orderDirection: "asc" }, 1, 64)}`,
      ),
    );
    expect(recipes.items.map((recipe: { slug: string }) => recipe.slug)).toEqual(["lentil-soup"]);

    expect((await web.delete(`/api/groups/cookbooks/${first.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(COOKBOOKS)).items).toHaveLength(1);
  });
});

describe("the recipe actions", () => {
  it("are listed by title for the recipe menu, created, saved whole and deleted", async () => {
    const member = await t.newMember({ canOrganize: true });
    const web = mealieWebApp(t, member);
    expect(ok(await web.get(ACTIONS)).items).toEqual([]);
    ok(
      await web.post("/api/groups/recipe-actions", {
        actionType: "post",
        title: "Send to display",
        url: "https://display.example.com/recipe",
      }),
      201,
    );
    const link = ok(
      await web.post("/api/groups/recipe-actions", {
        actionType: "link",
        title: "Look it up",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the action's placeholder, filled in by the web app
        url: "https://search.example.com/?q=${slug}",
      }),
      201,
    );

    const actions = ok(await web.get(ACTIONS)).items;
    expect(actions.map((action: { title: string; actionType: string }) => [action.title, action.actionType])).toEqual([
      ["Look it up", "link"],
      ["Send to display", "post"],
    ]);
    expect(actions[0].url).toBe(link.url);

    const saved = ok(await web.put(`/api/groups/recipe-actions/${link.id}`, { ...actions[0], title: "Search" }));
    expect(saved).toMatchObject({ id: link.id, title: "Search", actionType: "link", groupId: member.groupId });
    expect((await web.delete(`/api/groups/recipe-actions/${link.id}`)).statusCode).toBe(200);
    expect(ok(await web.get(ACTIONS)).items).toHaveLength(1);
  });
});
