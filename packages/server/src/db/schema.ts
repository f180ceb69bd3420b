import type { ColumnType, Generated } from "kysely";

/** A timestamp: written as a Date, read back as a Date on both engines (see EngineValuesPlugin). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface GroupsTable {
  id: string;
  name: string;
  slug: string;
  /** Kept by triggers on recipes (migration 0002). */
  recipe_count: Generated<number>;
  /** Moves with every change a recipe list shows; kept by triggers (migration 0006). */
  recipes_version: Generated<number>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface GroupPreferencesTable {
  id: string;
  group_id: string;
  private_group: Generated<boolean>;
  first_day_of_week: Generated<number>;
  recipe_public: Generated<boolean>;
  recipe_show_nutrition: Generated<boolean>;
  recipe_show_assets: Generated<boolean>;
  recipe_landscape_view: Generated<boolean>;
  recipe_disable_comments: Generated<boolean>;
  recipe_disable_amount: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface UsersTable {
  id: string;
  group_id: string;
  username: string;
  email: string;
  full_name: string | null;
  password: string;
  auth_method: Generated<"Mealie" | "LDAP" | "OIDC">;
  admin: Generated<boolean>;
  advanced: Generated<boolean>;
  can_invite: Generated<boolean>;
  can_manage: Generated<boolean>;
  can_organize: Generated<boolean>;
  cache_key: string;
  login_attempts: Generated<number>;
  locked_at: Date | null;
  /** Set while the account still signs in with DEFAULT_PASSWORD, so the UI can warn. */
  uses_default_password: Generated<boolean>;
  /** The interface language the user chose (a tag of LOCALES); null until they choose one. */
  locale: Generated<string | null>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  integration_id: string;
  /** SHA-256 of the token: the token itself is shown once and never stored. */
  token_hash: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

/** A signed-in session; its id is the `jti` of the session token, which is honoured only while the row exists. */
export interface UserSessionsTable {
  id: string;
  user_id: string;
  /** The token's expiry, for pruning: the token's own `exp` is what refuses it. */
  expires_at: Date;
  created_at: Timestamp;
}

export interface InviteTokensTable {
  id: string;
  group_id: string;
  token: string;
  uses_left: number;
  created_at: Timestamp;
  update_at: Timestamp;
}

/** Columns every group-owned table has. */
interface GroupOwned {
  id: string;
  group_id: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

/** categories and tags. */
export interface OrganizerTable extends GroupOwned {
  name: string;
  slug: string;
}

export interface ToolsTable extends OrganizerTable {
  on_hand: Generated<boolean>;
}

export interface LabelsTable extends GroupOwned {
  name: string;
  color: Generated<string>;
}

export interface UnitsTable extends GroupOwned {
  name: string;
  plural_name: string | null;
  description: Generated<string>;
  abbreviation: Generated<string>;
  plural_abbreviation: Generated<string>;
  use_abbreviation: Generated<boolean>;
  fraction: Generated<boolean>;
  /** JSON list of {name}. */
  aliases: Generated<string>;
  /** JSON object of string values. */
  extras: Generated<string>;
}

export interface FoodsTable extends GroupOwned {
  name: string;
  plural_name: string | null;
  description: Generated<string>;
  label_id: string | null;
  on_hand: Generated<boolean>;
  /** JSON list of {name}. */
  aliases: Generated<string>;
  /** JSON object of string values. */
  extras: Generated<string>;
}

export interface RecipesTable extends GroupOwned {
  user_id: string | null;
  slug: string;
  name: string;
  description: Generated<string>;
  image: string | null;
  total_time: string | null;
  prep_time: string | null;
  perform_time: string | null;
  cook_time: string | null;
  recipe_yield: string | null;
  org_url: string | null;
  is_ocr_recipe: Generated<boolean>;
  rating: number | null;
  /** YYYY-MM-DD */
  date_added: string;
  date_updated: Date | null;
  last_made: Date | null;
  /** JSON object: the seven nutrition values. */
  nutrition: Generated<string>;
  /** JSON object of string values. */
  extras: Generated<string>;
  public: Generated<boolean>;
  show_nutrition: Generated<boolean>;
  show_assets: Generated<boolean>;
  landscape_view: Generated<boolean>;
  disable_comments: Generated<boolean>;
  disable_amount: Generated<boolean>;
  locked: Generated<boolean>;
  name_normalized: string;
  search_text: Generated<string>;
}

export interface RecipesToCategoriesTable {
  recipe_id: string;
  category_id: string;
}
export interface RecipesToTagsTable {
  recipe_id: string;
  tag_id: string;
}
export interface RecipesToToolsTable {
  recipe_id: string;
  tool_id: string;
}

/** A recipe's list item as JSON, emptied by triggers whenever what it shows changes (migration 0007). */
export interface RecipeSummariesTable {
  recipe_id: string;
  stamp: Generated<number>;
  json: string | null;
}

export interface RecipeIngredientsTable {
  id: Generated<number>;
  recipe_id: string;
  position: number;
  title: string | null;
  note: string | null;
  quantity: number | null;
  unit_id: string | null;
  food_id: string | null;
  original_text: string | null;
  reference_id: string;
}

export interface RecipeInstructionsTable {
  id: string;
  recipe_id: string;
  position: number;
  title: Generated<string>;
  text: Generated<string>;
  /** JSON list of {referenceId}. */
  ingredient_references: Generated<string>;
}

export interface RecipeNotesTable {
  id: Generated<number>;
  recipe_id: string;
  position: number;
  title: Generated<string>;
  text: Generated<string>;
}

export interface RecipeAssetsTable {
  id: Generated<number>;
  recipe_id: string;
  position: number;
  name: string;
  icon: string;
  file_name: string | null;
}

export interface UserRatingsTable {
  id: string;
  user_id: string;
  recipe_id: string;
  rating: number | null;
  is_favorite: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface RecipeCommentsTable {
  id: string;
  recipe_id: string;
  user_id: string;
  text: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface TimelineEventsTable {
  id: string;
  recipe_id: string;
  user_id: string;
  subject: string;
  event_message: string | null;
  event_type: "system" | "info" | "comment";
  image: Generated<string>;
  timestamp: Date;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface RecipeShareTokensTable extends GroupOwned {
  recipe_id: string;
  expires_at: Date;
}

export interface CookbooksTable extends GroupOwned {
  name: string;
  slug: string;
  description: Generated<string>;
  position: Generated<number>;
  public: Generated<boolean>;
  require_all_categories: Generated<boolean>;
  require_all_tags: Generated<boolean>;
  require_all_tools: Generated<boolean>;
}
export interface CookbooksToCategoriesTable {
  cookbook_id: string;
  category_id: string;
}
export interface CookbooksToTagsTable {
  cookbook_id: string;
  tag_id: string;
}
export interface CookbooksToToolsTable {
  cookbook_id: string;
  tool_id: string;
}

export interface RecipeActionsTable extends GroupOwned {
  action_type: "link" | "post";
  title: string;
  url: string;
}

export interface GroupExportsTable extends GroupOwned {
  name: string;
  filename: string;
  path: string;
  size: number;
  expires: Date;
}

export interface GroupReportsTable {
  id: string;
  group_id: string;
  name: string;
  category: "backup" | "restore" | "migration" | "bulk_import";
  status: "in-progress" | "success" | "failure" | "partial";
  timestamp: Timestamp;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface GroupReportEntriesTable {
  id: string;
  report_id: string;
  /** The entry's place in the report (the order of the bulk import's addresses). */
  position: number;
  success: boolean;
  message: string;
  exception: Generated<string>;
  timestamp: Timestamp;
}

export interface RecipeSearchWordsTable {
  group_id: string;
  word: string;
}

export interface MealPlanEntriesTable {
  id: Generated<number>;
  group_id: string;
  user_id: string | null;
  recipe_id: string | null;
  /** yyyy-MM-dd */
  date: string;
  entry_type: "breakfast" | "lunch" | "dinner" | "side";
  title: Generated<string>;
  text: Generated<string>;
  created_at: Timestamp;
  update_at: Timestamp;
}
export interface MealPlanRulesTable extends GroupOwned {
  day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday" | "unset";
  entry_type: "breakfast" | "lunch" | "dinner" | "side" | "unset";
}
export interface MealPlanRulesToCategoriesTable {
  rule_id: string;
  category_id: string;
}
export interface MealPlanRulesToTagsTable {
  rule_id: string;
  tag_id: string;
}
export interface GroupMealPlanCategoriesTable {
  group_id: string;
  category_id: string;
}
export interface MealPlanFeedsTable {
  user_id: string;
  token: string;
  created_at: Timestamp;
}

/** One run of a scheduled job in one period; the row is the claim that makes it run once (migration 0010). */
export interface JobRunsTable {
  job: string;
  /** The period: a daily job's local date, an hourly job's UTC hour. */
  run_key: string;
  instance: string;
  started_at: Date;
  finished_at: Date | null;
  error: string | null;
}

/** A plan entry whose "made this" timeline event was written for that day. */
export interface MealPlanMadeThisTable {
  entry_id: number;
  /** yyyy-MM-dd */
  date: string;
  created_at: Generated<Date>;
}

export interface ShoppingListsTable {
  id: string;
  group_id: string;
  user_id: string | null;
  name: string | null;
  /** JSON object text */
  extras: Generated<string>;
  created_at: Timestamp;
  update_at: Timestamp;
}
export interface ShoppingListLabelsTable {
  id: string;
  list_id: string;
  label_id: string;
  position: number;
}
export interface ShoppingListRecipesTable {
  id: string;
  list_id: string;
  recipe_id: string;
  recipe_quantity: number;
}
export interface ShoppingListItemsTable {
  id: string;
  list_id: string;
  group_id: string;
  position: number;
  checked: boolean;
  quantity: number;
  note: string;
  is_food: boolean;
  disable_amount: boolean | null;
  unit_id: string | null;
  food_id: string | null;
  label_id: string | null;
  /** JSON object text */
  extras: string;
  created_at: Timestamp;
  update_at: Timestamp;
}
export interface ShoppingListItemRecipesTable {
  id: string;
  item_id: string;
  recipe_id: string;
  recipe_quantity: number;
  recipe_scale: number | null;
  recipe_note: string | null;
}

/** A group's notifier: an Apprise-style URL and the event types it wants (migration 0012). */
export interface NotifiersTable {
  id: string;
  group_id: string;
  name: string;
  enabled: boolean;
  /** Holds secrets: never logged, never answered unmasked. */
  apprise_url: string;
  local_network: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}
export interface NotifierEventTypesTable {
  notifier_id: string;
  event_type: string;
}
export interface WebhooksTable {
  id: string;
  group_id: string;
  name: string;
  enabled: boolean;
  url: string;
  webhook_type: Generated<"mealplan">;
  /** HH:MM, UTC */
  scheduled_time: string;
  local_network: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}
/** The outbox: an event written in the transaction of the change it tells of. */
export interface EventsTable {
  id: string;
  group_id: string;
  event_type: string;
  /** JSON text */
  document_data: string;
  locale: string | null;
  created_at: Timestamp;
}
export type DeliveryStatus = "pending" | "sent" | "failed";
/** One event to one notifier or webhook, kept until sent or given up. */
export interface EventDeliveriesTable {
  id: string;
  event_id: string;
  group_id: string;
  notifier_id: string | null;
  webhook_id: string | null;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  claimed_by: string | null;
  claimed_until: Date | null;
  http_status: number | null;
  error: string | null;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  /** A webhook's daily run: `<webhook id>@<yyyy-MM-dd>`, unique, so that it is delivered once. */
  schedule_key: string | null;
  created_at: Date;
}

export interface Database {
  groups: GroupsTable;
  group_preferences: GroupPreferencesTable;
  users: UsersTable;
  api_tokens: ApiTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_sessions: UserSessionsTable;
  invite_tokens: InviteTokensTable;
  categories: OrganizerTable;
  tags: OrganizerTable;
  tools: ToolsTable;
  labels: LabelsTable;
  units: UnitsTable;
  foods: FoodsTable;
  recipes: RecipesTable;
  recipes_to_categories: RecipesToCategoriesTable;
  recipes_to_tags: RecipesToTagsTable;
  recipes_to_tools: RecipesToToolsTable;
  recipe_summaries: RecipeSummariesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_instructions: RecipeInstructionsTable;
  recipe_notes: RecipeNotesTable;
  recipe_assets: RecipeAssetsTable;
  user_ratings: UserRatingsTable;
  recipe_comments: RecipeCommentsTable;
  timeline_events: TimelineEventsTable;
  recipe_share_tokens: RecipeShareTokensTable;
  cookbooks: CookbooksTable;
  cookbooks_to_categories: CookbooksToCategoriesTable;
  cookbooks_to_tags: CookbooksToTagsTable;
  cookbooks_to_tools: CookbooksToToolsTable;
  recipe_actions: RecipeActionsTable;
  group_exports: GroupExportsTable;
  recipe_search_words: RecipeSearchWordsTable;
  group_reports: GroupReportsTable;
  group_report_entries: GroupReportEntriesTable;
  meal_plan_entries: MealPlanEntriesTable;
  meal_plan_rules: MealPlanRulesTable;
  meal_plan_rules_to_categories: MealPlanRulesToCategoriesTable;
  meal_plan_rules_to_tags: MealPlanRulesToTagsTable;
  group_meal_plan_categories: GroupMealPlanCategoriesTable;
  meal_plan_feeds: MealPlanFeedsTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_labels: ShoppingListLabelsTable;
  shopping_list_recipes: ShoppingListRecipesTable;
  shopping_list_items: ShoppingListItemsTable;
  shopping_list_item_recipes: ShoppingListItemRecipesTable;
  job_runs: JobRunsTable;
  meal_plan_made_this: MealPlanMadeThisTable;
  notifiers: NotifiersTable;
  notifier_event_types: NotifierEventTypesTable;
  webhooks: WebhooksTable;
  events: EventsTable;
  event_deliveries: EventDeliveriesTable;
  backup_restores: BackupRestoresTable;
}

/** Restores whose tables were swapped in (see migration 0014). */
export interface BackupRestoresTable {
  id: string;
  backup_name: string;
  restored_at: Generated<Date>;
}

/**
 * Columns stored as INTEGER 0/1 on SQLite that the application reads as booleans.
 * Every boolean column of every table is listed here; a name must not be reused for a non-boolean column.
 */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([
  "private_group",
  "recipe_public",
  "recipe_show_nutrition",
  "recipe_show_assets",
  "recipe_landscape_view",
  "recipe_disable_comments",
  "recipe_disable_amount",
  "admin",
  "advanced",
  "can_invite",
  "can_manage",
  "can_organize",
  "uses_default_password",
  "on_hand",
  "use_abbreviation",
  "fraction",
  "is_ocr_recipe",
  "public",
  "show_nutrition",
  "show_assets",
  "landscape_view",
  "disable_comments",
  "disable_amount",
  "locked",
  "is_favorite",
  "require_all_categories",
  "require_all_tags",
  "require_all_tools",
  "success",
  "checked",
  "is_food",
  "enabled",
  "local_network",
]);

/** Columns stored as ISO-8601 text on SQLite that the application reads as Dates. */
export const TIMESTAMP_COLUMNS: ReadonlySet<string> = new Set([
  "created_at",
  "update_at",
  "locked_at",
  "date_updated",
  "last_made",
  "timestamp",
  "expires_at",
  "expires",
  "started_at",
  "finished_at",
  "next_attempt_at",
  "claimed_until",
  "last_attempt_at",
  "sent_at",
]);
