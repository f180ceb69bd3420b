import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Ratings and favourites: Bob neither sees Alice's nor rates in her name or on her recipes. */
export function ratingIsolationProbes(w: IsolationWorld): Probes {
  /** A fresh recipe of Alice's that she rated 4 and made a favourite. */
  async function alphaRated(): Promise<{ id: string; slug: string }> {
    const recipe = await w.alphaSocialRecipe();
    const rated = await w.asAlice.post(`/api/users/${w.alice.id}/ratings/${recipe.slug}`, {
      rating: 4,
      isFavorite: true,
    });
    expect(rated.statusCode).toBe(200);
    return recipe;
  }
  async function expectAliceRatingKept(recipe: { id: string; slug: string }) {
    expect((await w.asAlice.get(`/api/users/self/ratings/${recipe.id}`)).json()).toEqual({
      recipeId: recipe.id,
      rating: 4,
      isFavorite: true,
    });
    expect((await w.asAlice.get(`/api/recipes/${recipe.slug}`)).json().rating).toBe(4);
  }
  return {
    "GET /api/users/self/ratings": async () => {
      const recipe = await alphaRated();
      const response = await w.asBob.get("/api/users/self/ratings");
      expect(response.body).not.toContain(recipe.id);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/users/self/ratings/:recipe_id": async () => {
      const recipe = await alphaRated();
      const response = await w.asBob.get(`/api/users/self/ratings/${recipe.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail.message).toBe("Recipe not found");
    },
    "GET /api/users/self/favorites": async () => {
      const recipe = await alphaRated();
      const response = await w.asBob.get("/api/users/self/favorites");
      expect(response.body).not.toContain(recipe.id);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/users/:id/ratings": async () => {
      const recipe = await alphaRated();
      const response = await w.asBob.get(`/api/users/${w.alice.id}/ratings`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    },
    "GET /api/users/:id/favorites": async () => {
      const recipe = await alphaRated();
      const response = await w.asBob.get(`/api/users/${w.alice.id}/favorites`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    },
    "POST /api/users/:id/ratings/:slug": async () => {
      const recipe = await alphaRated();
      const forAlice = await w.asBob.post(`/api/users/${w.alice.id}/ratings/${recipe.slug}`, { rating: 1 });
      expect(forAlice.statusCode).toBe(403);
      expect((await w.asBob.post(`/api/users/${w.bob.id}/ratings/${recipe.slug}`, { rating: 1 })).statusCode).toBe(404);
      expect((await w.asBob.post(`/api/users/${w.bob.id}/ratings/${recipe.id}`, { rating: 1 })).statusCode).toBe(404);
      await expectAliceRatingKept(recipe);
    },
    "POST /api/users/:id/favorites/:slug": async () => {
      const recipe = await alphaRated();
      expect((await w.asBob.post(`/api/users/${w.alice.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
      expect((await w.asBob.post(`/api/users/${w.bob.id}/favorites/${recipe.slug}`)).statusCode).toBe(404);
      expect((await w.asBob.get("/api/users/self/favorites")).body).not.toContain(recipe.id);
    },
    "DELETE /api/users/:id/favorites/:slug": async () => {
      const recipe = await alphaRated();
      expect((await w.asBob.delete(`/api/users/${w.alice.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
      expect((await w.asBob.delete(`/api/users/${w.bob.id}/favorites/${recipe.slug}`)).statusCode).toBe(404);
      await expectAliceRatingKept(recipe);
    },
  };
}
