import {
  type CreatePlanEntryParsed,
  type CreateRandomEntry,
  type MealPlanListQuery,
  type Paginated,
  PLAN_RULE_DAYS,
  type PlanEntryType,
  type PlanRulesCreateParsed,
  type PlanRulesListQuery,
  type PlanRulesOut,
  type ReadPlanEntry,
  type RecipeCategory,
  type RecipeSummary,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { documentEvent } from "../events/domain-events.js";
import { HttpError } from "../http/errors.js";
import { type Clock, systemClock } from "../jobs/clock.js";
import { localDate } from "../jobs/schedule.js";
import type { NamedRefsRepository } from "../organizers/named-refs.repository.js";
import type { RecipesReadModel } from "../recipes/read-model/recipes-read-model.js";
import { presentSummary } from "../recipes/recipes.presenter.js";
import type { Repositories } from "../repositories.js";
import { presentEntry, presentRule } from "./mealplans.presenter.js";
import type { MealPlansRepository, PlanEntryRow, PlanRuleRow, RuleOrganizerIds } from "./mealplans.repository.js";

/** "A meal was planned": the entry's day, meal type and recipe or title. */
function planEntryEvent(
  actor: Actor,
  id: number,
  fields: { date: string; entry_type: string; title: string; recipe_id: string | null },
) {
  return documentEvent(
    "mealplan_entry_created",
    "mealplan",
    "create",
    {
      id,
      name: fields.title || null,
      date: fields.date,
      entryType: fields.entry_type,
      recipeId: fields.recipe_id,
    },
    actor,
  );
}

const entryNotFound = () => new HttpError(404, "errors.mealPlans.entryNotFound");
const ruleNotFound = () => new HttpError(404, "errors.mealPlans.ruleNotFound");

/** The weekday of a yyyy-MM-dd day, as rules name it. */
function weekdayOf(date: string): (typeof PLAN_RULE_DAYS)[number] {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return PLAN_RULE_DAYS[(sundayFirst + 6) % 7] as (typeof PLAN_RULE_DAYS)[number];
}

/**
 * A group's meal plan (SPEC §3): entries for days and meal types, each a recipe or a note, and the
 * rules that choose a random recipe for a day. Every member plans; entries and rules never leave
 * the group (Mealie v1.12 listed every group's rules).
 */
export class MealPlansService {
  constructor(
    private readonly repositories: Repositories,
    /** The recipes' list items as stored JSON text, shown in the plan's list. */
    private readonly recipesReadModel: RecipesReadModel,
    private readonly clock: Clock = systemClock,
  ) {}

  private planOf(actor: Actor): MealPlansRepository {
    return this.repositories.group(actor.groupId).mealPlans;
  }

  /**
   * A page of the plan as JSON text: the planner's one read, made around the recipes' stored list
   * items (as the recipe list is) rather than reading and serialising each recipe again.
   */
  async list(actor: Actor, query: MealPlanListQuery): Promise<string> {
    if (query.start_date && query.end_date && query.start_date > query.end_date) {
      throw new HttpError(400, "errors.mealPlans.startAfterEnd");
    }
    const page = await this.planOf(actor).list(query);
    const recipeIds = [...new Set(page.items.flatMap((row) => (row.recipe_id ? [row.recipe_id] : [])))];
    const recipes = await this.recipesReadModel.summaryTexts(actor.groupId, recipeIds);
    const items = page.items.map((row) => {
      const { recipe: _, ...entry } = presentEntry(row, undefined);
      const recipe = (row.recipe_id && recipes.get(row.recipe_id)) || "null";
      return `${JSON.stringify(entry).slice(0, -1)},"recipe":${recipe}}`;
    });
    // Quotes inside the envelope's strings (its links) are escaped: only the items key can match.
    return JSON.stringify({ ...page, items: [] }).replace('"items":[]', () => `"items":[${items.join(",")}]`);
  }

  /** Today's entries (the server's date). */
  async today(actor: Actor): Promise<ReadPlanEntry[]> {
    return this.present(actor.groupId, await this.planOf(actor).onDay(localDate(this.clock.now())));
  }

  /** A group's entries for one day (yyyy-MM-dd), as a webhook sends them. */
  async entriesOn(groupId: string, date: string): Promise<ReadPlanEntry[]> {
    return this.present(groupId, await this.repositories.group(groupId).mealPlans.onDay(date));
  }

  async get(actor: Actor, id: number): Promise<ReadPlanEntry> {
    return this.read(actor, id);
  }

  async create(actor: Actor, body: CreatePlanEntryParsed): Promise<ReadPlanEntry> {
    const plan = this.planOf(actor);
    await this.checkRecipe(plan, body.recipeId);
    const fields = this.fields(body);
    const id = await this.repositories.inTransaction(actor.groupId, async ({ mealPlans, outbox }) => {
      const entryId = await mealPlans.insert(fields, actor.id);
      await outbox.record(planEntryEvent(actor, entryId, fields));
      return entryId;
    });
    return this.read(actor, id);
  }

  async update(actor: Actor, id: number, body: CreatePlanEntryParsed): Promise<ReadPlanEntry> {
    const plan = this.planOf(actor);
    if (!(await plan.find(id))) throw entryNotFound();
    await this.checkRecipe(plan, body.recipeId);
    if (!(await plan.update(id, this.fields(body)))) throw entryNotFound();
    return this.read(actor, id);
  }

  async delete(actor: Actor, id: number): Promise<ReadPlanEntry> {
    const presented = await this.read(actor, id);
    await this.planOf(actor).delete(id);
    return presented;
  }

  /**
   * Plans a random recipe for a day and meal type: the rules for that weekday (or any day) and that
   * type (or any type) are united, and the recipe must carry all their categories and tags. No rule
   * means any recipe of the group.
   */
  async random(actor: Actor, body: Required<CreateRandomEntry>): Promise<ReadPlanEntry> {
    const plan = this.planOf(actor);
    const rules = await plan.rulesFor(weekdayOf(body.date), body.entryType);
    const wanted = await plan.ruleOrganizerIds(rules.map((rule) => rule.id));
    const recipeId = await plan.randomRecipeWith(wanted);
    if (!recipeId) {
      throw new HttpError(
        404,
        rules.length > 0 ? "errors.mealPlans.noRecipeMatchesRules" : "errors.mealPlans.noRecipesToChooseFrom",
      );
    }
    const fields = { date: body.date, entry_type: body.entryType, title: "", text: "", recipe_id: recipeId };
    const id = await this.repositories.inTransaction(actor.groupId, async ({ mealPlans, outbox }) => {
      const entryId = await mealPlans.insert(fields, actor.id);
      await outbox.record(planEntryEvent(actor, entryId, fields));
      return entryId;
    });
    return this.read(actor, id);
  }

  async listRules(actor: Actor, query: PlanRulesListQuery): Promise<Paginated<PlanRulesOut>> {
    const plan = this.planOf(actor);
    const page = await plan.listRules(query);
    return { ...page, items: await this.presentRules(plan, page.items) };
  }

  async getRule(actor: Actor, id: string): Promise<PlanRulesOut> {
    return this.readRule(this.planOf(actor), id);
  }

  async createRule(actor: Actor, body: PlanRulesCreateParsed): Promise<PlanRulesOut> {
    const organizers = this.chosenOrganizers(body);
    const id = await this.repositories.inTransaction(actor.groupId, async ({ mealPlans, namedRefs }) => {
      await this.checkOrganizers(namedRefs, organizers);
      return mealPlans.insertRule({ day: body.day, entry_type: body.entryType }, organizers);
    });
    return this.readRule(this.planOf(actor), id);
  }

  async updateRule(actor: Actor, id: string, body: PlanRulesCreateParsed): Promise<PlanRulesOut> {
    const organizers = this.chosenOrganizers(body);
    const ruleId = await this.repositories.inTransaction(actor.groupId, async ({ mealPlans, namedRefs }) => {
      const rule = await mealPlans.findRule(id);
      if (!rule) throw ruleNotFound();
      await this.checkOrganizers(namedRefs, organizers);
      await mealPlans.updateRule(rule.id, { day: body.day, entry_type: body.entryType }, organizers);
      return rule.id;
    });
    return this.readRule(this.planOf(actor), ruleId);
  }

  async deleteRule(actor: Actor, id: string): Promise<PlanRulesOut> {
    const plan = this.planOf(actor);
    const presented = await this.readRule(plan, id);
    await plan.deleteRule(presented.id);
    return presented;
  }

  /** The group's meal-plan categories (Mealie's older planner chose random recipes from them). */
  categories(actor: Actor): Promise<RecipeCategory[]> {
    return this.planOf(actor).categories();
  }

  async replaceCategories(actor: Actor, chosen: { id: string }[]): Promise<RecipeCategory[]> {
    const ids = [...new Set(chosen.map((category) => category.id.toLowerCase()))];
    await this.repositories.inTransaction(actor.groupId, async ({ mealPlans, namedRefs }) => {
      await this.checkOrganizers(namedRefs, { categories: ids, tags: [] });
      await mealPlans.replaceCategories(ids);
    });
    return this.categories(actor);
  }

  private fields(body: CreatePlanEntryParsed) {
    return {
      date: body.date,
      entry_type: body.entryType as PlanEntryType,
      title: body.title,
      text: body.text,
      recipe_id: body.recipeId,
    };
  }

  private async checkRecipe(plan: MealPlansRepository, recipeId: string | null): Promise<void> {
    if (recipeId && !(await plan.hasRecipe(recipeId))) {
      throw new HttpError(400, "errors.recipes.noRecipeWithId", { id: recipeId });
    }
  }

  private async read(actor: Actor, id: number): Promise<ReadPlanEntry> {
    const row = await this.planOf(actor).find(id);
    if (!row) throw entryNotFound();
    return (await this.present(actor.groupId, [row]))[0] as ReadPlanEntry;
  }

  /** Entries with their recipes' list items, read in one go for the page. */
  private async present(groupId: string, rows: PlanEntryRow[]): Promise<ReadPlanEntry[]> {
    const recipeIds = [...new Set(rows.flatMap((row) => (row.recipe_id ? [row.recipe_id] : [])))];
    const summaries = await this.repositories.group(groupId).recipes.summariesOf(recipeIds);
    const byId = new Map<string, RecipeSummary>(
      summaries.map(({ row, organizers }) => [row.id, presentSummary(row, organizers)]),
    );
    return rows.map((row) => presentEntry(row, row.recipe_id ? byId.get(row.recipe_id) : undefined));
  }

  private async readRule(plan: MealPlansRepository, id: string): Promise<PlanRulesOut> {
    const rule = await plan.findRule(id);
    if (!rule) throw ruleNotFound();
    return (await this.presentRules(plan, [rule]))[0] as PlanRulesOut;
  }

  private async presentRules(plan: MealPlansRepository, rows: PlanRuleRow[]): Promise<PlanRulesOut[]> {
    const organizers = await plan.ruleOrganizersOf(rows.map((row) => row.id));
    return rows.map((row) => presentRule(row, organizers.get(row.id) ?? { categories: [], tags: [] }));
  }

  private chosenOrganizers(body: PlanRulesCreateParsed): RuleOrganizerIds {
    const ids = (list: { id: string }[]) => [...new Set(list.map((one) => one.id.toLowerCase()))];
    return { categories: ids(body.categories), tags: ids(body.tags) };
  }

  /** Refuses categories and tags that are not the group's own. */
  private async checkOrganizers(namedRefs: NamedRefsRepository, chosen: RuleOrganizerIds): Promise<void> {
    for (const kind of ["categories", "tags"] as const) {
      const own = new Set((await namedRefs.organizersByIds(kind, chosen[kind])).map((organizer) => organizer.id));
      const unknown = chosen[kind].find((id) => !own.has(id));
      if (unknown)
        throw new HttpError(400, `errors.organizers.unknownId.${kind === "tags" ? "tag" : "category"}`, {
          id: unknown,
        });
    }
  }
}
