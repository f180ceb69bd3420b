import { sql } from "kysely";
import type { FilterField, FilterFields } from "../../db/query-filter.js";

/** A field of related rows, matched through EXISTS (see db/query-filter.ts). */
const related = (type: FilterField["type"], column: string, rows: ReturnType<typeof sql>): FilterField => ({
  type,
  column,
  related: rows,
});

function organizer(prefix: string, link: string, linkColumn: string, table: string): Record<string, FilterField> {
  const rows = sql`select 1 from ${sql.table(link)} as link join ${sql.table(table)} as o on o.id = link.${sql.ref(linkColumn)}
    where link.recipe_id = recipes.id`;
  return {
    [`${prefix}.id`]: related("uuid", "o.id", rows),
    [`${prefix}.name`]: related("string", "o.name", rows),
    [`${prefix}.slug`]: related("string", "o.slug", rows),
  };
}

const ingredients = sql`select 1 from recipe_ingredients as i where i.recipe_id = recipes.id`;
const ingredientFoods = sql`select 1 from recipe_ingredients as i join foods as f on f.id = i.food_id
  where i.recipe_id = recipes.id`;
const ingredientUnits = sql`select 1 from recipe_ingredients as i join units as u on u.id = i.unit_id
  where i.recipe_id = recipes.id`;
const owner = sql`select 1 from users as owner where owner.id = recipes.user_id`;

/** What anyone who may see a recipe may filter it by. */
const RECIPE_FIELDS: FilterFields = {
  id: { type: "uuid", column: "recipes.id" },
  groupId: { type: "uuid", column: "recipes.group_id" },
  userId: { type: "uuid", column: "recipes.user_id" },
  name: { type: "string", column: "recipes.name" },
  slug: { type: "string", column: "recipes.slug" },
  description: { type: "string", column: "recipes.description" },
  recipeYield: { type: "string", column: "recipes.recipe_yield" },
  totalTime: { type: "string", column: "recipes.total_time" },
  prepTime: { type: "string", column: "recipes.prep_time" },
  cookTime: { type: "string", column: "recipes.cook_time" },
  performTime: { type: "string", column: "recipes.perform_time" },
  orgURL: { type: "string", column: "recipes.org_url" },
  rating: { type: "number", column: "recipes.rating" },
  dateAdded: { type: "date", column: "recipes.date_added" },
  dateUpdated: { type: "datetime", column: "recipes.date_updated" },
  createdAt: { type: "datetime", column: "recipes.created_at" },
  updateAt: { type: "datetime", column: "recipes.update_at" },
  updatedAt: { type: "datetime", column: "recipes.update_at" },
  lastMade: { type: "datetime", column: "recipes.last_made" },
  "settings.public": { type: "boolean", column: "recipes.public" },
  "settings.showNutrition": { type: "boolean", column: "recipes.show_nutrition" },
  "settings.showAssets": { type: "boolean", column: "recipes.show_assets" },
  "settings.landscapeView": { type: "boolean", column: "recipes.landscape_view" },
  "settings.disableComments": { type: "boolean", column: "recipes.disable_comments" },
  "settings.disableAmount": { type: "boolean", column: "recipes.disable_amount" },
  "settings.locked": { type: "boolean", column: "recipes.locked" },
  ...organizer("recipeCategory", "recipes_to_categories", "category_id", "categories"),
  ...organizer("tags", "recipes_to_tags", "tag_id", "tags"),
  ...organizer("tools", "recipes_to_tools", "tool_id", "tools"),
  "tools.onHand": related(
    "boolean",
    "o.on_hand",
    sql`select 1 from recipes_to_tools as link join tools as o on o.id = link.tool_id where link.recipe_id = recipes.id`,
  ),
  "recipeIngredient.note": related("string", "i.note", ingredients),
  "recipeIngredient.originalText": related("string", "i.original_text", ingredients),
  "recipeIngredient.quantity": related("number", "i.quantity", ingredients),
  "recipeIngredient.food.id": related("uuid", "f.id", ingredientFoods),
  "recipeIngredient.food.name": related("string", "f.name", ingredientFoods),
  "recipeIngredient.unit.id": related("uuid", "u.id", ingredientUnits),
  "recipeIngredient.unit.name": related("string", "u.name", ingredientUnits),
};

/** Members of the group may also filter by who owns a recipe; visitors of explore pages may not. */
const MEMBER_FIELDS: FilterFields = {
  ...RECIPE_FIELDS,
  "user.id": related("uuid", "owner.id", owner),
  "user.username": related("string", "owner.username", owner),
  "user.fullName": related("string", "owner.full_name", owner),
};

export const recipeFilterFields = (audience: "member" | "visitor"): FilterFields =>
  audience === "member" ? MEMBER_FIELDS : RECIPE_FIELDS;
