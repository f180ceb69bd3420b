import {
  type Recipe,
  type RecipeShareToken,
  type RecipeShareTokenCreate,
  type RecipeShareTokenSummary,
  SHARE_LINK_DEFAULT_DAYS,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import { presentShareToken } from "./shares.presenter.js";
import type { ShareTokenRow, ShareTokensRepository } from "./shares.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const shareNotFound = () => new HttpError(404, "errors.recipes.shareLinkNotFound");
const recipeNotFound = () => new HttpError(404, "errors.recipes.recipeNotFound");

/** Reads one full recipe of a group by id, as the recipe API presents it; a 404 when it is gone. */
export type FullRecipeReader = (groupId: string, recipeId: string) => Promise<Recipe>;

/**
 * Share links: a member makes a link to one recipe of the group that anyone may open, without an
 * account, until it expires (30 days unless chosen). Mealie v1.12 never refused an expired link; Larder does.
 */
export class SharesService {
  constructor(
    private readonly repositories: Repositories,
    private readonly readRecipe: FullRecipeReader,
  ) {}

  private shares(actor: Actor): ShareTokensRepository {
    return this.repositories.group(actor.groupId).shareTokens;
  }

  async list(actor: Actor, recipeId?: string): Promise<RecipeShareTokenSummary[]> {
    return (await this.shares(actor).list(recipeId)).map(presentShareToken);
  }

  async get(actor: Actor, id: string): Promise<RecipeShareToken> {
    const token = await this.shares(actor).find(id);
    if (!token) throw shareNotFound();
    return this.withRecipe(token);
  }

  async create(actor: Actor, body: z.output<typeof RecipeShareTokenCreate>): Promise<RecipeShareToken> {
    const { recipes, shareTokens: shares } = this.repositories.group(actor.groupId);
    const recipe = await recipes.findRow(body.recipeId);
    if (!recipe) throw recipeNotFound();
    const now = Date.now();
    const expiresAt = body.expiresAt ?? new Date(now + SHARE_LINK_DEFAULT_DAYS * DAY_MS);
    if (expiresAt.getTime() <= now) throw new HttpError(400, "errors.recipes.shareExpiryInPast");
    return this.withRecipe(await shares.create(recipe.id, expiresAt));
  }

  async delete(actor: Actor, id: string): Promise<RecipeShareTokenSummary> {
    const shares = this.shares(actor);
    const token = await shares.find(id);
    if (!token) throw shareNotFound();
    await shares.delete(token.id);
    return presentShareToken(token);
  }

  /** The recipe behind a link, for anyone holding it; an unknown or expired link is a 404. */
  async sharedRecipe(tokenId: string): Promise<Recipe> {
    const token = await this.repositories.sharedRecipeLinks.findLive(tokenId, new Date());
    if (!token) throw shareNotFound();
    return this.readRecipe(token.group_id, token.recipe_id);
  }

  private async withRecipe(token: ShareTokenRow): Promise<RecipeShareToken> {
    return { ...presentShareToken(token), recipe: await this.readRecipe(token.group_id, token.recipe_id) };
  }
}
