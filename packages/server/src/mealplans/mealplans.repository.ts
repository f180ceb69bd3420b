import { randomUUID } from "node:crypto";
import type { MealPlanListQuery, Paginated, PlanRulesListQuery } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, MealPlanEntriesTable, MealPlanRulesTable } from "../db/schema.js";

export type PlanEntryRow = Selectable<MealPlanEntriesTable>;
export type PlanRuleRow = Selectable<MealPlanRulesTable>;
export type PlanEntryFields = Pick<PlanEntryRow, "date" | "entry_type" | "title" | "text" | "recipe_id">;
export type PlanRuleFields = Pick<PlanRuleRow, "day" | "entry_type">;

export interface OrganizerRef {
  id: string;
  name: string;
  slug: string;
}
/** A rule's categories and tags, each list by id. */
export interface RuleOrganizerIds {
  categories: string[];
  tags: string[];
}
export interface RuleOrganizers {
  categories: OrganizerRef[];
  tags: OrganizerRef[];
}

const ENTRY_FILTER_FIELDS: FilterFields = {
  id: { type: "number", column: "meal_plan_entries.id" },
  date: { type: "string", column: "meal_plan_entries.date" },
  entryType: { type: "string", column: "meal_plan_entries.entry_type" },
  title: { type: "string", column: "meal_plan_entries.title" },
  text: { type: "string", column: "meal_plan_entries.text" },
  recipeId: { type: "uuid", column: "meal_plan_entries.recipe_id" },
  userId: { type: "uuid", column: "meal_plan_entries.user_id" },
  createdAt: { type: "datetime", column: "meal_plan_entries.created_at" },
  updateAt: { type: "datetime", column: "meal_plan_entries.update_at" },
};

const RULE_FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "meal_plan_rules.id" },
  day: { type: "string", column: "meal_plan_rules.day" },
  entryType: { type: "string", column: "meal_plan_rules.entry_type" },
  createdAt: { type: "datetime", column: "meal_plan_rules.created_at" },
  updateAt: { type: "datetime", column: "meal_plan_rules.update_at" },
};

