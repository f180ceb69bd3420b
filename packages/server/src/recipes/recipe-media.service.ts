import { randomBytes } from "node:crypto";
import { type RecipeAsset, toSlug } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { writeRecipeAsset } from "../media/recipe-assets.js";
import { type PreparedImage, writeRecipeImage } from "../media/recipe-images.js";
import { OutboundError, type SafeFetcher } from "../outbound/safe-fetch.js";
import type { GroupRepositories, Repositories } from "../repositories.js";
import type { RecipesService } from "./recipes.service.js";

/** Images fetched by address are held to the same size as uploads. */
const IMAGE_FETCH_LIMIT_BYTES = 20 * 1024 * 1024;
const ASSET_EXTENSION = /^[a-z0-9]{1,10}$/;
const DEFAULT_ASSET_ICON = "mdi-file";

/** A new cache-busting key: clients add it to image URLs, so a changed image is never served from a cache. */
export function newImageKey(): string {
  return randomBytes(6).toString("base64url");
}

/** The file name an asset is stored under: its slugified name and a plain extension, nothing a path could abuse. */
export function assetFileName(name: string, extension: string): string {
  const cleanExtension = extension.trim().replace(/^\.+/, "").toLowerCase();
  if (!ASSET_EXTENSION.test(cleanExtension)) {
    throw new HttpError(400, "errors.media.assetExtensionInvalid");
  }
  return `${toSlug(name).slice(0, 100) || "asset"}.${cleanExtension}`;
}

/** A recipe's image and attached files: uploads, images fetched by address, assets. */
export class RecipeMediaService {
  constructor(
    private readonly dataDir: string,
    private readonly recipes: Pick<RecipesService, "editableRow">,
    private readonly repositories: Repositories,
    private readonly fetcher: SafeFetcher,
  ) {}

  /** Replaces the recipe's image with an uploaded one; returns the new cache key. */
  async uploadImage(actor: Actor, slug: string, image: Buffer): Promise<{ image: string }> {
    const recipe = await this.recipes.editableRow(actor, slug);
    return { image: await this.replaceImage(recipe.group_id, recipe.id, image) };
  }

  /** Downloads the image at `url` (through the safe fetcher) and makes it the recipe's image. */
  async imageFromUrl(actor: Actor, slug: string, url: string): Promise<{ image: string }> {
    const recipe = await this.recipes.editableRow(actor, slug);
    let response: Awaited<ReturnType<SafeFetcher["fetch"]>>;
    try {
      response = await this.fetcher.fetch(url.trim(), {
        maxBytes: IMAGE_FETCH_LIMIT_BYTES,
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
      });
    } catch (error) {
      if (error instanceof OutboundError)
        throw new HttpError(400, "errors.media.imageNotFetched", { reason: error.message });
      throw error;
    }
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(400, "errors.media.imageAddressAnswered", { status: response.status });
    }
    if (!response.contentType?.startsWith("image/")) {
      throw new HttpError(400, "errors.media.addressIsNotImage");
    }
    return { image: await this.replaceImage(recipe.group_id, recipe.id, response.body) };
  }

  /** Stores an uploaded file with the recipe and lists it among its assets. */
  async uploadAsset(
    actor: Actor,
    slug: string,
    upload: { name: string; icon: string; extension: string; content: Buffer },
  ): Promise<RecipeAsset> {
    const recipe = await this.recipes.editableRow(actor, slug);
    const name = upload.name.trim();
    if (!name) throw new HttpError(400, "errors.media.assetNameRequired");
    if (name.length > 255) throw new HttpError(400, "errors.media.assetNameTooLong");
    const icon = upload.icon.trim().slice(0, 100) || DEFAULT_ASSET_ICON;
    const fileName = assetFileName(name, upload.extension);
    await writeRecipeAsset(this.dataDir, recipe.group_id, recipe.id, fileName, upload.content);
    await this.repositories.group(recipe.group_id).recipeMedia.saveAsset(recipe.id, { name, icon, fileName });
    return { name, icon, fileName };
  }

  /**
   * Makes `image` the recipe's image and gives it a new cache key, without permission checks: for
   * callers that checked already or that just created the recipe (an import).
   */
  async replaceImage(
    groupId: string,
    recipeId: string,
    image: Buffer | PreparedImage,
    /** The group's repositories of a transaction the change belongs to (an import's), if any. */
    within?: GroupRepositories,
  ): Promise<string> {
    await writeRecipeImage(this.dataDir, groupId, recipeId, image);
    const key = newImageKey();
    await (within ?? this.repositories.group(groupId)).recipeMedia.setImage(recipeId, key);
    return key;
  }
}
