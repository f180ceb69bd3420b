import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import { type FilterFields, queryFilterCondition } from "./query-filter.js";

/** The compiled SQL of queryFilter on each engine, on a whitelist of the kind any list declares. */

const t = useTestContext();
let groupId: string;
const ids: Record<string, string> = {};

const fields: FilterFields = {
  id: { type: "uuid", column: "recipes.id" },
  name: { type: "string", column: "recipes.name" },
  rating: { type: "number", column: "recipes.rating" },
  public: { type: "boolean", column: "recipes.public" },
  dateAdded: { type: "date", column: "recipes.date_added" },
  lastMade: { type: "datetime", column: "recipes.last_made" },
  /** Any expression, not only a column. */
  nameLength: { type: "number", column: sql`length(recipes.name)` },
  "tags.name": {
    type: "string",
    column: "t.name",
    related: {
      key: "recipes.id",
      rows: sql`select link.recipe_id from recipes_to_tags as link join tags as t on t.id = link.tag_id`,
    },
  },
};

beforeAll(async () => {
  const owner = await t.newMember();
  const { group } = owner;
  groupId = group.id;
  const rows = [
    { name: "Alpha", rating: 1, public: true, date_added: "2024-01-01", last_made: new Date("2024-01-01T10:00:00Z") },
    { name: "Beta_2", rating: 2.5, public: false, date_added: "2024-02-01", last_made: null },
    {
      name: "Gamma",
      rating: null,
      public: true,
      date_added: "2024-03-01",
      last_made: new Date("2024-03-01T23:30:00Z"),
    },
  ];
  for (const row of rows) ids[row.name] = (await t.newRecipe({ owner, ...row })).id;
  for (const [tag, recipes] of [
    ["Red", ["Alpha", "Beta_2"]],
    ["Blue", ["Alpha"]],
  ] as const) {
    const { id: tagId } = await t.newOrganizer("tags", { group, name: tag, slug: tag.toLowerCase() });
    for (const name of recipes) {
      await t.db
        .insertInto("recipes_to_tags")
        .values({ recipe_id: ids[name] as string, tag_id: tagId })
        .execute();
    }
  }
});

async function matching(filter: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom("recipes")
    .select("name")
    .where("group_id", "=", groupId)
    .where(queryFilterCondition(filter, fields))
    .orderBy("name")
    .execute();
  return rows.map((row) => row.name);
}

describe("compiled queryFilter", () => {
  it.each([
    ["rating = 2.5", ["Beta_2"]],
    ["rating > 1", ["Beta_2"]],
    ["rating <= 2.5 AND rating >= 1", ["Alpha", "Beta_2"]],
    ["rating IS NULL", ["Gamma"]],
    ["public = yes", ["Alpha", "Gamma"]],
    ["public = F", ["Beta_2"]],
    ["dateAdded > 2024-01-15", ["Beta_2", "Gamma"]],
    ["dateAdded = 2024-03-01T08:00:00+05:00", ["Gamma"]],
    ["lastMade > 2024-03-01T23:00:00Z", ["Gamma"]],
    ["lastMade < 2024-03-02T00:15:00+01:00", ["Alpha"]],
    ["lastMade >= 2024-01-01 10:00", ["Alpha", "Gamma"]],
    ["nameLength = 6", ["Beta_2"]],
    ["nameLength = 6.0", ["Beta_2"]],
    ["nameLength = 5.5", []],
    ["nameLength < 1e20", ["Alpha", "Beta_2", "Gamma"]],
    ["nameLength IN [6, 99999999999]", ["Beta_2"]],
    ["rating < 1e300", ["Alpha", "Beta_2"]],
    ["name IN []", []],
    ["name NOT IN []", ["Alpha", "Beta_2", "Gamma"]],
    ["name NOT IN [alpha, GAMMA]", ["Beta_2"]],
    ["name CONTAINS ALL [alpha]", ["Alpha"]],
    ["name CONTAINS ALL [alpha, gamma]", []],
    ["name LIKE beta\\_%", ["Beta_2"]],
    ["name LIKE _lpha", ["Alpha"]],
    ['name LIKE "%a\\_2"', ["Beta_2"]],
    ["tags.name = red", ["Alpha", "Beta_2"]],
    ["tags.name <> blue", ["Beta_2", "Gamma"]],
    ["tags.name NOT LIKE r%", ["Gamma"]],
    ["tags.name CONTAINS ALL [red, blue]", ["Alpha"]],
    ["tags.name IS NULL", ["Gamma"]],
    ["tags.name IS NOT NULL AND NOT_A_KEYWORD = 1 OR name = gamma", []],
  ])("%s", async (filter, expected) => {
    if (filter.includes("NOT_A_KEYWORD")) {
      await expect(matching(filter)).rejects.toThrow('cannot filter on "NOT_A_KEYWORD"');
      return;
    }
    expect(await matching(filter)).toEqual(expected);
  });

  it("takes quotes, semicolons and SQL keywords in values as plain text", async () => {
    expect(await matching(`name = "x'; drop table recipes; --"`)).toEqual([]);
    expect(await matching(`name IN ["alpha", "it's"]`)).toEqual(["Alpha"]);
    expect(await matching(`id = ${ids.Alpha?.toUpperCase()}`)).toEqual(["Alpha"]);
    // Without dashes: SQLite compares the text as stored, so the filter writes it the stored way.
    expect(await matching(`id = ${ids.Alpha?.replaceAll("-", "")}`)).toEqual(["Alpha"]);
    expect(await matching(`id IN [${ids.Gamma?.replaceAll("-", "").toUpperCase()}]`)).toEqual(["Gamma"]);
    const { count } = (await t.db
      .selectFrom("recipes")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("group_id", "=", groupId)
      .executeTakeFirst()) as { count: number };
    expect(Number(count)).toBe(3);
  });
});