/** A group's meal plan: its entries, rules and meal-plan categories. Built with the group's id: it cannot reach another group's. */
export class MealPlansRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private entries() {
    return this.db.selectFrom("meal_plan_entries").where("meal_plan_entries.group_id", "=", this.groupId);
  }

  private rules() {
    return this.db.selectFrom("meal_plan_rules").where("meal_plan_rules.group_id", "=", this.groupId);
  }

  /** A page of entries between two days (both included, either end open), by day then meal type. */
  list(query: MealPlanListQuery): Promise<Paginated<PlanEntryRow>> {
    let entries = this.entries();
    if (query.start_date) entries = entries.where("meal_plan_entries.date", ">=", query.start_date);
    if (query.end_date) entries = entries.where("meal_plan_entries.date", "<=", query.end_date);
    if (query.queryFilter) entries = entries.where(queryFilterCondition(query.queryFilter, ENTRY_FILTER_FIELDS));
    return paginate(entries, (q) => q.selectAll("meal_plan_entries"), query, {
      orderable: {
        date: { column: "meal_plan_entries.date" },
        entryType: { column: "meal_plan_entries.entry_type" },
        title: { column: "meal_plan_entries.title", text: true },
        id: { column: "meal_plan_entries.id" },
        createdAt: { column: "meal_plan_entries.created_at" },
        updateAt: { column: "meal_plan_entries.update_at" },
      },
      defaultOrderBy: "date:asc",
      path: "/groups/mealplans",
      tieBreaker: "meal_plan_entries.id",
      linkParams: { start_date: query.start_date, end_date: query.end_date, queryFilter: query.queryFilter },
    });
  }

  /** The entries between two days (both included), by day then meal type; at most `limit`. */
  between(start: string, end: string, limit: number): Promise<PlanEntryRow[]> {
    return this.entries()
      .selectAll()
      .where("date", ">=", start)
      .where("date", "<=", end)
      .orderBy("date")
      .orderBy("id")
      .limit(limit)
      .execute();
  }

  /** Every entry of one day, in the order they were planned. */
  onDay(date: string): Promise<PlanEntryRow[]> {
    return this.entries().selectAll().where("date", "=", date).orderBy("id").execute();
  }

  find(id: number): Promise<PlanEntryRow | undefined> {
    return this.entries().selectAll().where("id", "=", id).executeTakeFirst();
  }

  async insert(fields: PlanEntryFields, userId: string): Promise<number> {
    const now = new Date();
    const row = await this.db
      .insertInto("meal_plan_entries")
      .values({ ...fields, group_id: this.groupId, user_id: userId, created_at: now, update_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Rewrites an entry of the group; false when it has none with this id. */
  async update(id: number, fields: PlanEntryFields): Promise<boolean> {
    const result = await this.db
      .updateTable("meal_plan_entries")
      .set({ ...fields, update_at: new Date() })
      .where("group_id", "=", this.groupId)
      .where("id", "=", id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom("meal_plan_entries").where("group_id", "=", this.groupId).where("id", "=", id).execute();
  }

  /** Whether the group has a recipe with this id. */
  async hasRecipe(recipeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("recipes")
      .select("id")
      .where("group_id", "=", this.groupId)
      .where("id", "=", recipeId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A random recipe of the group carrying every one of these categories and tags (any recipe when
   * none are given), or undefined when none does.
   */
  async randomRecipeWith({ categories, tags }: RuleOrganizerIds): Promise<string | undefined> {
    let recipes = this.db.selectFrom("recipes").select("recipes.id").where("recipes.group_id", "=", this.groupId);
    if (categories.length > 0) {
      recipes = recipes.where("recipes.id", "in", (db) =>
        db
          .selectFrom("recipes_to_categories")
          .select("recipe_id")
          .where("category_id", "in", categories)
          .groupBy("recipe_id")
          .having(sql`count(distinct category_id)`, "=", categories.length),
      );
    }
    if (tags.length > 0) {
      recipes = recipes.where("recipes.id", "in", (db) =>
        db
          .selectFrom("recipes_to_tags")
          .select("recipe_id")
          .where("tag_id", "in", tags)
          .groupBy("recipe_id")
          .having(sql`count(distinct tag_id)`, "=", tags.length),
      );
    }
    const row = await recipes.orderBy(sql`random()`).limit(1).executeTakeFirst();
    return row?.id;
  }

  listRules(query: PlanRulesListQuery): Promise<Paginated<PlanRuleRow>> {
    let rules = this.rules();
    if (query.queryFilter) rules = rules.where(queryFilterCondition(query.queryFilter, RULE_FILTER_FIELDS));
    return paginate(rules, (q) => q.selectAll("meal_plan_rules"), query, {
      orderable: {
        day: { column: "meal_plan_rules.day" },
        entryType: { column: "meal_plan_rules.entry_type" },
        createdAt: { column: "meal_plan_rules.created_at" },
        updateAt: { column: "meal_plan_rules.update_at" },
      },
      defaultOrderBy: "createdAt",
      path: "/groups/mealplans/rules",
      tieBreaker: "meal_plan_rules.id",
    });
  }

  findRule(id: string): Promise<PlanRuleRow | undefined> {
    return this.rules().selectAll().where("id", "=", id.toLowerCase()).executeTakeFirst();
  }

  /** The rules that apply to this weekday and meal type: theirs, or any day, or any type. */
  rulesFor(day: PlanRuleRow["day"], entryType: PlanRuleRow["entry_type"]): Promise<PlanRuleRow[]> {
    return this.rules()
      .selectAll()
      .where("day", "in", [day, "unset"])
      .where("entry_type", "in", [entryType, "unset"])
      .execute();
  }

  async insertRule(fields: PlanRuleFields, organizers: RuleOrganizerIds): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await this.db
      .insertInto("meal_plan_rules")
      .values({ ...fields, id, group_id: this.groupId, created_at: now, update_at: now })
      .execute();
    await this.linkRuleOrganizers(id, organizers);
    return id;
  }

  /** Replaces a rule's fields and organizers; the caller has checked it belongs to the group. */
  async updateRule(id: string, fields: PlanRuleFields, organizers: RuleOrganizerIds): Promise<void> {
    await this.db
      .updateTable("meal_plan_rules")
      .set({ ...fields, update_at: new Date() })
      .where("group_id", "=", this.groupId)
      .where("id", "=", id)
      .execute();
    await this.db.deleteFrom("meal_plan_rules_to_categories").where("rule_id", "=", id).execute();
    await this.db.deleteFrom("meal_plan_rules_to_tags").where("rule_id", "=", id).execute();
    await this.linkRuleOrganizers(id, organizers);
  }

  async deleteRule(id: string): Promise<void> {
    await this.db.deleteFrom("meal_plan_rules").where("group_id", "=", this.groupId).where("id", "=", id).execute();
  }

  private async linkRuleOrganizers(ruleId: string, organizers: RuleOrganizerIds): Promise<void> {
    if (organizers.categories.length > 0) {
      await this.db
        .insertInto("meal_plan_rules_to_categories")
        .values(organizers.categories.map((category_id) => ({ rule_id: ruleId, category_id })))
        .execute();
    }
    if (organizers.tags.length > 0) {
      await this.db
        .insertInto("meal_plan_rules_to_tags")
        .values(organizers.tags.map((tag_id) => ({ rule_id: ruleId, tag_id })))
        .execute();
    }
  }

  /** The categories and tags of these rules, keyed by rule id and sorted by name. */
  async ruleOrganizersOf(ruleIds: string[]): Promise<Map<string, RuleOrganizers>> {
    const result = new Map(ruleIds.map((id): [string, RuleOrganizers] => [id, { categories: [], tags: [] }]));
    if (ruleIds.length === 0) return result;
    const [categories, tags] = await Promise.all([
      this.db
        .selectFrom("meal_plan_rules_to_categories as link")
        .innerJoin("categories as o", "o.id", "link.category_id")
        .select(["link.rule_id", "o.id", "o.name", "o.slug"])
        .where("link.rule_id", "in", ruleIds)
        .orderBy(sql`lower(o.name)`)
        .execute(),
      this.db
        .selectFrom("meal_plan_rules_to_tags as link")
        .innerJoin("tags as o", "o.id", "link.tag_id")
        .select(["link.rule_id", "o.id", "o.name", "o.slug"])
        .where("link.rule_id", "in", ruleIds)
        .orderBy(sql`lower(o.name)`)
        .execute(),
    ]);
    for (const { rule_id, ...ref } of categories) result.get(rule_id)?.categories.push(ref);
    for (const { rule_id, ...ref } of tags) result.get(rule_id)?.tags.push(ref);
    return result;
  }

  /** The organizer ids of these rules, united. */
  async ruleOrganizerIds(ruleIds: string[]): Promise<RuleOrganizerIds> {
    const organizers = await this.ruleOrganizersOf(ruleIds);
    const categories = new Set<string>();
    const tags = new Set<string>();
    for (const { categories: c, tags: t } of organizers.values()) {
      for (const one of c) categories.add(one.id);
      for (const one of t) tags.add(one.id);
    }
    return { categories: [...categories], tags: [...tags] };
  }

  /** The group's meal-plan categories, by name. */
  categories(): Promise<OrganizerRef[]> {
    return this.db
      .selectFrom("group_meal_plan_categories as chosen")
      .innerJoin("categories as o", "o.id", "chosen.category_id")
      .select(["o.id", "o.name", "o.slug"])
      .where("chosen.group_id", "=", this.groupId)
      .orderBy(sql`lower(o.name)`)
      .execute();
  }

  async replaceCategories(categoryIds: string[]): Promise<void> {
    await this.db.deleteFrom("group_meal_plan_categories").where("group_id", "=", this.groupId).execute();
    if (categoryIds.length === 0) return;
    await this.db
      .insertInto("group_meal_plan_categories")
      .values(categoryIds.map((category_id) => ({ group_id: this.groupId, category_id })))
      .execute();
  }
}
