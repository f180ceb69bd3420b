import { randomUUID } from "node:crypto";
import { EVENT_TYPES, toSlug } from "@larder/shared";
import { normalizeForSearch, recipeSearchText, searchWords } from "../../recipes/search-text.js";
import type { SnapshotRow } from "../snapshot.js";
import {
  type MealieRow,
  mealieBoolean,
  mealieChoice,
  mealieDay,
  mealieNumber,
  mealieText,
  mealieTimestamp,
  mealieUuid,
} from "./mealie-values.js";

/** Mealie's `database.json`: every table as a list of rows, by table name. */
export type MealieDump = Record<string, unknown>;

/** What the converted rows need to know of the backup's files. */
export interface MealieFilesPresent {
  /** Recipes (Larder ids) whose `images/original.webp` the backup holds. */
  recipeImages: ReadonlySet<string>;
  /** Timeline events (Larder ids) whose photo the backup holds. */
  eventImages: ReadonlySet<string>;
}

export interface LeftOut {
  kind: string;
  count: number;
  reason: string;
}

export interface ConvertedMealieDatabase {
  /** Larder's tables in an order that inserts every row after the rows it refers to. */
  tables: Map<string, SnapshotRow[]>;
  leftOut: LeftOut[];
  /** Each converted recipe's group, for placing its files. */
  recipeGroups: ReadonlyMap<string, string>;
  /** Each converted timeline event's recipe. */
  eventRecipes: ReadonlyMap<string, string>;
  /** The converted users' ids. */
  users: ReadonlySet<string>;
  /** Each recipe's asset file names, as its rows list them. */
  assetFiles: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Mealie tables read into Larder's; any other non-empty table is reported as left out. */
const READ_TABLES = new Set([
  "alembic_version",
  "groups",
  "group_preferences",
  "users",
  "invite_tokens",
  "categories",
  "tags",
  "tools",
  "multi_purpose_labels",
  "ingredient_units",
  "ingredient_units_aliases",
  "ingredient_foods",
  "ingredient_foods_aliases",
  "ingredient_food_extras",
  "recipes",
  "recipe_settings",
  "recipe_nutrition",
  "api_extras",
  "recipes_to_categories",
  "recipes_to_tags",
  "recipes_to_tools",
  "recipes_ingredients",
  "recipe_instructions",
  "recipe_ingredient_ref_link",
  "notes",
  "recipe_assets",
  "users_to_favorites",
  "users_to_recipes",
  "recipe_comments",
  "recipe_timeline_events",
  "recipe_share_tokens",
  "cookbooks",
  "cookbooks_to_categories",
  "cookbooks_to_tags",
  "cookbooks_to_tools",
  "recipe_actions",
  "group_reports",
  "report_entries",
  "group_meal_plans",
  "group_meal_plan_rules",
  "plan_rules_to_categories",
  "plan_rules_to_tags",
  "group_to_categories",
  "shopping_lists",
  "shopping_list_extras",
  "shopping_lists_multi_purpose_labels",
  "shopping_list_recipe_reference",
  "shopping_list_items",
  "shopping_list_item_extras",
  "shopping_list_item_recipe_reference",
  "group_events_notifiers",
  "group_events_notifier_options",
  "webhook_urls",
]);

/** Tables Larder deliberately does not take, and why. */
const NOT_TAKEN: Record<string, string> = {
  server_tasks: "Larder keeps no log of Mealie's server tasks",
  long_live_tokens: "Mealie's API tokens are signed with Mealie's secret: create new ones in Larder",
  password_reset_tokens: "password reset links expire within days: ask for a new one",
  group_data_exports: "export files expire within a day and are not part of the backup",
  households: "Larder has one household per group",
};

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "side"] as const;
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "unset"] as const;
const TIMELINE_TYPES = ["system", "info", "comment"] as const;
const REPORT_CATEGORIES = ["backup", "restore", "migration", "bulk_import"] as const;
const REPORT_STATUSES = ["in-progress", "success", "failure", "partial"] as const;
const AUTH_METHODS: Record<string, string> = { mealie: "Mealie", ldap: "LDAP", oidc: "OIDC" };
const NUTRITION_COLUMNS: Record<string, string> = {
  calories: "calories",
  fat_content: "fatContent",
  protein_content: "proteinContent",
  carbohydrate_content: "carbohydrateContent",
  fiber_content: "fiberContent",
  sodium_content: "sodiumContent",
  sugar_content: "sugarContent",
};
const MISSING = (what: string) => `refers to ${what} the backup does not hold`;

/**
 * Converts every table of a Mealie v1 backup into Larder's tables. Columns that only some of
 * Mealie's schema versions have are read when present; rows whose references lead nowhere are left
 * out (as Mealie's own restore drops them), and rows Larder's unique rules would refuse are merged
 * into the row they repeat. Derived columns are computed as Larder computes them: slugs, folded
 * names, search text and the groups' search words.
 */
export function convertMealieDatabase(dump: MealieDump, files: MealieFilesPresent): ConvertedMealieDatabase {
  return new Conversion(dump, files).run();
}

class Conversion {
  private readonly tables = new Map<string, SnapshotRow[]>();
  private readonly left = new Map<string, LeftOut>();
  private readonly now = new Date().toISOString();

  private readonly groups = new Set<string>();
  private readonly users = new Set<string>();
  private readonly recipeGroups = new Map<string, string>();
  private readonly eventRecipes = new Map<string, string>();
  private readonly assetFiles = new Map<string, Set<string>>();
  private readonly ratings = new Map<string, SnapshotRow>();
  /** Organizer, label, unit and food ids by kind, merged duplicates leading to the row kept. */
  private readonly ids = new Map<string, Map<string, string>>();

  constructor(
    private readonly dump: MealieDump,
    private readonly files: MealieFilesPresent,
  ) {}

