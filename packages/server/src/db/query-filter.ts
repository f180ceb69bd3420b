import { parseIsoDateTime } from "@larder/shared";
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { HttpError } from "../http/errors.js";

/**
 * `queryFilter`: the filter language of Mealie's lists, parsed into a tree and compiled to a Kysely
 * where-expression over a whitelist of fields. Lists of any table can use it.
 *
 * Grammar (keywords and operators case-insensitive; AND binds tighter than OR):
 *
 *   filter    := or
 *   or        := and ( "OR" and )*
 *   and       := primary ( "AND" primary )*
 *   primary   := "(" or ")" | condition
 *   condition := attribute "=" | "<>" | ">" | "<" | ">=" | "<=" | "LIKE" | "NOT LIKE"  value
 *              | attribute "IS" [ "NOT" ] ( "NULL" | "NONE" )
 *              | attribute "IN" | "NOT IN" | "CONTAINS ALL"  list
 *   list      := "[" [ value ( "," value )* ] "]"
 *   value     := "double-quoted text" (\" and \\ escape) | bare words up to AND, OR, ")" or the end
 *   attribute := a field name; dots name a field of related rows ("tags.name"); snake_case is read as camelCase
 *
 * Values are checked and converted by the field's type: uuid (a UUID, with or without dashes, compared
 * in the dashed lower-case form ids are stored in), number (compared as a float), boolean (true/false,
 * t/f, yes/no, y/n, 1/0), date (an ISO 8601 date, compared as YYYY-MM-DD), datetime (an ISO 8601 date
 * and time, see parseIsoDateTime; without a zone, UTC) and string; dates outside the years 0001 to
 * 9999 are refused. Strings compare case-insensitively, as in Mealie; LIKE takes SQL wildcards (% and
 * _; a backslash escapes them or itself, and cannot end a pattern) and applies to strings only.
 *
 * A field of related rows (`related` set) matches when the row's key is among the keys of the related
 * rows that pass the condition: `tags.name = x` keeps rows with at least one related row whose name is
 * x. (An IN over the related rows, not a correlated EXISTS: the engines read the few matching rows
 * once instead of probing for every row of a large group.) The negative operators (<>, NOT IN, NOT LIKE) keep rows with
 * no related row matching the positive form ("not tagged x"), IS NULL keeps rows without related rows,
 * and CONTAINS ALL [a, b] needs a related row for each value.
 *
 * Any mistake (syntax, unknown field, wrong value) throws HttpError(400) saying what and where.
 *
 * Usage:
 *   const fields: FilterFields = {
 *     name: { type: "string", column: "recipes.name" },
 *     "tags.name": {
 *       type: "string",
 *       column: "tags.name",
 *       related: {
 *         key: "recipes.id",
 *         rows: sql`select recipes_to_tags.recipe_id from recipes_to_tags join tags on tags.id = recipes_to_tags.tag_id`,
 *       },
 *     },
 *   };
 *   if (queryFilter) query = query.where(compileQueryFilter(parseQueryFilter(queryFilter), fields));
 */

export type FilterFieldType = "string" | "number" | "boolean" | "date" | "datetime" | "uuid";

export interface FilterField {
  type: FilterFieldType;
  /** A column reference ("recipes.name") or any SQL expression of the row (or related row) being filtered. */
  column: string | Expression<unknown>;
  /** For a field of related rows: how the row being filtered reaches them. */
  related?: RelatedRows;
}

export interface RelatedRows {
  /** The column of the row being filtered that the related rows point at ("recipes.id"). */
  key: string;
  /** `select <the key they point at> from ...`, without WHERE: the compiled condition becomes its WHERE. */
  rows: Expression<unknown>;
  /** A condition every related row must also meet (a favourite, not a mere rating). */
  where?: Expression<SqlBool>;
}

/** The whitelist: camelCase attribute paths ("name", "tags.slug", "user.username") to fields. */
export type FilterFields = Readonly<Record<string, FilterField>>;

export type FilterOperator =
  | "="
  | "<>"
  | ">"
  | "<"
  | ">="
  | "<="
  | "LIKE"
  | "NOT LIKE"
  | "IS NULL"
  | "IS NOT NULL"
  | "IN"
  | "NOT IN"
  | "CONTAINS ALL";

export interface FilterCondition {
  kind: "condition";
  attribute: string;
  operator: FilterOperator;
  /** No value for IS [NOT] NULL, one for comparisons, any number for the list operators. */
  values: string[];
  /** 0-based offset of the attribute in the filter text, for error messages. */
  position: number;
}

export type FilterNode = FilterCondition | { kind: "and" | "or"; children: FilterNode[] };

// ---- Tokenizer ----

