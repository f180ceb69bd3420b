import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, RecipesTable } from "../db/schema.js";
import { ORGANIZER_LINKS, type OrganizerKind } from "./organizers.repository.js";

export type SummaryRecipeRow = Pick<
  Selectable<RecipesTable>,
  | "id"
  | "user_id"
  | "group_id"
  | "name"
  | "slug"
  | "image"
  | "recipe_yield"
  | "total_time"
  | "prep_time"
  | "cook_time"
  | "perform_time"
  | "description"
  | "rating"
  | "org_url"
  | "date_added"
  | "date_updated"
  | "created_at"
  | "update_at"
  | "last_made"
>;

export interface RecipeOrganizerRow {
  recipe_id: string;
  id: string;
  name: string;
  slug: string;
  on_hand?: boolean;
}

export interface RecipeWithOrganizers {
  recipe: SummaryRecipeRow;
  categories: RecipeOrganizerRow[];
  tags: RecipeOrganizerRow[];
  tools: RecipeOrganizerRow[];
}

/** The recipes of one group filed under an organizer, each with its own categories, tags and tools. */
export class OrganizerRecipesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  async filedUnder(kind: OrganizerKind, organizerId: string): Promise<RecipeWithOrganizers[]> {
    const link = ORGANIZER_LINKS[kind];
    const recipes = await this.db
      .selectFrom("recipes")
      .innerJoin(`${link.table} as link` as "recipes_to_tools as link", "link.recipe_id", "recipes.id")
      .select([
        "recipes.id",
        "recipes.user_id",
        "recipes.group_id",
        "recipes.name",
        "recipes.slug",
        "recipes.image",
        "recipes.recipe_yield",
        "recipes.total_time",
        "recipes.prep_time",
        "recipes.cook_time",
        "recipes.perform_time",
        "recipes.description",
        "recipes.rating",
        "recipes.org_url",
        "recipes.date_added",
        "recipes.date_updated",
        "recipes.created_at",
        "recipes.update_at",
        "recipes.last_made",
      ])
      .where("recipes.group_id", "=", this.groupId)
      .where(sql.ref(`link.${link.column}`), "=", organizerId)
      .orderBy("recipes.name_normalized")
      .orderBy("recipes.id")
      .execute();
    if (recipes.length === 0) return [];

    const ids = recipes.map((recipe) => recipe.id);
    const [categories, tags, tools] = await Promise.all([
      this.organizersOf("categories", ids),
      this.organizersOf("tags", ids),
      this.organizersOf("tools", ids),
    ]);
    const byRecipe = (rows: RecipeOrganizerRow[], id: string) => rows.filter((row) => row.recipe_id === id);
    return recipes.map((recipe) => ({
      recipe,
      categories: byRecipe(categories, recipe.id),
      tags: byRecipe(tags, recipe.id),
      tools: byRecipe(tools, recipe.id),
    }));
  }

  private organizersOf(kind: OrganizerKind, recipeIds: string[]): Promise<RecipeOrganizerRow[]> {
    const link = ORGANIZER_LINKS[kind];
    return this.db
      .selectFrom(`${link.table} as link` as "recipes_to_tools as link")
      .innerJoin(`${kind} as o` as "tools as o", (join) =>
        join.on(sql.ref(`link.${link.column}`), "=", sql.ref("o.id")),
      )
      .select(["link.recipe_id", "o.id", "o.name", "o.slug"])
      .$if(kind === "tools", (q) => q.select("o.on_hand"))
      .where("link.recipe_id", "in", recipeIds)
      .orderBy(sql`lower(o.name)`)
      .execute();
  }
}