  run(): ConvertedMealieDatabase {
    this.groupsAndUsers();
    this.organizers();
    this.labelsUnitsFoods();
    this.recipes();
    this.recipeChildren();
    this.cookbooks();
    this.reports();
    this.mealPlans();
    this.shoppingLists();
    this.notifiersAndWebhooks();
    this.tablesNotTaken();
    return {
      tables: this.tables,
      leftOut: [...this.left.values()],
      recipeGroups: this.recipeGroups,
      eventRecipes: this.eventRecipes,
      users: this.users,
      assetFiles: this.assetFiles,
    };
  }

  // ---- helpers -------------------------------------------------------------------------------

  private rows(table: string): MealieRow[] {
    const rows = this.dump[table];
    if (!Array.isArray(rows)) return [];
    return rows.filter((row): row is MealieRow => typeof row === "object" && row !== null && !Array.isArray(row));
  }

  private out(table: string): SnapshotRow[] {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = [];
      this.tables.set(table, rows);
    }
    return rows;
  }

  private leaveOut(kind: string, reason: string, count = 1): void {
    const key = `${kind}\u0000${reason}`;
    const entry = this.left.get(key);
    if (entry) entry.count += count;
    else this.left.set(key, { kind, count, reason });
  }

  private stamps(row: MealieRow): { created_at: string; update_at: string } {
    const created = mealieTimestamp(row.created_at) ?? mealieTimestamp(row.update_at) ?? this.now;
    return { created_at: created, update_at: mealieTimestamp(row.update_at) ?? created };
  }

  /** The Larder id a reference of `kind` leads to (through merged duplicates), or null. */
  private ref(kind: string, value: unknown): string | null {
    const id = mealieUuid(value);
    return id ? (this.ids.get(kind)?.get(id) ?? null) : null;
  }

  private known(kind: string): Map<string, string> {
    let map = this.ids.get(kind);
    if (!map) {
      map = new Map();
      this.ids.set(kind, map);
    }
    return map;
  }

  /** A value not yet in `taken`, made from `base` with -1, -2 ... when needed; it is then taken. */
  private static free(base: string, taken: Set<string>): string {
    let candidate = base;
    for (let n = 1; taken.has(candidate); n++) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  }

  // ---- groups and users ----------------------------------------------------------------------

  private groupsAndUsers(): void {
    const names = new Set<string>();
    const slugs = new Set<string>();
    for (const row of this.rows("groups")) {
      const id = mealieUuid(row.id);
      if (!id) {
        this.leaveOut("groups", "has no id");
        continue;
      }
      const name = Conversion.free(mealieText(row.name)?.trim() || "Home", names);
      const slug = Conversion.free(mealieText(row.slug) || toSlug(name) || id, slugs);
      this.groups.add(id);
      this.out("groups").push({ id, name, slug, ...this.stamps(row) });
    }

    const preferenced = new Set<string>();
    for (const row of this.rows("group_preferences")) {
      const groupId = mealieUuid(row.group_id);
      if (!groupId || !this.groups.has(groupId) || preferenced.has(groupId)) {
        this.leaveOut("group_preferences", MISSING("a group"));
        continue;
      }
      preferenced.add(groupId);
      this.out("group_preferences").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        group_id: groupId,
        private_group: mealieBoolean(row.private_group, true),
        first_day_of_week: mealieNumber(row.first_day_of_week) ?? 0,
        recipe_public: mealieBoolean(row.recipe_public, true),
        recipe_show_nutrition: mealieBoolean(row.recipe_show_nutrition, false),
        recipe_show_assets: mealieBoolean(row.recipe_show_assets, false),
        recipe_landscape_view: mealieBoolean(row.recipe_landscape_view, false),
        recipe_disable_comments: mealieBoolean(row.recipe_disable_comments, false),
        recipe_disable_amount: mealieBoolean(row.recipe_disable_amount, true),
        ...this.stamps(row),
      });
    }
    // Every group has its preferences in Larder.
    for (const groupId of this.groups) {
      if (!preferenced.has(groupId)) {
        this.out("group_preferences").push({
          id: randomUUID(),
          group_id: groupId,
          created_at: this.now,
          update_at: this.now,
        });
      }
    }

    const usernames = new Set<string>();
    const emails = new Set<string>();
    for (const row of this.rows("users")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("users", MISSING("a group"));
        continue;
      }
      const username = mealieText(row.username) || mealieText(row.email) || id;
      const email = mealieText(row.email) || username;
      if (usernames.has(username.toLowerCase()) || emails.has(email.toLowerCase())) {
        this.leaveOut("users", "has the username or email of another user");
        continue;
      }
      usernames.add(username.toLowerCase());
      emails.add(email.toLowerCase());
      this.users.add(id);
      this.out("users").push({
        id,
        group_id: groupId,
        username,
        email,
        full_name: mealieText(row.full_name),
        // bcrypt hashes: Larder verifies them and upgrades each at its next sign-in.
        password: mealieText(row.password) ?? "",
        auth_method: AUTH_METHODS[String(row.auth_method ?? "mealie").toLowerCase()] ?? "Mealie",
        admin: mealieBoolean(row.admin, false),
        advanced: mealieBoolean(row.advanced, false),
        can_invite: mealieBoolean(row.can_invite, false),
        can_manage: mealieBoolean(row.can_manage, false),
        can_organize: mealieBoolean(row.can_organize, false),
        cache_key: mealieText(row.cache_key) || randomUUID(),
        login_attempts: mealieNumber(row.login_attemps ?? row.login_attempts) ?? 0,
        locked_at: mealieTimestamp(row.locked_at),
        ...this.stamps(row),
      });
    }

    const tokens = new Set<string>();
    for (const row of this.rows("invite_tokens")) {
      const groupId = mealieUuid(row.group_id);
      const token = mealieText(row.token);
      if (!groupId || !this.groups.has(groupId) || !token || tokens.has(token)) {
        this.leaveOut("invite_tokens", MISSING("a group"));
        continue;
      }
      tokens.add(token);
      this.out("invite_tokens").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        group_id: groupId,
        token,
        uses_left: mealieNumber(row.uses_left) ?? 1,
        ...this.stamps(row),
      });
    }
  }

  // ---- organizers, labels, units, foods ----------------------------------------------------

  /**
   * Rows of a group-owned table whose `unique` keys must not repeat within a group: a repeat is
   * merged into the first row (its id leads there) and reported.
   */
  private groupOwned(
    mealieTable: string,
    kind: string,
    unique: ((row: MealieRow) => string)[],
    convert: (row: MealieRow, id: string, groupId: string) => SnapshotRow,
    larderTable = kind,
  ): void {
    const ids = this.known(kind);
    const seen = unique.map(() => new Map<string, string>());
    for (const row of this.rows(mealieTable)) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut(mealieTable, MISSING("a group"));
        continue;
      }
      const keys = unique.map((key) => `${groupId}\u0000${key(row)}`);
      const repeated = keys.map((key, index) => seen[index]?.get(key)).find((kept) => kept !== undefined);
      if (repeated) {
        ids.set(id, repeated);
        this.leaveOut(mealieTable, "repeats the name of another in its group: merged into it");
        continue;
      }
      for (const [index, key] of keys.entries()) seen[index]?.set(key, id);
      ids.set(id, id);
      this.out(larderTable).push(convert(row, id, groupId));
    }
  }

  private organizers(): void {
    for (const kind of ["categories", "tags", "tools"] as const) {
      const name = (row: MealieRow) => mealieText(row.name)?.trim() || mealieText(row.slug) || "";
      const slug = (row: MealieRow) => mealieText(row.slug) || toSlug(name(row));
      this.groupOwned(kind, kind, [name, slug], (row, id, groupId) => ({
        id,
        group_id: groupId,
        name: name(row) || id,
        slug: slug(row) || id,
        ...(kind === "tools" ? { on_hand: mealieBoolean(row.on_hand, false) } : {}),
        ...this.stamps(row),
      }));
    }
  }

  private aliasesOf(table: string, owner: string, kind: string): Map<string, string[]> {
    const byOwner = new Map<string, string[]>();
    for (const row of this.rows(table)) {
      const ownerId = this.ref(kind, row[owner]);
      const name = mealieText(row.name)?.trim();
      if (!ownerId || !name) {
        this.leaveOut(table, MISSING(`a ${kind === "units" ? "unit" : "food"}`));
        continue;
      }
      const list = byOwner.get(ownerId) ?? [];
      if (!list.includes(name)) list.push(name);
      byOwner.set(ownerId, list);
    }
    return byOwner;
  }

  private extrasOf(table: string, owner: string, resolve: (value: unknown) => string | null): Map<string, string> {
    const byOwner = new Map<string, Record<string, string>>();
    for (const row of this.rows(table)) {
      const ownerId = resolve(row[owner]);
      const key = mealieText(row.key_name);
      if (!ownerId || !key) {
        this.leaveOut(table, MISSING("its owner"));
        continue;
      }
      const extras = byOwner.get(ownerId) ?? {};
      extras[key] = mealieText(row.value) ?? "";
      byOwner.set(ownerId, extras);
    }
    return new Map([...byOwner].map(([id, extras]) => [id, JSON.stringify(extras)]));
  }

  private labelsUnitsFoods(): void {
    const name = (row: MealieRow) => mealieText(row.name)?.trim() ?? "";
    this.groupOwned("multi_purpose_labels", "labels", [name], (row, id, groupId) => ({
      id,
      group_id: groupId,
      name: name(row) || id,
      color: mealieText(row.color) || "#E0E0E0",
      ...this.stamps(row),
    }));
    this.groupOwned("ingredient_units", "units", [name], (row, id, groupId) => ({
      id,
      group_id: groupId,
      name: name(row) || id,
      plural_name: mealieText(row.plural_name),
      description: mealieText(row.description) ?? "",
      abbreviation: mealieText(row.abbreviation) ?? "",
      plural_abbreviation: mealieText(row.plural_abbreviation) ?? "",
      use_abbreviation: mealieBoolean(row.use_abbreviation, false),
      fraction: mealieBoolean(row.fraction, true),
      ...this.stamps(row),
    }));
    this.groupOwned("ingredient_foods", "foods", [name], (row, id, groupId) => ({
      id,
      group_id: groupId,
      name: name(row) || id,
      plural_name: mealieText(row.plural_name),
      description: mealieText(row.description) ?? "",
      label_id: this.ref("labels", row.label_id),
      on_hand: mealieBoolean(row.on_hand, false),
      ...this.stamps(row),
    }));
    const unitAliases = this.aliasesOf("ingredient_units_aliases", "unit_id", "units");
    const foodAliases = this.aliasesOf("ingredient_foods_aliases", "food_id", "foods");
    const foodExtras = this.extrasOf("ingredient_food_extras", "ingredient_food_id", (value) =>
      this.ref("foods", value),
    );
    const aliasesJson = (names: string[] | undefined) =>
      JSON.stringify((names ?? []).map((alias) => ({ name: alias })));
    for (const unit of this.out("units")) unit.aliases = aliasesJson(unitAliases.get(unit.id as string));
    for (const food of this.out("foods")) {
      food.aliases = aliasesJson(foodAliases.get(food.id as string));
      food.extras = foodExtras.get(food.id as string) ?? "{}";
    }
  }

  // ---- recipes -------------------------------------------------------------------------------

  private recipes(): void {
    const preferences = new Map(this.out("group_preferences").map((row) => [row.group_id as string, row]));
    const settings = new Map<string, MealieRow>();
    for (const row of this.rows("recipe_settings")) {
      const recipeId = mealieUuid(row.recipe_id);
      if (recipeId) settings.set(recipeId, row);
    }
    const nutrition = new Map<string, MealieRow>();
    for (const row of this.rows("recipe_nutrition")) {
      const recipeId = mealieUuid(row.recipe_id);
      if (recipeId) nutrition.set(recipeId, row);
    }
    const slugs = new Map<string, Set<string>>();
    const ratingsAreOwn = this.dump.users_to_recipes === undefined;

    for (const row of this.rows("recipes")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId) || this.recipeGroups.has(id)) {
        this.leaveOut("recipes", MISSING("a group"));
        continue;
      }
      const name = mealieText(row.name)?.trim() || mealieText(row.slug) || "Recipe";
      const taken = slugs.get(groupId) ?? new Set<string>();
      slugs.set(groupId, taken);
      const slug = Conversion.free(mealieText(row.slug) || toSlug(name) || id, taken);
      const userId = mealieUuid(row.user_id);
      const stamps = this.stamps(row);
      const preference = preferences.get(groupId);
      const setting = settings.get(id);
      const flag = (column: string, preferenceColumn: string | null, fallback: boolean) =>
        mealieBoolean(
          setting?.[column],
          preferenceColumn ? mealieBoolean(preference?.[preferenceColumn], fallback) : fallback,
        );
      const rating = mealieNumber(row.rating);
      this.recipeGroups.set(id, groupId);
      this.out("recipes").push({
        id,
        group_id: groupId,
        user_id: userId && this.users.has(userId) ? userId : null,
        slug,
        name,
        description: mealieText(row.description) ?? "",
        image: this.files.recipeImages.has(id) ? mealieText(row.image) || randomUUID().slice(0, 8) : null,
        total_time: mealieText(row.total_time),
        prep_time: mealieText(row.prep_time),
        perform_time: mealieText(row.perform_time),
        cook_time: mealieText(row.cook_time),
        recipe_yield: mealieText(row.recipe_yield),
        org_url: mealieText(row.org_url),
        is_ocr_recipe: mealieBoolean(row.is_ocr_recipe, false),
        rating: rating !== null && rating > 0 ? rating : null,
        date_added: mealieDay(row.date_added) ?? stamps.created_at.slice(0, 10),
        date_updated: mealieTimestamp(row.date_updated),
        last_made: mealieTimestamp(row.last_made),
        nutrition: this.nutritionOf(nutrition.get(id)),
        extras: "{}",
        public: flag("public", "recipe_public", false),
        show_nutrition: flag("show_nutrition", "recipe_show_nutrition", false),
        show_assets: flag("show_assets", "recipe_show_assets", false),
        landscape_view: flag("landscape_view", "recipe_landscape_view", false),
        disable_comments: flag("disable_comments", "recipe_disable_comments", false),
        disable_amount: flag("disable_amount", "recipe_disable_amount", true),
        locked: flag("locked", null, false),
        name_normalized: normalizeForSearch(name),
        search_text: "",
        ...stamps,
      });
      // Older Mealie versions keep one rating per recipe, given by whoever rated it: it becomes its owner's.
      if (ratingsAreOwn && rating !== null && rating > 0 && userId && this.users.has(userId)) {
        this.rate(userId, id, rating, false, stamps);
      }
    }
    for (const [table, kept] of [
      ["recipe_settings", settings],
      ["recipe_nutrition", nutrition],
    ] as const) {
      const dangling = [...kept.keys()].filter((id) => !this.recipeGroups.has(id)).length;
      const unreadable = this.rows(table).length - kept.size;
      if (dangling + unreadable > 0) this.leaveOut(table, MISSING("a recipe"), dangling + unreadable);
    }

    const extras = this.extrasOf("api_extras", "recipee_id", (value) => this.recipe(value));
    for (const recipe of this.out("recipes")) recipe.extras = extras.get(recipe.id as string) ?? "{}";

    for (const [table, column, kind] of [
      ["recipes_to_categories", "category_id", "categories"],
      ["recipes_to_tags", "tag_id", "tags"],
      ["recipes_to_tools", "tool_id", "tools"],
    ] as const) {
      this.links(table, table, "recipe_id", "recipe_id", (value) => this.recipe(value), column, column, kind);
    }
  }

  private recipe(value: unknown): string | null {
    const id = mealieUuid(value);
    return id && this.recipeGroups.has(id) ? id : null;
  }

  private nutritionOf(row: MealieRow | undefined): string {
    const nutrition: Record<string, string> = {};
    for (const [column, field] of Object.entries(NUTRITION_COLUMNS)) {
      const value = mealieText(row?.[column]);
      if (value !== null && value !== "") nutrition[field] = value;
    }
    return JSON.stringify(nutrition);
  }

  /** A many-to-many link table; a pair repeated once references are merged is kept once. */
  private links(
    mealieTable: string,
    larderTable: string,
    ownerColumn: string,
    larderOwnerColumn: string,
    owner: (value: unknown) => string | null,
    targetColumn: string,
    larderTargetColumn: string,
    kind: string,
  ): void {
    const seen = new Set<string>();
    for (const row of this.rows(mealieTable)) {
      const ownerId = owner(row[ownerColumn]);
      const targetId = this.ref(kind, row[targetColumn]);
      if (!ownerId || !targetId) {
        this.leaveOut(mealieTable, MISSING("a row"));
        continue;
      }
      const key = `${ownerId}\u0000${targetId}`;
      if (seen.has(key)) {
        this.leaveOut(mealieTable, "repeats a link: kept once");
        continue;
      }
      seen.add(key);
      this.out(larderTable).push({ [larderOwnerColumn]: ownerId, [larderTargetColumn]: targetId });
    }
    this.out(larderTable);
  }

  /** One row per user and recipe holds both the rating and the favourite flag. */
  private rate(
    userId: string,
    recipeId: string,
    rating: number | null,
    favorite: boolean,
    stamps: { created_at: string; update_at: string },
  ): void {
    const key = `${userId}\u0000${recipeId}`;
    const existing = this.ratings.get(key);
    if (existing) {
      if (rating !== null) existing.rating = rating;
      if (favorite) existing.is_favorite = true;
      return;
    }
    const row = { id: randomUUID(), user_id: userId, recipe_id: recipeId, rating, is_favorite: favorite, ...stamps };
    this.ratings.set(key, row);
    this.out("user_ratings").push(row);
  }

  private recipeChildren(): void {
    const foodNames = new Map(this.out("foods").map((food) => [food.id as string, food.name as string]));
    const searchable = new Map<
      string,
      { note: string | null; originalText: string | null; foodName: string | null }[]
    >();
    const references = new Map<string, string>();

    const ingredients = this.rows("recipes_ingredients")
      .map((row, index) => ({ row, index }))
      .sort((a, b) => order(a.row, b.row) || a.index - b.index);
    for (const { row } of ingredients) {
      const recipeId = this.recipe(row.recipe_id);
      if (!recipeId) {
        this.leaveOut("recipes_ingredients", MISSING("a recipe"));
        continue;
      }
      const referenceId = mealieUuid(row.reference_id) ?? randomUUID();
      const foodId = this.ref("foods", row.food_id);
      const ingredient = {
        recipe_id: recipeId,
        position: mealieNumber(row.position) ?? 0,
        title: mealieText(row.title) || null,
        note: mealieText(row.note),
        quantity: mealieNumber(row.quantity),
        unit_id: this.ref("units", row.unit_id),
        food_id: foodId,
        original_text: mealieText(row.original_text),
        reference_id: referenceId,
      };
      references.set(referenceId, recipeId);
      this.out("recipe_ingredients").push(ingredient);
      const list = searchable.get(recipeId) ?? [];
      list.push({
        note: ingredient.note,
        originalText: ingredient.original_text,
        foodName: foodId ? (foodNames.get(foodId) ?? null) : null,
      });
      searchable.set(recipeId, list);
    }

    const stepReferences = new Map<string, { referenceId: string }[]>();
    for (const row of this.rows("recipe_ingredient_ref_link")) {
      const instructionId = mealieUuid(row.instruction_id);
      const referenceId = mealieUuid(row.reference_id);
      if (!instructionId || !referenceId) {
        this.leaveOut("recipe_ingredient_ref_link", MISSING("a step"));
        continue;
      }
      const list = stepReferences.get(instructionId) ?? [];
      list.push({ referenceId });
      stepReferences.set(instructionId, list);
    }
    const instructionIds = new Set<string>();
    for (const row of [...this.rows("recipe_instructions")].sort(order)) {
      const recipeId = this.recipe(row.recipe_id);
      const id = mealieUuid(row.id) ?? randomUUID();
      if (!recipeId || instructionIds.has(id)) {
        this.leaveOut("recipe_instructions", MISSING("a recipe"));
        continue;
      }
      instructionIds.add(id);
      this.out("recipe_instructions").push({
        id,
        recipe_id: recipeId,
        position: mealieNumber(row.position) ?? 0,
        title: mealieText(row.title) ?? "",
        text: mealieText(row.text) ?? "",
        ingredient_references: JSON.stringify(stepReferences.get(id) ?? []),
      });
    }
    const linkedSteps = [...stepReferences.keys()].filter((id) => !instructionIds.has(id));
    if (linkedSteps.length > 0) {
      const count = linkedSteps.reduce((sum, id) => sum + (stepReferences.get(id)?.length ?? 0), 0);
      this.leaveOut("recipe_ingredient_ref_link", MISSING("a step"), count);
    }

    const positions = new Map<string, number>();
    const nextPosition = (table: string, recipeId: string) => {
      const key = `${table}\u0000${recipeId}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      return position;
    };
    for (const row of [...this.rows("notes")].sort(byId)) {
      const recipeId = this.recipe(row.recipe_id);
      if (!recipeId) {
        this.leaveOut("notes", MISSING("a recipe"));
        continue;
      }
      this.out("recipe_notes").push({
        recipe_id: recipeId,
        position: nextPosition("notes", recipeId),
        title: mealieText(row.title) ?? "",
        text: mealieText(row.text) ?? "",
      });
    }
    for (const row of [...this.rows("recipe_assets")].sort(byId)) {
      const recipeId = this.recipe(row.recipe_id);
      if (!recipeId) {
        this.leaveOut("recipe_assets", MISSING("a recipe"));
        continue;
      }
      const fileName = mealieText(row.file_name);
      if (fileName) {
        const names = this.assetFiles.get(recipeId) ?? new Set<string>();
        names.add(fileName);
        this.assetFiles.set(recipeId, names);
      }
      this.out("recipe_assets").push({
        recipe_id: recipeId,
        position: nextPosition("assets", recipeId),
        name: mealieText(row.name) || fileName || "file",
        icon: mealieText(row.icon) || "mdi-file",
        file_name: fileName,
      });
    }

    for (const row of this.rows("users_to_favorites")) {
      const userId = mealieUuid(row.user_id);
      const recipeId = this.recipe(row.recipe_id);
      if (!userId || !this.users.has(userId) || !recipeId) {
        this.leaveOut("users_to_favorites", MISSING("a user or recipe"));
        continue;
      }
      this.rate(userId, recipeId, null, true, this.stamps(row));
    }
    for (const row of this.rows("users_to_recipes")) {
      const userId = mealieUuid(row.user_id);
      const recipeId = this.recipe(row.recipe_id);
      if (!userId || !this.users.has(userId) || !recipeId) {
        this.leaveOut("users_to_recipes", MISSING("a user or recipe"));
        continue;
      }
      const rating = mealieNumber(row.rating);
      this.rate(userId, recipeId, rating, mealieBoolean(row.is_favorite, false), this.stamps(row));
    }
    if (this.dump.users_to_recipes !== undefined) this.averageRatings();

    for (const row of this.rows("recipe_comments")) {
      const recipeId = this.recipe(row.recipe_id);
      const userId = mealieUuid(row.user_id);
      if (!recipeId || !userId || !this.users.has(userId)) {
        this.leaveOut("recipe_comments", MISSING("a user or recipe"));
        continue;
      }
      this.out("recipe_comments").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        recipe_id: recipeId,
        user_id: userId,
        text: mealieText(row.text) ?? "",
        ...this.stamps(row),
      });
    }

    for (const row of this.rows("recipe_timeline_events")) {
      const recipeId = this.recipe(row.recipe_id);
      const userId = mealieUuid(row.user_id);
      const id = mealieUuid(row.id) ?? randomUUID();
      if (!recipeId || !userId || !this.users.has(userId)) {
        this.leaveOut("recipe_timeline_events", MISSING("a user or recipe"));
        continue;
      }
      const stamps = this.stamps(row);
      this.eventRecipes.set(id, recipeId);
      this.out("timeline_events").push({
        id,
        recipe_id: recipeId,
        user_id: userId,
        subject: mealieText(row.subject) ?? "",
        event_message: mealieText(row.message),
        event_type: mealieChoice(row.event_type, TIMELINE_TYPES, "info"),
        image: this.files.eventImages.has(id) ? "has image" : "does not have image",
        timestamp: mealieTimestamp(row.timestamp) ?? stamps.created_at,
        ...stamps,
      });
    }

    for (const row of this.rows("recipe_share_tokens")) {
      const recipeId = this.recipe(row.recipe_id);
      const id = mealieUuid(row.id);
      if (!recipeId || !id) {
        this.leaveOut("recipe_share_tokens", MISSING("a recipe"));
        continue;
      }
      const stamps = this.stamps(row);
      const expires =
        mealieTimestamp(row.expires_at) ??
        new Date(new Date(stamps.created_at).getTime() + 30 * 24 * 3600 * 1000).toISOString();
      this.out("recipe_share_tokens").push({
        id,
        group_id: this.recipeGroups.get(recipeId) as string,
        recipe_id: recipeId,
        expires_at: expires,
        ...stamps,
      });
    }

    this.searchTexts(searchable);
  }

  /** Recipes' average rating over their members' ratings above 0, as Larder keeps it. */
  private averageRatings(): void {
    const sums = new Map<string, { total: number; count: number }>();
    for (const row of this.out("user_ratings")) {
      const rating = row.rating as number | null;
      if (rating === null || rating <= 0) continue;
      const sum = sums.get(row.recipe_id as string) ?? { total: 0, count: 0 };
      sum.total += rating;
      sum.count += 1;
      sums.set(row.recipe_id as string, sum);
    }
    for (const recipe of this.out("recipes")) {
      const sum = sums.get(recipe.id as string);
      recipe.rating = sum ? sum.total / sum.count : null;
    }
  }

  private searchTexts(
    ingredients: Map<string, { note: string | null; originalText: string | null; foodName: string | null }[]>,
  ): void {
    const words = new Map<string, Set<string>>();
    for (const recipe of this.out("recipes")) {
      const text = recipeSearchText({
        name: recipe.name as string,
        description: recipe.description as string,
        ingredients: ingredients.get(recipe.id as string) ?? [],
      });
      recipe.search_text = text;
      const groupWords = words.get(recipe.group_id as string) ?? new Set<string>();
      for (const word of searchWords(text)) groupWords.add(word);
      words.set(recipe.group_id as string, groupWords);
    }
    const rows = this.out("recipe_search_words");
    for (const [groupId, groupWords] of words) {
      for (const word of groupWords) rows.push({ group_id: groupId, word });
    }
    // Recipe list items (`recipe_summaries`) and each group's recipe count are rebuilt by the restore.
  }

  // ---- cookbooks, reports, meal plans, shopping lists, notifiers ----------------------------

  private cookbooks(): void {
    const slugs = new Map<string, Set<string>>();
    const cookbooks = this.known("cookbooks");
    for (const row of [...this.rows("cookbooks")].sort(
      (a, b) => (mealieNumber(a.position) ?? 0) - (mealieNumber(b.position) ?? 0),
    )) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("cookbooks", MISSING("a group"));
        continue;
      }
      const name = mealieText(row.name)?.trim() || "Cookbook";
      const taken = slugs.get(groupId) ?? new Set<string>();
      slugs.set(groupId, taken);
      cookbooks.set(id, id);
      this.out("cookbooks").push({
        id,
        group_id: groupId,
        name,
        slug: Conversion.free(mealieText(row.slug) || toSlug(name) || id, taken),
        description: mealieText(row.description) ?? "",
        position: mealieNumber(row.position) ?? 1,
        public: mealieBoolean(row.public, false),
        require_all_categories: mealieBoolean(row.require_all_categories, true),
        require_all_tags: mealieBoolean(row.require_all_tags, true),
        require_all_tools: mealieBoolean(row.require_all_tools, true),
        ...this.stamps(row),
      });
    }
    const cookbook = (value: unknown) => this.ref("cookbooks", value);
    for (const [table, column, kind] of [
      ["cookbooks_to_categories", "category_id", "categories"],
      ["cookbooks_to_tags", "tag_id", "tags"],
      ["cookbooks_to_tools", "tool_id", "tools"],
    ] as const) {
      this.links(table, table, "cookbook_id", "cookbook_id", cookbook, column, column, kind);
    }

    for (const row of this.rows("recipe_actions")) {
      const groupId = mealieUuid(row.group_id);
      if (!groupId || !this.groups.has(groupId)) {
        this.leaveOut("recipe_actions", MISSING("a group"));
        continue;
      }
      this.out("recipe_actions").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        group_id: groupId,
        action_type: mealieChoice(row.action_type, ["link", "post"] as const, "link"),
        title: mealieText(row.title) ?? "",
        url: mealieText(row.url) ?? "",
        ...this.stamps(row),
      });
    }
  }

  private reports(): void {
    const reports = this.known("reports");
    for (const row of this.rows("group_reports")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("group_reports", MISSING("a group"));
        continue;
      }
      reports.set(id, id);
      const stamps = this.stamps(row);
      this.out("group_reports").push({
        id,
        group_id: groupId,
        name: mealieText(row.name) ?? "",
        category: mealieChoice(row.category, REPORT_CATEGORIES, "migration"),
        status: mealieChoice(row.status, REPORT_STATUSES, "success"),
        timestamp: mealieTimestamp(row.timestamp) ?? stamps.created_at,
        ...stamps,
      });
    }
    const positions = new Map<string, number>();
    const entries = [...this.rows("report_entries")].sort((a, b) =>
      String(a.timestamp ?? "").localeCompare(String(b.timestamp ?? "")),
    );
    for (const row of entries) {
      const reportId = this.ref("reports", row.report_id);
      if (!reportId) {
        this.leaveOut("report_entries", MISSING("a report"));
        continue;
      }
      const position = positions.get(reportId) ?? 0;
      positions.set(reportId, position + 1);
      this.out("group_report_entries").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        report_id: reportId,
        position,
        success: mealieBoolean(row.success, true),
        message: mealieText(row.message) ?? "",
        exception: mealieText(row.exception) ?? "",
        timestamp: mealieTimestamp(row.timestamp) ?? this.stamps(row).created_at,
      });
    }
  }

  private mealPlans(): void {
    const ids = new Set<number>();
    for (const row of this.rows("group_meal_plans")) {
      const groupId = mealieUuid(row.group_id);
      const date = mealieDay(row.date);
      if (!groupId || !this.groups.has(groupId) || !date) {
        this.leaveOut("group_meal_plans", MISSING("a group"));
        continue;
      }
      const userId = mealieUuid(row.user_id);
      const id = mealieNumber(row.id);
      const keepId = id !== null && Number.isInteger(id) && id > 0 && !ids.has(id);
      if (keepId) ids.add(id);
      this.out("meal_plan_entries").push({
        ...(keepId ? { id } : {}),
        group_id: groupId,
        user_id: userId && this.users.has(userId) ? userId : null,
        recipe_id: this.recipe(row.recipe_id),
        date,
        entry_type: mealieChoice(row.entry_type, MEAL_TYPES, "dinner"),
        title: mealieText(row.title) ?? "",
        text: mealieText(row.text) ?? "",
        ...this.stamps(row),
      });
    }

    const rules = this.known("rules");
    for (const row of this.rows("group_meal_plan_rules")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("group_meal_plan_rules", MISSING("a group"));
        continue;
      }
      rules.set(id, id);
      this.out("meal_plan_rules").push({
        id,
        group_id: groupId,
        day: mealieChoice(row.day, WEEKDAYS, "unset"),
        entry_type: mealieChoice(row.entry_type, [...MEAL_TYPES, "unset"] as const, "unset"),
        ...this.stamps(row),
      });
    }
    const rule = (value: unknown) => this.ref("rules", value);
    this.links(
      "plan_rules_to_categories",
      "meal_plan_rules_to_categories",
      "group_plan_rule_id",
      "rule_id",
      rule,
      "category_id",
      "category_id",
      "categories",
    );
    this.links(
      "plan_rules_to_tags",
      "meal_plan_rules_to_tags",
      "group_plan_rule_id",
      "rule_id",
      rule,
      "tag_id",
      "tag_id",
      "tags",
    );
    const group = (value: unknown) => {
      const id = mealieUuid(value);
      return id && this.groups.has(id) ? id : null;
    };
    this.links(
      "group_to_categories",
      "group_meal_plan_categories",
      "group_id",
      "group_id",
      group,
      "category_id",
      "category_id",
      "categories",
    );
  }

  private shoppingLists(): void {
    const lists = this.known("lists");
    const listGroups = new Map<string, string>();
    const listIds = new Set(this.rows("shopping_lists").map((row) => mealieUuid(row.id)));
    const listExtras = this.extrasOf("shopping_list_extras", "shopping_list_id", (value) => {
      const id = mealieUuid(value);
      return id && listIds.has(id) ? id : null;
    });
    for (const row of this.rows("shopping_lists")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("shopping_lists", MISSING("a group"));
        continue;
      }
      lists.set(id, id);
      listGroups.set(id, groupId);
      const userId = mealieUuid(row.user_id);
      this.out("shopping_lists").push({
        id,
        group_id: groupId,
        user_id: userId && this.users.has(userId) ? userId : null,
        name: mealieText(row.name),
        extras: listExtras.get(id) ?? "{}",
        ...this.stamps(row),
      });
    }

    const labelPairs = new Set<string>();
    for (const row of this.rows("shopping_lists_multi_purpose_labels")) {
      const listId = this.ref("lists", row.shopping_list_id);
      const labelId = this.ref("labels", row.label_id);
      if (!listId || !labelId) {
        this.leaveOut("shopping_lists_multi_purpose_labels", MISSING("a list or label"));
        continue;
      }
      if (labelPairs.has(`${listId}\u0000${labelId}`)) {
        this.leaveOut("shopping_lists_multi_purpose_labels", "repeats a label of its list: kept once");
        continue;
      }
      labelPairs.add(`${listId}\u0000${labelId}`);
      this.out("shopping_list_labels").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        list_id: listId,
        label_id: labelId,
        position: mealieNumber(row.position) ?? 0,
      });
    }

    const listRecipes = new Map<string, SnapshotRow>();
    for (const row of this.rows("shopping_list_recipe_reference")) {
      const listId = this.ref("lists", row.shopping_list_id);
      const recipeId = this.recipe(row.recipe_id);
      if (!listId || !recipeId) {
        this.leaveOut("shopping_list_recipe_reference", MISSING("a list or recipe"));
        continue;
      }
      const quantity = mealieNumber(row.recipe_quantity) ?? 1;
      const existing = listRecipes.get(`${listId}\u0000${recipeId}`);
      if (existing) {
        existing.recipe_quantity = (existing.recipe_quantity as number) + quantity;
        this.leaveOut("shopping_list_recipe_reference", "repeats a recipe of its list: quantities added");
        continue;
      }
      const reference = {
        id: mealieUuid(row.id) ?? randomUUID(),
        list_id: listId,
        recipe_id: recipeId,
        recipe_quantity: quantity,
      };
      listRecipes.set(`${listId}\u0000${recipeId}`, reference);
      this.out("shopping_list_recipes").push(reference);
    }

    const items = this.known("items");
    const itemIds = new Set(this.rows("shopping_list_items").map((row) => mealieUuid(row.id)));
    const itemExtras = this.extrasOf("shopping_list_item_extras", "shopping_list_item_id", (value) => {
      const id = mealieUuid(value);
      return id && itemIds.has(id) ? id : null;
    });
    for (const row of this.rows("shopping_list_items")) {
      const id = mealieUuid(row.id);
      const listId = this.ref("lists", row.shopping_list_id);
      if (!id || !listId) {
        this.leaveOut("shopping_list_items", MISSING("a list"));
        continue;
      }
      items.set(id, id);
      this.out("shopping_list_items").push({
        id,
        list_id: listId,
        group_id: listGroups.get(listId) as string,
        position: mealieNumber(row.position) ?? 0,
        checked: mealieBoolean(row.checked, false),
        quantity: mealieNumber(row.quantity) ?? 1,
        note: mealieText(row.note) ?? "",
        is_food: mealieBoolean(row.is_food, false),
        disable_amount:
          row.disable_amount === undefined || row.disable_amount === null
            ? null
            : mealieBoolean(row.disable_amount, false),
        unit_id: this.ref("units", row.unit_id),
        food_id: this.ref("foods", row.food_id),
        label_id: this.ref("labels", row.label_id),
        extras: itemExtras.get(id) ?? "{}",
        ...this.stamps(row),
      });
    }
    for (const row of this.rows("shopping_list_item_recipe_reference")) {
      const itemId = this.ref("items", row.shopping_list_item_id);
      const recipeId = this.recipe(row.recipe_id);
      if (!itemId || !recipeId) {
        this.leaveOut("shopping_list_item_recipe_reference", MISSING("an item or recipe"));
        continue;
      }
      this.out("shopping_list_item_recipes").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        item_id: itemId,
        recipe_id: recipeId,
        recipe_quantity: mealieNumber(row.recipe_quantity) ?? 0,
        recipe_scale: mealieNumber(row.recipe_scale),
        recipe_note: mealieText(row.recipe_note),
      });
    }
  }

  private notifiersAndWebhooks(): void {
    const notifiers = this.known("notifiers");
    for (const row of this.rows("group_events_notifiers")) {
      const id = mealieUuid(row.id);
      const groupId = mealieUuid(row.group_id);
      if (!id || !groupId || !this.groups.has(groupId)) {
        this.leaveOut("group_events_notifiers", MISSING("a group"));
        continue;
      }
      notifiers.set(id, id);
      this.out("notifiers").push({
        id,
        group_id: groupId,
        name: mealieText(row.name) ?? "",
        enabled: mealieBoolean(row.enabled, true),
        apprise_url: mealieText(row.apprise_url) ?? "",
        ...this.stamps(row),
      });
    }
    const wanted = new Set<string>();
    for (const row of this.rows("group_events_notifier_options")) {
      const notifierId = this.ref("notifiers", row.event_notifier_id);
      if (!notifierId) {
        this.leaveOut("group_events_notifier_options", MISSING("a notifier"));
        continue;
      }
      for (const type of EVENT_TYPES) {
        if (mealieBoolean(row[type], false) && !wanted.has(`${notifierId}\u0000${type}`)) {
          wanted.add(`${notifierId}\u0000${type}`);
          this.out("notifier_event_types").push({ notifier_id: notifierId, event_type: type });
        }
      }
    }
    this.out("notifier_event_types");

    for (const row of this.rows("webhook_urls")) {
      const groupId = mealieUuid(row.group_id);
      if (!groupId || !this.groups.has(groupId)) {
        this.leaveOut("webhook_urls", MISSING("a group"));
        continue;
      }
      const time = /^(\d{1,2}):(\d{2})/.exec(mealieText(row.scheduled_time) ?? "");
      this.out("webhooks").push({
        id: mealieUuid(row.id) ?? randomUUID(),
        group_id: groupId,
        name: mealieText(row.name) ?? "",
        enabled: mealieBoolean(row.enabled, true),
        url: mealieText(row.url) ?? "",
        webhook_type: "mealplan",
        scheduled_time: time ? `${time[1]?.padStart(2, "0")}:${time[2]}` : "00:00",
        ...this.stamps(row),
      });
    }
  }

  private tablesNotTaken(): void {
    for (const [table, rows] of Object.entries(this.dump)) {
      if (READ_TABLES.has(table) || !Array.isArray(rows) || rows.length === 0) continue;
      this.leaveOut(table, NOT_TAKEN[table] ?? "Larder has no place for it", rows.length);
    }
  }
}

/** Mealie's order of a recipe's rows: by position, then as stored. */
function order(a: MealieRow, b: MealieRow): number {
  return (mealieNumber(a.position) ?? 0) - (mealieNumber(b.position) ?? 0);
}

/** Rows with integer ids in the order they were made. */
function byId(a: MealieRow, b: MealieRow): number {
  return (mealieNumber(a.id) ?? 0) - (mealieNumber(b.id) ?? 0);
}
