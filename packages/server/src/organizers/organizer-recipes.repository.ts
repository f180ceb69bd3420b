import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { RECIPE_SUMMARY_COLUMNS, type RecipeSummaryRow } from "../recipes/recipes.repository.js";
import { ORGANIZER_LINKS, type OrganizerKind } from "./organizers.repository.js";

export interface RecipeOrganizerRow {
  recipe_id: string;
  id: string;
  name: string;
  slug: string;
  on_hand?: boolean;
}

export interface RecipeWithOrganizers {
  recipe: RecipeSummaryRow;
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
      .select(RECIPE_SUMMARY_COLUMNS)
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