type TokenType = "(" | ")" | "[" | "]" | "," | "operator" | "word" | "string";
interface Token {
  type: TokenType;
  text: string;
  position: number;
  end: number;
}

const PUNCTUATION = new Set(["(", ")", "[", "]", ","]);
const OPERATOR_CHARS = new Set(["=", "<", ">"]);
const SYMBOL_OPERATORS = ["<>", ">=", "<=", "=", ">", "<"];

function invalid(message: string, position?: number): HttpError {
  return position === undefined
    ? new HttpError(400, "errors.requests.invalidQueryFilter", { problem: message })
    : new HttpError(400, "errors.requests.invalidQueryFilterAt", { problem: message, position: position + 1 });
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ type: char as TokenType, text: char, position: i, end: i + 1 });
      i++;
    } else if (OPERATOR_CHARS.has(char)) {
      const operator = SYMBOL_OPERATORS.find((candidate) => text.startsWith(candidate, i)) as string;
      tokens.push({ type: "operator", text: operator, position: i, end: i + operator.length });
      i += operator.length;
    } else if (char === '"') {
      let value = "";
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        // \" and \\ are escapes; any other backslash stays (LIKE patterns use it).
        if (text[j] === "\\" && (text[j + 1] === '"' || text[j + 1] === "\\")) j++;
        value += text[j];
      }
      if (j >= text.length) throw invalid("a quoted value is not closed", i);
      tokens.push({ type: "string", text: value, position: i, end: j + 1 });
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length) {
        const c = text[j] as string;
        if (/\s/.test(c) || PUNCTUATION.has(c) || OPERATOR_CHARS.has(c) || c === '"') break;
        j++;
      }
      tokens.push({ type: "word", text: text.slice(i, j), position: i, end: j });
      i = j;
    }
  }
  return tokens;
}

// ---- Parser ----

const isKeyword = (token: Token | undefined, keyword: string) =>
  token?.type === "word" && token.text.toUpperCase() === keyword;
const isLogical = (token: Token | undefined) => isKeyword(token, "AND") || isKeyword(token, "OR");

