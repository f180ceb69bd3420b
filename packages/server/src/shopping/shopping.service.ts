import { randomUUID } from "node:crypto";
import type {
  Paginated,
  ShoppingListAddRecipeParams,
  ShoppingListCreateParsed,
  ShoppingListItemCreateParsed,
  ShoppingListItemListQuery,
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
  ShoppingListItemUpdateParsed,
  ShoppingListListQuery,
  ShoppingListOut,
  ShoppingListSummary,
  ShoppingListUpdateParsed,
  SuccessResponse,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { isUuid } from "../db/uuid.js";
import { documentEvent } from "../events/domain-events.js";
import type { EventBus } from "../events/event-bus.js";
import { parseExtras } from "../foods/aliases.js";
import { HttpError } from "../http/errors.js";
import { type Clock, systemClock } from "../jobs/clock.js";
import { resolveIngredientRefs } from "../organizers/named-refs.js";
import type { ParserService } from "../parser/parser.service.js";
import { presentSummary } from "../recipes/recipes.presenter.js";
import type { GroupRepositories, Repositories } from "../repositories.js";
import { canMerge, consolidate, type ItemDraft, mergeInto, roundQuantity, takeBackRecipe } from "./merging.js";
import { type ItemLookups, presentItem, presentListSummary } from "./shopping.presenter.js";
import type { ShoppingItemRow, ShoppingListRow, ShoppingRepository } from "./shopping.repository.js";

type AddRecipeParams = z.output<typeof ShoppingListAddRecipeParams>;
type ItemBody = ShoppingListItemCreateParsed | (ShoppingListItemUpdateParsed & { id: string });

/** Checked items a list keeps; the daily job trims older ones. */
export const CHECKED_ITEMS_KEPT = 100;

const listNotFound = () => new HttpError(404, "errors.shopping.listNotFound");
const itemNotFound = () => new HttpError(404, "errors.shopping.itemNotFound");
const recipeNotFound = () => new HttpError(404, "errors.recipes.recipeNotFound");

/** What a write changed, to answer it and to tell the live views of the lists it touched. */
interface ItemChanges {
  created: string[];
  updated: string[];
  deleted: ShoppingListItemOut[];
  lists: Set<string>;
}

/**
 * A group's shopping lists (SPEC §3, mealie-behaviour §4 "Shopping list logic"): lists with their
 * label order and recipes, items that merge by food and unit, recipes added at a scale and taken
 * back exactly. Every write is one transaction; once it has committed, the lists it touched are
 * announced on the event bus so that every open device refreshes.
 */
export class ShoppingService {
  constructor(
    private readonly repositories: Repositories,
    private readonly parser: ParserService,
    private readonly events: EventBus,
    private readonly clock: Clock = systemClock,
  ) {}

  private shoppingOf(actor: Actor): ShoppingRepository {
    return this.repositories.group(actor.groupId).shopping;
  }

  // --- lists ---------------------------------------------------------------------------------

  async listLists(actor: Actor, query: ShoppingListListQuery): Promise<Paginated<ShoppingListSummary>> {
    const shopping = this.shoppingOf(actor);
    const page = await shopping.listLists(query);
    return { ...page, items: await this.presentSummaries(actor.groupId, shopping, page.items) };
  }

  async getList(actor: Actor, id: string): Promise<ShoppingListOut> {
    const shopping = this.shoppingOf(actor);
    const list = await shopping.findList(id);
    if (!list) throw listNotFound();
    return this.presentList(actor.groupId, shopping, list);
  }

  /** A new list of the caller's, with a place for every label of the group (by name). */
  async createList(actor: Actor, body: ShoppingListCreateParsed): Promise<ShoppingListOut> {
    const id = await this.repositories.inTransaction(actor.groupId, async ({ shopping, outbox }) => {
      const listId = await shopping.insertList({
        name: body.name,
        extras: JSON.stringify(body.extras),
        user_id: actor.id,
      });
      await shopping.placeMissingLabels(listId);
      await outbox.record(
        documentEvent("shopping_list_created", "shopping_list", "create", { id: listId, name: body.name }, actor),
      );
      return listId;
    });
    return this.getList(actor, id);
  }

  /**
   * Renames a list, and hands it to another member of the group when `userId` names one (the list
   * page's owner picker); an empty or unchanged `userId` keeps the owner.
   */
  async updateList(actor: Actor, id: string, body: ShoppingListUpdateParsed): Promise<ShoppingListOut> {
    const at = this.clock.now();
    const list = await this.repositories.inTransaction(actor.groupId, async ({ shopping, members, outbox }) => {
      const found = await shopping.findList(id);
      if (!found) throw listNotFound();
      const owner = body.userId?.trim() || found.user_id;
      if (owner && owner !== found.user_id && !(isUuid(owner) && (await members.find(owner)))) {
        throw new HttpError(400, "errors.shopping.noMemberWithId", { id: owner });
      }
      await shopping.updateList(
        found.id,
        { name: body.name, extras: JSON.stringify(body.extras), user_id: owner ?? null },
        at,
      );
      await outbox.record(
        documentEvent("shopping_list_updated", "shopping_list", "update", { id: found.id, name: body.name }, actor),
      );
      return found;
    });
    this.announce(actor.groupId, [list.id], at);
    return this.getList(actor, list.id);
  }

  async deleteList(actor: Actor, id: string): Promise<ShoppingListOut> {
    const presented = await this.getList(actor, id);
    await this.repositories.inTransaction(actor.groupId, async ({ shopping, outbox }) => {
      await shopping.deleteList(presented.id);
      await outbox.record(
        documentEvent(
          "shopping_list_deleted",
          "shopping_list",
          "delete",
          { id: presented.id, name: presented.name },
          actor,
        ),
      );
    });
    this.announce(actor.groupId, [presented.id], this.clock.now());
    return presented;
  }

  /** The list's label order, as the label-order dialog saves it; labels left out keep their place. */
  async updateLabelSettings(
    actor: Actor,
    id: string,
    settings: { labelId: string; position: number }[],
  ): Promise<ShoppingListOut> {
    const at = this.clock.now();
    const listId = await this.repositories.inTransaction(actor.groupId, async ({ shopping }) => {
      const list = await shopping.findList(id);
      if (!list) throw listNotFound();
      const labelIds = settings.map((setting) => setting.labelId.toLowerCase());
      const own = await shopping.ownLabels(labelIds);
      const unknown = labelIds.find((labelId) => !own.has(labelId));
      if (unknown) throw new HttpError(400, "errors.organizers.unknownId.label", { id: unknown });
      await shopping.placeLabels(
        list.id,
        settings.map((setting, index) => ({ labelId: labelIds[index] as string, position: setting.position })),
      );
      await shopping.touchLists([list.id], at);
      return list.id;
    });
    this.announce(actor.groupId, [listId], at);
    return this.getList(actor, listId);
  }

  /**
   * Puts a recipe on a list `recipeIncrementQuantity` times: each of its ingredients (or the ones
   * sent, as the add-to-list dialog ticks them) becomes an item of quantity × increment × scale,
   * remembering the recipe, the scale and what it added, and merging into the list's items.
   */
  async addRecipe(actor: Actor, listId: string, recipeId: string, params: AddRecipeParams): Promise<ShoppingListOut> {
    const at = this.clock.now();
    const increment = params.recipeIncrementQuantity;
    const factor = increment * (params.recipeScale ?? 1);
    // Lines without a food take the label of the food closest to their text: found before the
    // transaction, since the parser's index reads outside it.
    const sent = params.recipeIngredients ?? undefined;
    const foodless = sent
      ? sent
          .filter((one) => !one.food?.id && !one.food?.name)
          .map((one) => (one.note ?? "").trim() || (one.originalText ?? "").trim())
      : await this.shoppingOf(actor).foodlessIngredientTexts(recipeId);
    const closest = new Map<string, string | null>();
    for (const text of new Set(foodless))
      closest.set(text, (await this.parser.closestFood(actor, text))?.labelId ?? null);
    const list = await this.repositories.inTransaction(actor.groupId, async (repositories) => {
      const { shopping } = repositories;
      const found = await shopping.findList(listId);
      if (!found) throw listNotFound();
      const ingredients = await this.recipeIngredients(repositories, recipeId, sent);
      const foods = new Map(
        (await shopping.foodsOf(ingredients.flatMap((one) => (one.foodId ? [one.foodId] : [])))).map((food) => [
          food.id,
          food.label_id,
        ]),
      );
      const drafts: ItemDraft[] = ingredients.map((ingredient) => {
        const quantity = roundQuantity((ingredient.quantity ?? 0) * factor);
        return {
          id: null,
          listId: found.id,
          quantity,
          unitId: ingredient.unitId,
          foodId: ingredient.foodId,
          labelId: ingredient.foodId ? (foods.get(ingredient.foodId) ?? null) : (closest.get(ingredient.note) ?? null),
          note: ingredient.note,
          isFood: ingredient.foodId !== null,
          disableAmount: ingredient.disableAmount,
          checked: false,
          position: 0,
          extras: {},
          recipeRefs: [
            { recipeId, recipeQuantity: quantity, recipeScale: factor, recipeNote: ingredient.note || null },
          ],
        };
      });
      const changes = emptyChanges();
      await this.writeDrafts(shopping, drafts, changes, at);
      const current = (await shopping.listRecipesOf([found.id]))
        .get(found.id)
        ?.find((ref) => ref.recipe_id === recipeId);
      await shopping.setListRecipe(found.id, recipeId, roundQuantity((current?.recipe_quantity ?? 0) + increment));
      await shopping.touchLists([found.id], at);
      return found;
    });
    this.announce(actor.groupId, [list.id], at);
    return this.getList(actor, list.id);
  }

  /**
   * Takes a recipe off a list `recipeDecrementQuantity` times: each unchecked item gives back that
   * share of what the recipe added, and goes when nothing of it is left.
   */
  /**
   * Mealie 2's bulk form: each recipe added in turn, as `addRecipe` adds one. A recipe that is not
   * found stops there; the ones before it stay added.
   */
  async addRecipes(
    actor: Actor,
    listId: string,
    entries: readonly (AddRecipeParams & { recipeId: string })[],
  ): Promise<ShoppingListOut> {
    let list: ShoppingListOut | undefined;
    for (const { recipeId, ...params } of entries) list = await this.addRecipe(actor, listId, recipeId, params);
    if (!list) throw listNotFound();
    return list;
  }

  async removeRecipe(actor: Actor, listId: string, recipeId: string, decrement: number): Promise<ShoppingListOut> {
    const at = this.clock.now();
    const list = await this.repositories.inTransaction(actor.groupId, async ({ shopping }) => {
      const found = await shopping.findList(listId);
      if (!found) throw listNotFound();
      const onList = (await shopping.listRecipesOf([found.id]))
        .get(found.id)
        ?.find((ref) => ref.recipe_id === recipeId);
      if (!onList) throw new HttpError(404, "errors.shopping.recipeNotOnList");
      const fraction = Math.min(decrement / onList.recipe_quantity, 1);
      const rows = (await shopping.itemsOfList(found.id)).filter((row) => !row.checked);
      const refs = await shopping.recipeRefsOf(rows.map((row) => row.id));
      const gone: string[] = [];
      const kept = new Map<string, ReturnType<typeof refFields>[]>();
      for (const row of rows) {
        const draft = toDraft(row, refs.get(row.id) ?? []);
        if (!draft.recipeRefs.some((ref) => ref.recipeId === recipeId)) continue;
        const after = takeBackRecipe(draft, recipeId, fraction);
        if (after === null) {
          gone.push(row.id);
          continue;
        }
        await shopping.updateItem(row.id, { quantity: after.quantity }, at);
        kept.set(row.id, after.recipeRefs.map(refFields));
      }
      await shopping.deleteItems(gone);
      await shopping.replaceRecipeRefs(kept);
      await shopping.setListRecipe(found.id, recipeId, roundQuantity(onList.recipe_quantity - decrement));
      await shopping.touchLists([found.id], at);
      return found;
    });
    this.announce(actor.groupId, [list.id], at);
    return this.getList(actor, list.id);
  }

  // --- items ---------------------------------------------------------------------------------

  async listItems(actor: Actor, query: ShoppingListItemListQuery): Promise<Paginated<ShoppingListItemOut>> {
    const shopping = this.shoppingOf(actor);
    const page = await shopping.listItems(query);
    return { ...page, items: await this.presentItems(shopping, page.items) };
  }

  async getItem(actor: Actor, id: string): Promise<ShoppingListItemOut> {
    const shopping = this.shoppingOf(actor);
    const [row] = await shopping.findItems([id]);
    if (!row) throw itemNotFound();
    return (await this.presentItems(shopping, [row]))[0] as ShoppingListItemOut;
  }

  /**
   * Adds items: the batch is consolidated, then each merges into an unchecked item of its list with
   * the same food and unit (or is created). An item sent with its own id is created as sent, never
   * merged, and sending it again changes nothing: a device replaying adds it queued offline cannot
   * count one twice. Quantities below zero are dropped.
   */
  async createItems(actor: Actor, bodies: ShoppingListItemCreateParsed[]): Promise<ShoppingListItemsCollectionOut> {
    const at = this.clock.now();
    const labels = await this.closestLabels(actor, bodies);
    const changes = await this.repositories.inTransaction(actor.groupId, async (repositories) => {
      const changes = emptyChanges();
      await this.checkLists(repositories.shopping, bodies);
      const fresh: ShoppingListItemCreateParsed[] = [];
      for (const body of bodies) {
        if (body.id && (await this.alreadyCreated(repositories.shopping, body.id, changes))) continue;
        fresh.push(body);
      }
      const drafts = await this.draftsOf(repositories, fresh, labels);
      await this.writeDrafts(repositories.shopping, drafts, changes, at);
      await repositories.shopping.touchLists([...changes.lists], at);
      return changes;
    });
    this.announce(actor.groupId, [...changes.lists], at);
    return this.presentChanges(actor, changes);
  }

  /**
   * Rewrites items (all or none). A body carrying `baseUpdateAt` older than the item's last change
   * is refused with 409: the newer change wins. A checked item forgets its recipes; one whose
   * quantity falls below zero goes; an unchecked one that now matches another merges into it. An
   * item deleted meanwhile (by another device whose queue was sent first) is left out, as Mealie
   * does; another group's item is a 404.
   */
  async updateItems(
    actor: Actor,
    sent: (ShoppingListItemUpdateParsed & { id: string })[],
  ): Promise<ShoppingListItemsCollectionOut> {
    const sentIds = sent.map((body) => body.id.toLowerCase());
    if (new Set(sentIds).size !== sentIds.length) throw new HttpError(400, "errors.shopping.itemListedTwice");
    const at = this.clock.now();
    const sentLabels = await this.closestLabels(actor, sent);
    const changes = await this.repositories.inTransaction(actor.groupId, async (repositories) => {
      const { shopping } = repositories;
      const changes = emptyChanges();
      const current = new Map((await shopping.findItems(sentIds)).map((row) => [row.id, row]));
      const gone = await this.goneItems(
        shopping,
        sentIds.filter((id) => !current.has(id)),
      );
      const kept = [...sent.keys()].filter((index) => !gone.has(sentIds[index] as string));
      const bodies = kept.map((index) => sent[index] as (typeof sent)[number]);
      const ids = bodies.map((body) => body.id.toLowerCase());
      const labels = new Map(kept.map((sentIndex, index) => [index, sentLabels.get(sentIndex) ?? null]));
      for (const [index, body] of bodies.entries()) {
        const row = current.get(ids[index] as string);
        if (!row) throw itemNotFound();
        if (body.baseUpdateAt && row.update_at.getTime() > body.baseUpdateAt.getTime()) {
          throw new HttpError(409, "errors.shopping.itemChangedMeanwhile");
        }
        changes.lists.add(row.list_id);
      }
      await this.checkLists(shopping, bodies);
      const drafts = await this.draftsOf(repositories, bodies, labels);
      const lookups = await this.lookups(shopping, [...current.values()]);
      const pool = new UncheckedItems(shopping);
      for (const [index, draft] of drafts.entries()) {
        const row = current.get(ids[index] as string) as ShoppingItemRow;
        changes.lists.add(draft.listId);
        if (draft.quantity < 0) {
          changes.deleted.push(presentItem(row, lookups));
          await shopping.deleteItems([row.id]);
          continue;
        }
        const kept = { ...draft, id: row.id, recipeRefs: draft.checked ? [] : draft.recipeRefs };
        const partner = draft.checked ? undefined : await pool.partnerOf(kept);
        if (partner) {
          const merged = mergeInto(partner, kept);
          await pool.save(merged, at);
          await shopping.replaceRecipeRefs(new Map([[merged.id as string, merged.recipeRefs.map(refFields)]]));
          changes.updated.push(partner.id as string);
          changes.deleted.push(presentItem(row, lookups));
          await pool.removed(row.id);
          continue;
        }
        await shopping.updateItem(row.id, { ...itemFields(kept), list_id: kept.listId }, at);
        await shopping.replaceRecipeRefs(new Map([[row.id, kept.recipeRefs.map(refFields)]]));
        pool.replaced(kept);
        changes.updated.push(row.id);
      }
      await shopping.touchLists([...changes.lists], at);
      return changes;
    });
    this.announce(actor.groupId, [...changes.lists], at);
    return this.presentChanges(actor, changes);
  }

  /**
   * Deletes items (all or none: another group's item is a 404). An item deleted already (by another
   * device, or by this one's replay) is left out, as Mealie does, so that a queue of deletions is
   * not refused for ever.
   */
  async deleteItems(actor: Actor, ids: string[]): Promise<SuccessResponse> {
    const at = this.clock.now();
    const { lists, deleted } = await this.repositories.inTransaction(actor.groupId, async ({ shopping }) => {
      const rows = await shopping.findItems(ids);
      const found = new Set(rows.map((row) => row.id));
      await this.goneItems(
        shopping,
        ids.map((id) => id.toLowerCase()).filter((id) => !found.has(id)),
      );
      await shopping.deleteItems(rows.map((row) => row.id));
      const lists = [...new Set(rows.map((row) => row.list_id))];
      await shopping.touchLists(lists, at);
      return { lists, deleted: rows.length };
    });
    this.announce(actor.groupId, lists, at);
    return { message: deleted === 1 ? "Deleted 1 item" : `Deleted ${deleted} items`, error: false };
  }

  /** `PUT /api/groups/shopping/items/{id}`: one item of the group, 404 when there is none. */
  async updateItem(
    actor: Actor,
    id: string,
    body: ShoppingListItemUpdateParsed,
  ): Promise<ShoppingListItemsCollectionOut> {
    if ((await this.shoppingOf(actor).findItems([id])).length === 0) throw itemNotFound();
    return this.updateItems(actor, [{ ...body, id }]);
  }

  /** `DELETE /api/groups/shopping/items/{id}`: one item of the group, 404 when there is none. */
  async deleteItem(actor: Actor, id: string): Promise<SuccessResponse> {
    if ((await this.shoppingOf(actor).findItems([id])).length === 0) throw itemNotFound();
    return this.deleteItems(actor, [id]);
  }

  /**
   * The ids, not found in the group, of items that exist nowhere (deleted already); a 404 when one
   * is another group's item.
   */
  private async goneItems(shopping: ShoppingRepository, missing: string[]): Promise<Set<string>> {
    for (const id of missing) {
      if (!isUuid(id) || (await shopping.idTakenAnywhere(id))) throw itemNotFound();
    }
    return new Set(missing);
  }

  /** The daily trim: every list keeps its newest CHECKED_ITEMS_KEPT checked items. */
  trimCheckedItems(): Promise<number> {
    return this.repositories.shoppingItems.trimChecked(CHECKED_ITEMS_KEPT);
  }

  // --- the rules -----------------------------------------------------------------------------

  /**
   * Inserts the drafts (consolidated) or merges them into matching unchecked items of their lists.
   * New items and every recipe reference are written in a few statements at the end.
   */
  private async writeDrafts(shopping: ShoppingRepository, drafts: ItemDraft[], changes: ItemChanges, at: Date) {
    const pool = new UncheckedItems(shopping);
    const positions = new Map<string, number>();
    const inserts: { id: string; listId: string; fields: ReturnType<typeof itemFields> }[] = [];
    const merges = new Map<string, ReturnType<typeof itemFields>>();
    const refs = new Map<string, ReturnType<typeof refFields>[]>();
    for (const draft of consolidate(drafts)) {
      changes.lists.add(draft.listId);
      if (draft.quantity < 0) continue;
      const withRefs = { ...draft, recipeRefs: draft.checked ? [] : draft.recipeRefs };
      // Only items of the database are partners: the batch's own were consolidated above.
      const partner = withRefs.id === null ? await pool.partnerOf(withRefs) : undefined;
      if (partner) {
        const merged = mergeInto(partner, withRefs);
        pool.replaced(merged);
        merges.set(merged.id as string, itemFields(merged));
        refs.set(merged.id as string, merged.recipeRefs.map(refFields));
        changes.updated.push(partner.id as string);
        continue;
      }
      let position = withRefs.position;
      if (position <= 0) {
        const next = positions.get(draft.listId) ?? (await shopping.nextPosition(draft.listId));
        position = next;
        positions.set(draft.listId, next + 1);
      }
      const id = withRefs.id ?? randomUUID();
      inserts.push({ id, listId: draft.listId, fields: itemFields({ ...withRefs, position }) });
      refs.set(id, withRefs.recipeRefs.map(refFields));
      changes.created.push(id);
    }
    await shopping.updateItemsFields(
      [...merges].map(([id, fields]) => ({ id, fields })),
      at,
    );
    await shopping.insertItems(inserts, at);
    await shopping.replaceRecipeRefs(refs);
  }

  /** Whether an item with this client-made id exists already (then it counts as created). */
  private async alreadyCreated(shopping: ShoppingRepository, id: string, changes: ItemChanges): Promise<boolean> {
    const [existing] = await shopping.findItems([id]);
    if (existing) {
      changes.created.push(existing.id);
      return true;
    }
    const taken = await shopping.idTakenAnywhere(id.toLowerCase());
    if (taken) throw new HttpError(409, "errors.shopping.itemIdTaken");
    return false;
  }

  /** Every list the bodies name must be the group's. */
  private async checkLists(shopping: ShoppingRepository, bodies: { shoppingListId: string }[]): Promise<void> {
    const ids = [...new Set(bodies.map((body) => body.shoppingListId.toLowerCase()))];
    const found = await shopping.findLists(ids);
    if (found.length !== ids.length) throw listNotFound();
  }

  /** Drafts of item bodies: foods and units found (or created) by id or name, labels chosen. */
  private async draftsOf(
    repositories: GroupRepositories,
    bodies: ItemBody[],
    closest: Map<number, string | null>,
  ): Promise<ItemDraft[]> {
    const foodIds = await resolveIngredientRefs(
      repositories.namedRefs,
      "foods",
      bodies.map((body) => body.food ?? (body.foodId ? { id: body.foodId } : null)),
    );
    const unitIds = await resolveIngredientRefs(
      repositories.namedRefs,
      "units",
      bodies.map((body) => body.unit ?? (body.unitId ? { id: body.unitId } : null)),
    );
    const { shopping } = repositories;
    const ownLabels = await shopping.ownLabels(bodies.flatMap((body) => (body.labelId ? [body.labelId] : [])));
    const foods = new Map(
      (await shopping.foodsOf(foodIds.filter((id): id is string => id !== null))).map((food) => [food.id, food]),
    );
    const recipeIds = bodies.flatMap((body) => body.recipeReferences.map((ref) => ref.recipeId.toLowerCase()));
    const ownRecipes = await shopping.ownRecipes(recipeIds);
    const strangerRecipe = recipeIds.find((id) => !ownRecipes.has(id));
    if (strangerRecipe) throw new HttpError(400, "errors.recipes.noRecipeWithId", { id: strangerRecipe });
    return bodies.map((body, index) => {
      const labelId = body.labelId?.toLowerCase() ?? null;
      if (labelId && !ownLabels.has(labelId))
        throw new HttpError(400, "errors.organizers.unknownId.label", { id: labelId });
      const foodId = foodIds[index] ?? null;
      return {
        id: "id" in body && body.id ? body.id.toLowerCase() : null,
        listId: body.shoppingListId.toLowerCase(),
        quantity: body.quantity,
        unitId: unitIds[index] ?? null,
        foodId,
        // The item's own label, else its food's, else that of the food closest to its text.
        labelId: labelId ?? (foodId ? (foods.get(foodId)?.label_id ?? null) : (closest.get(index) ?? null)),
        note: body.note,
        isFood: body.isFood || foodId !== null,
        disableAmount: body.disableAmount ?? null,
        checked: body.checked,
        position: body.position,
        extras: body.extras,
        recipeRefs: body.recipeReferences.map((ref) => ({
          recipeId: ref.recipeId.toLowerCase(),
          recipeQuantity: ref.recipeQuantity,
          recipeScale: ref.recipeScale,
          recipeNote: ref.recipeNote ?? null,
        })),
      };
    });
  }

  /** For items with neither label nor food: the label of the group's food closest to their text. */
  private async closestLabels(actor: Actor, bodies: ItemBody[]): Promise<Map<number, string | null>> {
    const labels = new Map<number, string | null>();
    for (const [index, body] of bodies.entries()) {
      if (body.labelId || body.foodId || body.food?.id || body.food?.name || !body.note.trim()) continue;
      const food = await this.parser.closestFood(actor, body.note);
      labels.set(index, food?.labelId ?? null);
    }
    return labels;
  }

  /** A recipe's ingredients as items take them: the ones sent, or the recipe's own. */
  private async recipeIngredients(
    repositories: GroupRepositories,
    recipeId: string,
    sent: AddRecipeParams["recipeIngredients"] | undefined,
  ): Promise<
    {
      quantity: number | null;
      unitId: string | null;
      foodId: string | null;
      note: string;
      disableAmount: boolean | null;
    }[]
  > {
    const lines = await repositories.shopping.recipeIngredientLines(recipeId);
    if (!lines) throw recipeNotFound();
    if (sent) {
      const foods = await resolveIngredientRefs(
        repositories.namedRefs,
        "foods",
        sent.map((one) => one.food ?? null),
      );
      const units = await resolveIngredientRefs(
        repositories.namedRefs,
        "units",
        sent.map((one) => one.unit ?? null),
      );
      return sent.flatMap((one, index) => {
        const note = (one.note ?? "").trim() || (foods[index] || units[index] ? "" : (one.originalText ?? "").trim());
        if (!note && !foods[index] && !one.quantity) return [];
        return [
          {
            quantity: one.quantity ?? null,
            unitId: units[index] ?? null,
            foodId: foods[index] ?? null,
            note,
            disableAmount: one.disableAmount ?? null,
          },
        ];
      });
    }
    return lines.flatMap((row) => {
      const note = (row.note ?? "").trim() || (row.food_id ? "" : (row.original_text ?? "").trim());
      // A section heading alone is no ingredient.
      if (!note && !row.food_id && !row.quantity) return [];
      return [
        {
          quantity: row.quantity,
          unitId: row.unit_id,
          foodId: row.food_id,
          note,
          // The recipe's "disable amounts" setting is how it shows; on a list an amount is worth seeing.
          disableAmount: null,
        },
      ];
    });
  }

  private announce(groupId: string, listIds: string[], at: Date): void {
    for (const listId of listIds) {
      this.events.publish({ type: "shopping-list-changed", groupId, listId, updateAt: at.toISOString() });
    }
  }

  // --- presenting ----------------------------------------------------------------------------

  private async presentChanges(actor: Actor, changes: ItemChanges): Promise<ShoppingListItemsCollectionOut> {
    const shopping = this.shoppingOf(actor);
    const rows = await shopping.findItems([...changes.created, ...changes.updated]);
    const presented = new Map((await this.presentItems(shopping, rows)).map((item) => [item.id, item]));
    const pick = (ids: string[]) => [...new Set(ids)].flatMap((id) => presented.get(id) ?? []);
    return { createdItems: pick(changes.created), updatedItems: pick(changes.updated), deletedItems: changes.deleted };
  }

  private async lookups(shopping: ShoppingRepository, rows: ShoppingItemRow[]): Promise<ItemLookups> {
    const ids = (pick: (row: ShoppingItemRow) => string | null) => rows.flatMap((row) => pick(row) ?? []);
    const [foods, units, labels, refs] = await Promise.all([
      shopping.foodsOf(ids((row) => row.food_id)),
      shopping.unitsOf(ids((row) => row.unit_id)),
      shopping.labelsOf(ids((row) => row.label_id)),
      shopping.recipeRefsOf(rows.map((row) => row.id)),
    ]);
    return {
      foods: new Map(foods.map((row) => [row.id, row])),
      units: new Map(units.map((row) => [row.id, row])),
      labels: new Map(labels.map((row) => [row.id, row])),
      refs,
    };
  }

  private async presentItems(shopping: ShoppingRepository, rows: ShoppingItemRow[]): Promise<ShoppingListItemOut[]> {
    const lookups = await this.lookups(shopping, rows);
    return rows.map((row) => presentItem(row, lookups));
  }

  private async presentSummaries(
    groupId: string,
    shopping: ShoppingRepository,
    lists: ShoppingListRow[],
  ): Promise<ShoppingListSummary[]> {
    const ids = lists.map((list) => list.id);
    const [recipes, labelSettings] = await Promise.all([shopping.listRecipesOf(ids), shopping.labelSettingsOf(ids)]);
    const recipeIds = [...new Set([...recipes.values()].flat().map((ref) => ref.recipe_id))];
    const summaries = new Map(
      (await this.repositories.group(groupId).recipes.summariesOf(recipeIds)).map(({ row, organizers }) => [
        row.id,
        presentSummary(row, organizers),
      ]),
    );
    return lists.map((list) =>
      presentListSummary(list, recipes.get(list.id) ?? [], summaries, labelSettings.get(list.id) ?? []),
    );
  }

  private async presentList(
    groupId: string,
    shopping: ShoppingRepository,
    list: ShoppingListRow,
  ): Promise<ShoppingListOut> {
    const [summary] = await this.presentSummaries(groupId, shopping, [list]);
    const items = await this.presentItems(shopping, await shopping.itemsOfList(list.id));
    return { ...(summary as ShoppingListSummary), listItems: items };
  }
}

/**
 * The unchecked items of the lists a write touches, read once per list (with their recipes) and
 * kept current as the write goes, so that a recipe of thirty ingredients finds its merge partners
 * without reading a long list thirty times.
 */
class UncheckedItems {
  readonly #lists = new Map<string, ItemDraft[]>();

  constructor(private readonly shopping: ShoppingRepository) {}

  async #of(listId: string): Promise<ItemDraft[]> {
    let items = this.#lists.get(listId);
    if (!items) {
      const rows = (await this.shopping.itemsOfList(listId)).filter((row) => !row.checked);
      const refs = await this.shopping.recipeRefsOf(rows.map((row) => row.id));
      items = rows.map((row) => toDraft(row, refs.get(row.id) ?? []));
      this.#lists.set(listId, items);
    }
    return items;
  }

  /** The first unchecked item of the draft's list (not the draft itself) it merges into. */
  async partnerOf(draft: ItemDraft): Promise<ItemDraft | undefined> {
    return (await this.#of(draft.listId)).find((item) => item.id !== draft.id && canMerge(item, draft));
  }

  /** Writes a merged item's fields (its recipes are the caller's to write) and keeps it as the pool's. */
  async save(merged: ItemDraft, at: Date): Promise<void> {
    await this.shopping.updateItem(merged.id as string, itemFields(merged), at);
    this.replaced(merged);
  }

  /** An item rewritten (perhaps moved to another list, or checked); a list not read yet reads it later. */
  replaced(item: ItemDraft): void {
    for (const items of this.#lists.values()) {
      const index = items.findIndex((one) => one.id === item.id);
      if (index !== -1) items.splice(index, 1);
    }
    if (!item.checked) this.#lists.get(item.listId)?.push(item);
  }

  async removed(id: string): Promise<void> {
    await this.shopping.deleteItems([id]);
    for (const items of this.#lists.values()) {
      const index = items.findIndex((one) => one.id === id);
      if (index !== -1) items.splice(index, 1);
    }
  }
}

function emptyChanges(): ItemChanges {
  return { created: [], updated: [], deleted: [], lists: new Set() };
}

function toDraft(
  row: ShoppingItemRow,
  refs: { recipe_id: string; recipe_quantity: number; recipe_scale: number | null; recipe_note: string | null }[],
): ItemDraft {
  return {
    id: row.id,
    listId: row.list_id,
    quantity: row.quantity,
    unitId: row.unit_id,
    foodId: row.food_id,
    labelId: row.label_id,
    note: row.note,
    isFood: row.is_food,
    disableAmount: row.disable_amount,
    checked: row.checked,
    position: row.position,
    extras: parseExtras(row.extras),
    recipeRefs: refs.map((ref) => ({
      recipeId: ref.recipe_id,
      recipeQuantity: ref.recipe_quantity,
      recipeScale: ref.recipe_scale,
      recipeNote: ref.recipe_note,
    })),
  };
}

function itemFields(draft: ItemDraft) {
  return {
    position: draft.position,
    checked: draft.checked,
    quantity: draft.quantity,
    note: draft.note,
    is_food: draft.isFood,
    disable_amount: draft.disableAmount,
    unit_id: draft.unitId,
    food_id: draft.foodId,
    label_id: draft.labelId,
    extras: JSON.stringify(draft.extras),
  };
}

function refFields(ref: ItemDraft["recipeRefs"][number]) {
  return {
    recipe_id: ref.recipeId,
    recipe_quantity: ref.recipeQuantity,
    recipe_scale: ref.recipeScale,
    recipe_note: ref.recipeNote,
  };
}
