import { type Expression, type SqlBool, sql } from "kysely";
import type { FilterField, FilterFields, RelatedRows } from "../../db/query-filter.js";

/** A field of rows related to the recipe (see db/query-filter.ts). */
const related = (type: FilterField["type"], column: string, rows: RelatedRows): FilterField => ({
  type,
  column,
  related: rows,
});

/** Rows that point at a recipe by its id. */
const ofRecipe = (rows: Expression<unknown>, where?: Expression<SqlBool>): RelatedRows => ({
  key: "recipes.id",
  rows,
  where,
});

/**
 * The related rows start from the (small) organizer table: SQLite, which keeps no statistics here,
 * would otherwise read every link of every group (a CROSS JOIN fixes its order; PostgreSQL plans it
 * as any join).
 */
function organizer(prefix: string, link: string, linkColumn: string, table: string): Record<string, FilterField> {
  const rows = ofRecipe(
    sql`select link.recipe_id from ${sql.table(table)} as o cross join ${sql.table(link)} as link`,
    sql<SqlBool>`link.${sql.ref(linkColumn)} = o.id`,
  );
  return {
    [`${prefix}.id`]: related("uuid", "o.id", rows),
    [`${prefix}.name`]: related("string", "o.name", rows),
    [`${prefix}.slug`]: related("string", "o.slug", rows),
  };
}

const ingredients = ofRecipe(sql`select i.recipe_id from recipe_ingredients as i`);
const ingredientFoods = ofRecipe(
  sql`select i.recipe_id from foods as f cross join recipe_ingredients as i`,
  sql<SqlBool>`i.food_id = f.id`,
);
const ingredientUnits = ofRecipe(
  sql`select i.recipe_id from units as u cross join recipe_ingredients as i`,
  sql<SqlBool>`i.unit_id = u.id`,
);
const owner: RelatedRows = { key: "recipes.user_id", rows: sql`select owner.id from users as owner` };
const isFavourite = sql<SqlBool>`fav.is_favorite = ${sql.lit(true)}`;
const favorites = ofRecipe(sql`select fav.recipe_id from user_ratings as fav`, isFavourite);
const favoritedBy = ofRecipe(
  sql`select fav.recipe_id from users as fan cross join user_ratings as fav`,
  sql<SqlBool>`fav.user_id = fan.id and ${isFavourite}`,
);

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
  // Mealie 2's clients name a recipe's categories so.
  ...organizer("categories", "recipes_to_categories", "category_id", "categories"),
  ...organizer("tags", "recipes_to_tags", "tag_id", "tags"),
  ...organizer("tools", "recipes_to_tools", "tool_id", "tools"),
  "tools.onHand": related(
    "boolean",
    "o.on_hand",
    ofRecipe(
      sql`select link.recipe_id from tools as o cross join recipes_to_tools as link`,
      sql<SqlBool>`link.tool_id = o.id`,
    ),
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
  "user.id": { type: "uuid", column: "recipes.user_id" },
  "user.username": related("string", "owner.username", owner),
  "user.fullName": related("string", "owner.full_name", owner),
  // Mealie's favourites page: `favoritedBy.id = "<user id>"`.
  "favoritedBy.id": related("uuid", "fav.user_id", favorites),
  "favoritedBy.username": related("string", "fan.username", favoritedBy),
};

export const recipeFilterFields = (audience: "member" | "visitor"): FilterFields =>
  audience === "member" ? MEMBER_FIELDS : RECIPE_FIELDS;
