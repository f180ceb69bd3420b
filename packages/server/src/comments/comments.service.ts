import type {
  CommentsQuery,
  Paginated,
  RecipeCommentCreate,
  RecipeCommentOut,
  RecipeCommentUpdate,
  SuccessResponse,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { type TextKey, translatorFor } from "../i18n/server-texts.js";
import type { Repositories } from "../repositories.js";
import { forbidden } from "../users/permissions.js";
import { presentComment } from "./comments.presenter.js";
import type { CommentRow, CommentsRepository } from "./comments.repository.js";

const commentNotFound = () => new HttpError(404, "errors.recipes.commentNotFound");
const recipeNotFound = () => new HttpError(404, "errors.recipes.recipeNotFound");

/**
 * Comments on the group's recipes. Any member may read and write them; only the author or an
 * administrator changes or removes one. A recipe's "disable comments" setting is a display choice
 * of the web app, as in Mealie, and is not enforced here.
 */
export class CommentsService {
  constructor(private readonly repositories: Repositories) {}

  private comments(actor: Actor): CommentsRepository {
    return this.repositories.group(actor.groupId).comments;
  }

  async list(actor: Actor, query: CommentsQuery): Promise<Paginated<RecipeCommentOut>> {
    const page = await this.comments(actor).list(query, query.queryFilter);
    return { ...page, items: page.items.map(presentComment) };
  }

  async forRecipe(actor: Actor, slug: string): Promise<RecipeCommentOut[]> {
    const { recipes, comments } = this.repositories.group(actor.groupId);
    const recipe = await recipes.findRow(slug);
    if (!recipe) throw recipeNotFound();
    return (await comments.forRecipe(recipe.id)).map(presentComment);
  }

  async get(actor: Actor, id: string): Promise<RecipeCommentOut> {
    return presentComment(await this.find(actor, id));
  }

  async create(actor: Actor, body: RecipeCommentCreate): Promise<RecipeCommentOut> {
    const { recipes, comments } = this.repositories.group(actor.groupId);
    const recipe = await recipes.findRow(body.recipeId);
    if (!recipe) throw recipeNotFound();
    const id = await comments.create(recipe.id, actor.id, body.text.trim());
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, body: RecipeCommentUpdate): Promise<RecipeCommentOut> {
    if (body.id !== undefined && body.id !== id) throw new HttpError(400, "errors.recipes.commentIdMismatch");
    const comment = await this.find(actor, id);
    requireAuthorOrAdmin(actor, comment, "errors.permissions.editCommentOfOthers");
    await this.comments(actor).updateText(comment.id, body.text.trim());
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<SuccessResponse> {
    const comment = await this.find(actor, id);
    requireAuthorOrAdmin(actor, comment, "errors.permissions.deleteCommentOfOthers");
    await this.comments(actor).delete(comment.id);
    return { message: translatorFor(actor.locale)("messages.commentDeleted"), error: false };
  }

  private async find(actor: Actor, id: string): Promise<CommentRow> {
    const comment = await this.comments(actor).find(id);
    if (!comment) throw commentNotFound();
    return comment;
  }
}

function requireAuthorOrAdmin(actor: Actor, comment: CommentRow, message: TextKey): void {
  if (comment.user_id !== actor.id && !actor.admin) throw forbidden(message);
}
