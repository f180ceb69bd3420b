import type { Actor } from "../auth/actor.js";
import { isUuid } from "../db/uuid.js";
import { notFound } from "../http/errors.js";
import type { Repositories } from "../repositories.js";

/** Who may keep a served file: any cache for what anyone may fetch, only the caller's own otherwise. */
export type MediaCaching = "public" | "private";

/**
 * Who asks for a file. An <img> cannot send a bearer token: a browser sends the session cookie, a
 * share page puts its link's token in the URL, Mealie's apps send their Authorization header.
 */
export interface MediaCaller {
  /** The share link's token the URL carries, if any. */
  shareToken?: string;
  /** The signed-in user, or null; read only when the recipe is not open to visitors. */
  signedIn(): Promise<Actor | null>;
}

export interface RecipeMediaGrant {
  /** The group whose folder holds the recipe's files. */
  groupId: string;
  caching: MediaCaching;
}

/**
 * Who may fetch stored media. A recipe's images, assets and timeline photos: members of its group,
 * anyone when visitors may read the recipe (explore's rules), and holders of a live share link of
 * that recipe. A user's picture: the members of the user's group, the user included. Anyone else
 * gets the 404 of a missing recipe or user, so that ids cannot be probed.
 */
export class MediaAccessService {
  constructor(private readonly repositories: Repositories) {}

  async recipeMedia(recipeId: string, caller: MediaCaller): Promise<RecipeMediaGrant> {
    if (!isUuid(recipeId)) throw notFound();
    const recipe = await this.repositories.recipeFiles.locate(recipeId);
    if (!recipe) throw notFound();
    if (recipe.openToVisitors) return { groupId: recipe.groupId, caching: "public" };
    const granted =
      (caller.shareToken !== undefined && (await this.#sharedByLink(recipeId, caller.shareToken))) ||
      (await caller.signedIn())?.groupId === recipe.groupId;
    if (!granted) throw notFound();
    return { groupId: recipe.groupId, caching: "private" };
  }

  /** Passes for the user's own group; a 404 otherwise. Pictures are always private. */
  async userPicture(userId: string, caller: MediaCaller): Promise<void> {
    const actor = await caller.signedIn();
    if (!actor) throw notFound();
    if (actor.id === userId) return;
    const user = await this.repositories.users.findById(userId);
    if (user?.group_id !== actor.groupId) throw notFound();
  }

  async #sharedByLink(recipeId: string, token: string): Promise<boolean> {
    const link = await this.repositories.sharedRecipeLinks.findLive(token, new Date());
    return link?.recipe_id === recipeId;
  }
}
