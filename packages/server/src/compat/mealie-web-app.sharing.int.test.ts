import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { fileOf, getAllUrl, MealieWebApp } from "./mealie-client.js";

/**
 * Mealie v1.12's web app sharing a recipe (RecipeDialogShare) and a visitor opening the link,
 * replayed as they send them.
 */
const t = useTestContext();

async function webAppOf(member: Member): Promise<MealieWebApp> {
  const { authorization } = await t.headersOf(member);
  return new MealieWebApp(t.app, authorization.slice("Bearer ".length));
}

describe("Mealie's web app: share links", () => {
  it("creates a link with {recipeId, expiresAt}, lists it as a plain array by recipe_id, and a visitor opens it", async () => {
    const cook = await t.newMember();
    const app = await webAppOf(cook);
    const created = await app.post("/api/recipes", { name: "Shared Shortbread" });
    const recipe = (await app.get(`/api/recipes/${created.json()}`)).json();
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#8e44ad" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", fileOf(png, "shortbread.png", "image/png"));
    form.append("extension", "png");
    expect((await app.upload("PUT", `/api/recipes/${recipe.slug}/image`, form)).statusCode).toBe(200);

    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const shared = await app.post("/api/shared/recipes", { recipeId: recipe.id, expiresAt });
    expect(shared.statusCode, shared.body).toBe(201);
    const { id } = shared.json();

    const listed = await app.get(getAllUrl("/api/shared/recipes", 1, -1, { recipe_id: recipe.id }));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id, expiresAt })]);

    // The share page: a visitor, no token, the link's id in the path.
    const visitor = new MealieWebApp(t.app);
    const opened = await visitor.get(`/api/recipes/shared/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const seen = opened.json();
    expect(seen).toMatchObject({ id: recipe.id, name: "Shared Shortbread", recipeIngredient: expect.any(Array) });
    // The page's <img>: the group is private, so only the link's holder sees the picture.
    const image = await visitor.browse(`/api/media/recipes/${recipe.id}/images/original.webp?token=${id}`);
    expect(image.statusCode).toBe(200);

    const deleted = await app.delete(`/api/shared/recipes/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await app.get(getAllUrl("/api/shared/recipes", 1, -1, { recipe_id: recipe.id }))).json()).toEqual([]);
    expect((await visitor.get(`/api/recipes/shared/${id}`)).statusCode).toBe(404);
  });
});