class Parser {
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  parse(): FilterNode {
    const node = this.or();
    const rest = this.peek();
    if (rest) {
      if (rest.type === ")") throw invalid("a closing parenthesis has no opening one", rest.position);
      throw invalid(`expected AND or OR before "${rest.text}"`, rest.position);
    }
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  private next(): Token | undefined {
    return this.tokens[this.index++];
  }

  private get endPosition(): number {
    return this.text.length;
  }

  private or(): FilterNode {
    const children = [this.and()];
    while (isKeyword(this.peek(), "OR")) {
      this.next();
      children.push(this.and());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: "or", children };
  }

  private and(): FilterNode {
    const children = [this.primary()];
    while (isKeyword(this.peek(), "AND")) {
      this.next();
      children.push(this.primary());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: "and", children };
  }

  private primary(): FilterNode {
    const token = this.peek();
    if (token?.type === "(") {
      this.next();
      const node = this.or();
      const close = this.next();
      if (close?.type !== ")") {
        throw invalid("parentheses are unbalanced: a ( is not closed", close?.position ?? this.endPosition);
      }
      return node;
    }
    return this.condition();
  }

  private condition(): FilterCondition {
    const attribute = this.next();
    if (!attribute) throw invalid("expected a condition such as name = value", this.endPosition);
    if (attribute.type !== "word" || isLogical(attribute)) {
      throw invalid(`expected a field name, found "${attribute.text}"`, attribute.position);
    }
    const position = attribute.position;
    const operator = this.operator(attribute);
    if (operator === "IS NULL" || operator === "IS NOT NULL") {
      const value = this.next();
      const word = value?.type === "word" || value?.type === "string" ? value.text.toUpperCase() : "";
      if (word !== "NULL" && word !== "NONE") {
        throw invalid(`IS can only be followed by NULL (or NOT NULL)`, value?.position ?? this.endPosition);
      }
      return { kind: "condition", attribute: attribute.text, operator, values: [], position };
    }
    if (operator === "IN" || operator === "NOT IN" || operator === "CONTAINS ALL") {
      return { kind: "condition", attribute: attribute.text, operator, values: this.list(operator), position };
    }
    return { kind: "condition", attribute: attribute.text, operator, values: [this.value(operator)], position };
  }

  private operator(attribute: Token): FilterOperator {
    const token = this.next();
    if (!token) throw invalid(`expected an operator after "${attribute.text}"`, this.endPosition);
    if (token.type === "operator") return token.text as FilterOperator;
    const word = token.type === "word" ? token.text.toUpperCase() : "";
    const second = () => {
      const following = this.peek();
      return following?.type === "word" ? following.text.toUpperCase() : "";
    };
    if (word === "LIKE" || word === "IN") return word;
    if (word === "IS") {
      if (second() === "NOT") {
        this.next();
        return "IS NOT NULL";
      }
      return "IS NULL";
    }
    if (word === "NOT" && (second() === "IN" || second() === "LIKE")) {
      return `NOT ${(this.next() as Token).text.toUpperCase()}` as FilterOperator;
    }
    if (word === "CONTAINS" && second() === "ALL") {
      this.next();
      return "CONTAINS ALL";
    }
    throw invalid(
      `expected an operator (=, <>, >, <, >=, <=, LIKE, NOT LIKE, IS, IS NOT, IN, NOT IN, CONTAINS ALL) after "${attribute.text}", found "${token.text}"`,
      token.position,
    );
  }

  /** A quoted value, or the bare words up to AND/OR, a parenthesis or the end (Mealie allows spaces in them). */
  private value(operator: string): string {
    const first = this.peek();
    if (first?.type === "string") {
      this.next();
      return first.text;
    }
    if (first?.type === "[") throw invalid(`${operator} takes one value, not a list`, first.position);
    if (first?.type !== "word" || isLogical(first)) {
      throw invalid(`expected a value after ${operator}`, first?.position ?? this.endPosition);
    }
    let last = first;
    for (let token = this.peek(1); token?.type === "word" && !isLogical(token); token = this.peek(1)) {
      this.next();
      last = token;
    }
    this.next();
    return this.text.slice(first.position, last.end);
  }

  private list(operator: string): string[] {
    const open = this.next();
    if (open?.type !== "[") {
      throw invalid(`${operator} needs a list of values in [ ]`, open?.position ?? this.endPosition);
    }
    const values: string[] = [];
    if (this.peek()?.type === "]") {
      this.next();
      return values;
    }
    for (;;) {
      const first = this.peek();
      if (first?.type === "string") {
        this.next();
        values.push(first.text);
      } else if (first?.type === "word") {
        let last = this.next() as Token;
        while (this.peek()?.type === "word") last = this.next() as Token;
        values.push(this.text.slice(first.position, last.end));
      } else {
        throw invalid(`expected a value in the list of ${operator}`, first?.position ?? this.endPosition);
      }
      const separator = this.next();
      if (separator?.type === "]") return values;
      if (separator?.type !== ",") {
        throw invalid(`expected , or ] in the list of ${operator}`, separator?.position ?? this.endPosition);
      }
    }
  }
}

/** Parses a filter into its tree; throws HttpError(400) on a syntax error. */
export function parseQueryFilter(text: string): FilterNode {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw invalid("the filter is empty");
  return new Parser(text, tokens).parse();
}

// ---- Compiler ----

const camelCase = (path: string) =>
  path
    .split(".")
    .map((part) => part.replace(/_+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase()))
    .join(".");

function lookupField(fields: FilterFields, condition: FilterCondition): FilterField {
  const name = camelCase(condition.attribute);
  const field = fields[name] ?? Object.entries(fields).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (!field) {
    const allowed = Object.keys(fields).sort().join(", ");
    throw invalid(`cannot filter on "${condition.attribute}"; use one of: ${allowed}`, condition.position);
  }
  return field;
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const TRUE_WORDS = new Set(["true", "t", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "f", "no", "n", "0"]);

/** The dashed lowercase form ids are stored in: SQLite compares them as text, PostgreSQL as uuid. */
const canonicalUuid = (value: string) =>
  value
    .replaceAll("-", "")
    .toLowerCase()
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

function coerce(value: string, field: FilterField, condition: FilterCondition): unknown {
  const fail = (expected: string) =>
    invalid(`"${value}" is not ${expected} (field ${condition.attribute})`, condition.position);
  switch (field.type) {
    case "string":
      return value.toLowerCase();
    case "uuid":
      if (!UUID.test(value)) throw fail("a valid UUID");
      return canonicalUuid(value);
    case "number": {
      const number = value.trim() === "" ? Number.NaN : Number(value);
      if (!Number.isFinite(number)) throw fail("a number");
      // As a float on both engines: an integer column would otherwise make PostgreSQL read the
      // parameter as an integer and fail on 1.5 or on numbers past its range.
      return sql`cast(${number} as double precision)`;
    }
    case "boolean": {
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      throw fail("true or false");
    }
    case "date": {
      if (!parseIsoDateTime(value)) throw fail("a date (YYYY-MM-DD, years 0001 to 9999)");
      // The calendar day as written, whatever the time and zone that follow it.
      return value.trim().slice(0, 10);
    }
    case "datetime": {
      const date = parseIsoDateTime(value);
      if (!date) throw fail("a date and time (ISO 8601 such as 2024-05-06T07:08:09Z, years 0001 to 9999)");
      return date;
    }
  }
}

/**
 * A LIKE pattern must not end in an escaping backslash: PostgreSQL refuses it (SQLite matches
 * nothing), so it is a mistake reported the same way on both.
 */
function checkLikePattern(pattern: string, condition: FilterCondition): void {
  const trailing = /\\*$/.exec(pattern)?.[0].length ?? 0;
  if (trailing % 2 === 1) {
    throw invalid(
      `the LIKE pattern "${pattern}" ends with a backslash, which escapes nothing: escape the backslash itself to match one (field ${condition.attribute})`,
      condition.position,
    );
  }
}

type Condition = RawBuilder<SqlBool>;
const TRUE: Condition = sql<SqlBool>`1 = 1`;
const FALSE: Condition = sql<SqlBool>`1 = 0`;

const joinConditions = (conditions: Condition[], separator: "and" | "or"): Condition =>
  sql<SqlBool>`(${sql.join(conditions, sql.raw(` ${separator} `))})`;

function compileCondition(condition: FilterCondition, fields: FilterFields): Condition {
  const field = lookupField(fields, condition);
  const { operator } = condition;
  if ((operator === "LIKE" || operator === "NOT LIKE") && field.type !== "string") {
    throw invalid(`${operator} applies to text fields only, not ${condition.attribute}`, condition.position);
  }
  if (operator === "LIKE" || operator === "NOT LIKE") checkLikePattern(condition.values[0] ?? "", condition);
  const values = condition.values.map((value) => coerce(value, field, condition));
  const raw = typeof field.column === "string" ? sql.ref(field.column) : field.column;
  const column = field.type === "string" ? sql`lower(${raw})` : raw;
  const first = values[0];

  /** The condition on one (related) row, in its positive form for related fields. */
  const test = (op: FilterOperator): Condition => {
    switch (op) {
      case "IS NULL":
        return sql<SqlBool>`${raw} is null`;
      case "IS NOT NULL":
        return sql<SqlBool>`${raw} is not null`;
      case "IN":
        return values.length === 0 ? FALSE : sql<SqlBool>`${column} in (${sql.join(values)})`;
      case "NOT IN":
        return values.length === 0 ? TRUE : sql<SqlBool>`${column} not in (${sql.join(values)})`;
      // Backslash escapes a wildcard on both engines (SQLite has no escape character by default).
      case "LIKE":
        return sql<SqlBool>`${column} like ${first} escape '\\'`;
      case "NOT LIKE":
        return sql<SqlBool>`${column} not like ${first} escape '\\'`;
      case "CONTAINS ALL":
        return values.length === 0
          ? TRUE
          : joinConditions(
              values.map((value) => sql<SqlBool>`${column} = ${value}`),
              "and",
            );
      case "=":
      case "<>":
      case "<":
      case "<=":
      case ">":
      case ">=":
        return sql<SqlBool>`${column} ${sql.raw(op)} ${first}`;
    }
  };

  if (!field.related) return test(operator);
  const { key, rows, where } = field.related;
  const among = (inner: Condition) =>
    sql<SqlBool>`${sql.ref(key)} in (${rows} where ${where ? sql`${where} and ${inner}` : inner})`;
  // A null key (a recipe whose owner is gone) is among no rows: the negative forms keep it.
  const notAmong = (inner: Condition) => sql<SqlBool>`not coalesce(${among(inner)}, ${FALSE})`;
  switch (operator) {
    case "IS NULL":
      return notAmong(test("IS NOT NULL"));
    case "<>":
      return notAmong(test("="));
    case "NOT IN":
      return notAmong(test("IN"));
    case "NOT LIKE":
      return notAmong(test("LIKE"));
    case "CONTAINS ALL":
      return values.length === 0
        ? TRUE
        : joinConditions(
            values.map((value) => among(sql<SqlBool>`${column} = ${value}`)),
            "and",
          );
    case "=":
    case "<":
    case "<=":
    case ">":
    case ">=":
    case "IN":
    case "IS NOT NULL":
    case "LIKE":
      return among(test(operator));
  }
}

/** Compiles a parsed filter against the whitelist; throws HttpError(400) on an unknown field or a bad value. */
export function compileQueryFilter(node: FilterNode, fields: FilterFields): RawBuilder<SqlBool> {
  if (node.kind === "condition") return compileCondition(node, fields);
  return joinConditions(
    node.children.map((child) => compileQueryFilter(child, fields)),
    node.kind,
  );
}

/** Parses and compiles in one go: the usual call of a list repository. */
export function queryFilterCondition(text: string, fields: FilterFields): RawBuilder<SqlBool> {
  return compileQueryFilter(parseQueryFilter(text), fields);
}
