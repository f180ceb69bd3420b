import sharp from "sharp";
import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { multipartFile } from "../test-support/multipart.js";

/** Timeline events: Alice's events are neither listed, filtered to, read, changed nor deleted by Bob. */
export function timelineIsolationProbes(w: IsolationWorld): Probes {
  const timeline = "/api/recipes/timeline/events";
  async function alphaEvent(): Promise<{ id: string; subject: string; recipeId: string }> {
    const recipe = await w.alphaSocialRecipe();
    const body = { recipeId: recipe.id, subject: "Alpha cooked it", eventType: "info" };
    return (await w.asAlice.post("/api/recipes/timeline/events", body)).json();
  }
  return {
    [`GET ${timeline}`]: async () => {
      const event = await alphaEvent();
      const response = await w.asBob.get(`${timeline}?perPage=-1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(event.id);
      const filter = encodeURIComponent(`recipe_id = "${event.recipeId}" OR recipe.group_id = "${w.alpha.id}"`);
      expect((await w.asBob.get(`${timeline}?queryFilter=${filter}`)).json().total).toBe(0);
      w.expectNoAlphaData(response.body);
    },
    [`POST ${timeline}`]: async () => {
      const event = await alphaEvent();
      const body = { recipeId: event.recipeId, subject: "Bob's event", eventType: "info" };
      expect((await w.asBob.post(timeline, body)).statusCode).toBe(404);
      const filter = encodeURIComponent(`recipeId = "${event.recipeId}" AND subject = "Bob's event"`);
      expect((await w.asAlice.get(`${timeline}?queryFilter=${filter}`)).json().total).toBe(0);
    },
    [`GET ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      const response = await w.asBob.get(`${timeline}/${event.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(event.subject);
    },
    [`PUT ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      expect((await w.asBob.put(`${timeline}/${event.id}`, { subject: "Taken over" })).statusCode).toBe(404);
      expect((await w.asAlice.get(`${timeline}/${event.id}`)).json().subject).toBe(event.subject);
    },
    [`DELETE ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      expect((await w.asBob.delete(`${timeline}/${event.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`${timeline}/${event.id}`)).statusCode).toBe(200);
    },
    [`PUT ${timeline}/:item_id/image`]: async () => {
      const event = await alphaEvent();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const upload = multipartFile("image", "a.png", png, "image/png");
      const response = await w.asBob.upload(`${timeline}/${event.id}/image`, upload, "PUT");
      expect(response.statusCode).toBe(404);
      expect((await w.asAlice.get(`${timeline}/${event.id}`)).json().image).toBe("does not have image");
    },
  };
}
