import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.js";
import { compileQueryFilter, type FilterFields, type FilterNode, parseQueryFilter } from "./query-filter.js";

const condition = (attribute: string, operator: string, values: string[] = []) =>
  expect.objectContaining({ kind: "condition", attribute, operator, values });

function parseError(text: string): HttpError {
  try {
    parseQueryFilter(text);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed without an error`);
}

describe("parseQueryFilter", () => {
  it("reads every comparison operator, with or without spaces around it", () => {
    for (const operator of ["=", "<>", ">", "<", ">=", "<="]) {
      expect(parseQueryFilter(`rating ${operator} 3`)).toEqual(condition("rating", operator, ["3"]));
      expect(parseQueryFilter(`rating${operator}3`)).toEqual(condition("rating", operator, ["3"]));
    }
  });

  it("reads the keyword operators in any case", () => {
    expect(parseQueryFilter("lastMade is null")).toEqual(condition("lastMade", "IS NULL"));
    expect(parseQueryFilter("lastMade IS NONE")).toEqual(condition("lastMade", "IS NULL"));
    expect(parseQueryFilter("lastMade Is Not Null")).toEqual(condition("lastMade", "IS NOT NULL"));
    expect(parseQueryFilter("name like %soup%")).toEqual(condition("name", "LIKE", ["%soup%"]));
    expect(parseQueryFilter("name NOT LIKE %soup%")).toEqual(condition("name", "NOT LIKE", ["%soup%"]));
    expect(parseQueryFilter("tags.name in [a, b]")).toEqual(condition("tags.name", "IN", ["a", "b"]));
    expect(parseQueryFilter("tags.name NOT IN [a]")).toEqual(condition("tags.name", "NOT IN", ["a"]));
    expect(parseQueryFilter("tags.name contains all [a,b]")).toEqual(
      condition("tags.name", "CONTAINS ALL", ["a", "b"]),
    );
  });

  it("keeps quoted values literal, keywords, brackets and escaped quotes included", () => {
    expect(parseQueryFilter('name = "Soup AND (bread)"')).toEqual(condition("name", "=", ["Soup AND (bread)"]));
    expect(parseQueryFilter('name = "say \\"hi\\""')).toEqual(condition("name", "=", ['say "hi"']));
    expect(parseQueryFilter('tags.name IN ["quick, easy", "x"]')).toEqual(
      condition("tags.name", "IN", ["quick, easy", "x"]),
    );
  });

  it("takes bare words up to the next AND or OR as one value, as Mealie does", () => {
    expect(parseQueryFilter("name = Chicken  Soup and rating > 2")).toEqual({
      kind: "and",
      children: [condition("name", "=", ["Chicken  Soup"]), condition("rating", ">", ["2"])],
    });
    expect(parseQueryFilter("tags.name IN [Quick Dinner, Soup]")).toEqual(
      condition("tags.name", "IN", ["Quick Dinner", "Soup"]),
    );
  });

  it("binds AND tighter than OR and honours parentheses", () => {
    const tree = parseQueryFilter("a = 1 OR b = 2 AND c = 3");
    expect(tree).toEqual({
      kind: "or",
      children: [
        condition("a", "=", ["1"]),
        { kind: "and", children: [condition("b", "=", ["2"]), condition("c", "=", ["3"])] },
      ],
    });
    const grouped = parseQueryFilter("(a = 1 OR b = 2) AND ((c = 3))");
    expect(grouped).toEqual({
      kind: "and",
      children: [
        { kind: "or", children: [condition("a", "=", ["1"]), condition("b", "=", ["2"])] },
        condition("c", "=", ["3"]),
      ],
    });
  });

  it("keeps dotted and snake_case attribute paths as written", () => {
    expect(parseQueryFilter("recipe_category.slug = x")).toEqual(condition("recipe_category.slug", "=", ["x"]));
    expect(parseQueryFilter("recipeIngredient.food.name = x")).toEqual(
      condition("recipeIngredient.food.name", "=", ["x"]),
    );
  });

  it("allows empty lists", () => {
    expect(parseQueryFilter("tags.id IN []")).toEqual(condition("tags.id", "IN", []));
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["name", 'expected an operator after "name"'],
    ["name =", "expected a value after ="],
    ["name = a b = c", 'expected AND or OR before "="'],
    ["(name = a", "parentheses are unbalanced"],
    ["name = a)", "closing parenthesis has no opening one"],
    ["name = a AND", "expected a condition"],
    ["AND name = a", 'expected a field name, found "AND"'],
    ['name = "open', "quoted value is not closed"],
    ["name IS soup", "IS can only be followed by NULL"],
    ["name IN a", "IN needs a list of values"],
    ["name IN [a, b", "expected , or ]"],
    ["name = [a]", "takes one value, not a list"],
    ["name != a", "expected an operator"],
    ["name BETWEEN 1", "expected an operator"],
  ])("refuses %j with a 400 saying what is wrong", (text, message) => {
    const error = parseError(text);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain("Invalid queryFilter");
    expect(error.message).toContain(message);
  });

  it("says where the mistake is", () => {
    expect(parseError("name = a AND rating ~ 3").message).toContain("at character 21");
  });
});

describe("compileQueryFilter", () => {
  const fields: FilterFields = {
    name: { type: "string", column: "r.name" },
    rating: { type: "number", column: "r.rating" },
    id: { type: "uuid", column: "r.id" },
    public: { type: "boolean", column: "r.public" },
    dateAdded: { type: "date", column: "r.date_added" },
    createdAt: { type: "datetime", column: "r.created_at" },
  };
  const compile = (text: string) => () => compileQueryFilter(parseQueryFilter(text), fields);
  const compileError = (text: string): string => {
    try {
      compile(text)();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) return error.message;
      throw error;
    }
    throw new Error(`"${text}" compiled without an error`);
  };

  it("refuses a field outside the whitelist and lists the allowed ones", () => {
    const message = compileError("password = x");
    expect(message).toContain('cannot filter on "password"');
    expect(message).toContain("createdAt, dateAdded, id, name, public, rating");
  });

  it("reads snake_case names as their camelCase field", () => {
    expect(compile("date_added > 2024-01-01")).not.toThrow();
    expect(compile("created_at > 2024-01-01T10:00:00")).not.toThrow();
  });

  it.each([
    ["rating > many", "is not a number"],
    ["id = 42", "is not a valid UUID"],
    ["public = maybe", "is not true or false"],
    ["dateAdded > yesterdayish", "is not a date"],
    ["createdAt < someday", "is not a date and time"],
    ["rating LIKE 3%", "LIKE applies to text fields only"],
    ["dateAdded > 99999-01-01", "is not a date"],
    ["dateAdded > 2024-02-30", "is not a date"],
    ['dateAdded > "March 5"', "is not a date"],
    ["createdAt > 2024-01-01T24:00:00Z", "is not a date and time"],
    ['createdAt > "Tue, 05 Mar 2024 10:00:00 GMT"', "is not a date and time"],
    ["name LIKE abc\\", "ends with a backslash"],
    ['name NOT LIKE "%\\\\"', "ends with a backslash"],
    ['name LIKE "%\\\\\\\\\\\\"', "ends with a backslash"],
  ])("refuses the value of %j", (text, message) => {
    expect(compileError(text)).toContain(message);
  });

  it("takes a LIKE pattern ending in an escaped backslash or wildcard", () => {
    for (const text of ["name LIKE abc\\\\", 'name LIKE "%\\\\\\\\"', "name LIKE 100\\%"]) {
      expect(compile(text)).not.toThrow();
    }
  });

  it("accepts the boolean spellings of the reference", () => {
    for (const word of ["true", "t", "yes", "y", "1", "false", "f", "no", "n", "0", "TRUE"]) {
      expect(compile(`public = ${word}`)).not.toThrow();
    }
  });

  it("builds one where-expression for a whole tree", () => {
    const tree: FilterNode = parseQueryFilter(
      "(name LIKE %soup% OR rating >= 4) AND id IN [] AND createdAt IS NOT NULL",
    );
    expect(compileQueryFilter(tree, fields)).toBeDefined();
  });
});
