import type { CreateGroupRecipeAction, GroupRecipeActionOut, Paginated, RecipeActionListQuery } from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { presentRecipeAction, recipeActionFields } from "./recipe-actions.presenter.js";
import type { RecipeActionRow, RecipeActionsRepository } from "./recipe-actions.repository.js";

type ActionBody = z.output<typeof CreateGroupRecipeAction>;

const actionNotFound = () => new HttpError(404, "errors.recipes.actionNotFound");

/**
 * The buttons a group adds to its recipes (SPEC §3). Every member reads (and runs) them; writing them
 * needs `canOrganize`.
 */
export class RecipeActionsService {
  constructor(private readonly repositories: Repositories) {}

  private actions(actor: Actor): RecipeActionsRepository {
    return this.repositories.group(actor.groupId).recipeActions;
  }

  private async find(actor: Actor, id: string): Promise<RecipeActionRow> {
    const row = await this.actions(actor).find(id);
    if (!row) throw actionNotFound();
    return row;
  }

  async list(actor: Actor, query: RecipeActionListQuery): Promise<Paginated<GroupRecipeActionOut>> {
    const page = await this.actions(actor).list(query);
    return { ...page, items: page.items.map(presentRecipeAction) };
  }

  async get(actor: Actor, id: string): Promise<GroupRecipeActionOut> {
    return presentRecipeAction(await this.find(actor, id));
  }

  async create(actor: Actor, body: ActionBody): Promise<GroupRecipeActionOut> {
    requireOrganizer(actor);
    return presentRecipeAction(await this.actions(actor).create(recipeActionFields(body)));
  }

  async update(actor: Actor, id: string, body: ActionBody): Promise<GroupRecipeActionOut> {
    requireOrganizer(actor);
    if (!(await this.actions(actor).update(id, recipeActionFields(body)))) throw actionNotFound();
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<GroupRecipeActionOut> {
    requireOrganizer(actor);
    const row = await this.find(actor, id);
    await this.actions(actor).delete(id);
    return presentRecipeAction(row);
  }
}
