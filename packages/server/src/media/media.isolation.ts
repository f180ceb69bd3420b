import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { recipeAssetsFolder } from "./recipe-assets.js";
import { timelineImagesFolder } from "./recipe-images.js";

const EVENT_ID = "0b7f8f52-52d4-4a8e-9d1e-3c6a3f0e2b41";

/**
 * Media of Alpha, a private group: Bob fetches none of its recipes' files nor its members' pictures,
 * while Aaron, a plain member of Alpha, fetches each of them.
 */
export function mediaIsolationProbes(w: IsolationWorld): Probes {
  async function expectAlphaOnly(url: string): Promise<void> {
    expect((await w.asBob.get(url)).statusCode).toBe(404);
    expect((await w.t.as(w.aaron).get(url)).statusCode).toBe(200);
  }

  /** A file written straight into the folder of a fresh recipe of Alice's. */
  async function alphaRecipeFile(folderOf: (recipeId: string) => string, name: string) {
    const recipe = await w.alphaRecipe();
    const folder = folderOf(recipe.id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, name), "Alpha's file");
    return recipe;
  }

  // The world's server starts after the probes are listed: its data folder is read when a probe runs.
  const dataDir = () => w.t.config.dataDir;
  return {
    "GET /api/media/recipes/:recipe_id/images/:file_name": async () => {
      const recipe = await w.alphaFileRecipe();
      await expectAlphaOnly(`/api/media/recipes/${recipe.id}/images/original.webp?version=${recipe.image}`);
    },
    "GET /api/media/recipes/:recipe_id/assets/:file_name": async () => {
      const recipe = await alphaRecipeFile((id) => recipeAssetsFolder(dataDir(), w.alpha.id, id), "card.pdf");
      await expectAlphaOnly(`/api/media/recipes/${recipe.id}/assets/card.pdf`);
    },
    "GET /api/media/recipes/:recipe_id/images/timeline/:timeline_event_id/:file_name": async () => {
      const recipe = await alphaRecipeFile(
        (id) => timelineImagesFolder(dataDir(), w.alpha.id, id, EVENT_ID),
        "min-original.webp",
      );
      await expectAlphaOnly(`/api/media/recipes/${recipe.id}/images/timeline/${EVENT_ID}/min-original.webp`);
    },
    "GET /api/media/users/:user_id/:file_name": async () => {
      const file = w.t.services.avatars.pathOf(w.alice.id);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "Alice's picture");
      await expectAlphaOnly(`/api/media/users/${w.alice.id}/profile.webp`);
    },
  };
}
