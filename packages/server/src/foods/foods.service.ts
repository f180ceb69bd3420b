import type {
  CreateIngredientFood,
  IngredientFood,
  MergeFood,
  OrganizerListQuery,
  Paginated,
  SuccessResponse,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { nameTaken, requiredName, sameNamed, searchTermWords } from "../organizers/names.js";
import type { Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { aliasesToStore } from "./aliases.js";
import { presentFood } from "./foods.presenter.js";
import type { FoodFields, FoodRow, FoodsRepository } from "./foods.repository.js";

type FoodBody = z.output<typeof CreateIngredientFood>;

const foodNotFound = () => new HttpError(404, "errors.organizers.notFound.food");

/**
 * The group's foods. Every member reads them; writing them needs `canOrganize`. A food's name is part
 * of the search text of the recipes using it, so renaming, merging or deleting one refreshes theirs.
 */
export class FoodsService {
  constructor(private readonly repositories: Repositories) {}

  private foods(actor: Actor): FoodsRepository {
    return this.repositories.group(actor.groupId).foods;
  }

  private find(actor: Actor, id: string): Promise<FoodRow> {
    return this.findInGroup(actor.groupId, id);
  }

  private async findInGroup(groupId: string, id: string): Promise<FoodRow> {
    const row = await this.repositories.group(groupId).foods.find(id);
    if (!row) throw foodNotFound();
    return row;
  }

  /** `path` is the list's own path (without /api), for the next/previous links: the group's by default. */
  list(actor: Actor, query: OrganizerListQuery, path = "/foods"): Promise<Paginated<IngredientFood>> {
    return this.listInGroup(actor.groupId, query, path);
  }

  /** A group's foods by its id: a member's own, or the public group an explore call names. */
  async listInGroup(groupId: string, query: OrganizerListQuery, path: string): Promise<Paginated<IngredientFood>> {
    const page = await this.repositories.group(groupId).foods.list(query, searchTermWords(query.search), path);
    return { ...page, items: page.items.map(presentFood) };
  }

  get(actor: Actor, id: string): Promise<IngredientFood> {
    return this.getInGroup(actor.groupId, id);
  }

  /** One food of a group by its id: a member's own, or the public group an explore call names. */
  async getInGroup(groupId: string, id: string): Promise<IngredientFood> {
    return presentFood(await this.findInGroup(groupId, id));
  }

  async create(actor: Actor, body: FoodBody): Promise<IngredientFood> {
    requireOrganizer(actor);
    const id = await this.foods(actor).create(await this.checkedFields(actor, body));
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, body: FoodBody): Promise<IngredientFood> {
    requireOrganizer(actor);
    const current = await this.find(actor, id);
    const fields = await this.checkedFields(actor, body, id);
    await this.repositories.inTransaction(actor.groupId, async ({ foods, recipeSearchText }) => {
      if (!(await foods.update(id, fields))) throw foodNotFound();
      if (fields.name !== current.name) await recipeSearchText.refresh(await recipeSearchText.recipesUsingFoods([id]));
    });
    return this.get(actor, id);
  }

  /** Ingredients of a deleted food keep their text and lose the food. */
  async delete(actor: Actor, id: string): Promise<IngredientFood> {
    requireOrganizer(actor);
    const row = await this.find(actor, id);
    await this.repositories.inTransaction(actor.groupId, async ({ foods, recipeSearchText }) => {
      const recipes = await recipeSearchText.recipesUsingFoods([id]);
      await foods.delete(id);
      await recipeSearchText.refresh(recipes);
    });
    return presentFood(row);
  }

  /** Moves every ingredient of `fromFood` to `toFood`, then deletes `fromFood`: all or nothing. */
  async merge(actor: Actor, body: z.output<typeof MergeFood>): Promise<SuccessResponse> {
    requireOrganizer(actor);
    if (body.fromFood === body.toFood) throw new HttpError(400, "errors.organizers.foodMergedIntoItself");
    await this.find(actor, body.fromFood);
    await this.find(actor, body.toFood);
    await this.repositories.inTransaction(actor.groupId, async ({ foods, recipeSearchText }) => {
      if (!(await foods.find(body.toFood))) throw foodNotFound();
      const recipes = await recipeSearchText.recipesUsingFoods([body.fromFood]);
      await foods.moveIngredients(body.fromFood, body.toFood);
      await foods.delete(body.fromFood);
      await recipeSearchText.refresh(recipes);
    });
    return { message: translatorFor(actor.locale)("messages.foodsMerged"), error: false };
  }

  private async checkedFields(actor: Actor, body: FoodBody, exceptId?: string): Promise<FoodFields> {
    const name = requiredName(body.name, "food");
    const clash = sameNamed(await this.foods(actor).names(exceptId), name);
    if (clash) throw nameTaken("food", clash.name);
    const labelId = body.labelId ?? null;
    if (labelId && !(await this.repositories.group(actor.groupId).labels.find(labelId))) {
      throw new HttpError(400, "errors.organizers.labelNotInGroup");
    }
    return {
      name,
      plural_name: body.pluralName?.trim() || null,
      description: body.description,
      label_id: labelId,
      on_hand: body.onHand,
      aliases: aliasesToStore(body.aliases),
      extras: JSON.stringify(body.extras ?? {}),
    };
  }
}
