import { zipSync } from "fflate";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * Inputs that once reached the database unchecked: each must be answered with a 4xx and a message,
 * the same on SQLite and PostgreSQL, and write nothing.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH";

const t = useTestContext();
let user: Member;
let groupId: string;

beforeAll(async () => {
  const group = await t.newGroup({ name: "Edge Kitchen" });
  groupId = group.id;
  user = await t.newMember({ group, canOrganize: true });
  await t.headersOf(user);
});

const db = () => t.db;

function call(method: Method, url: string, payload?: object) {
  return t.as(user).send(method, url, payload);
}

async function createRecipe(name: string): Promise<string> {
  const response = await call("POST", "/api/recipes", { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A multipart body of text fields and one file, as a browser sends a form. */
function form(fields: Record<string, string>, file: { field: string; name: string; content: Buffer; type: string }) {
  const boundary = "----larder-edge-boundary";
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([...parts, Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function createFromZip(recipe: object) {
  const archive = Buffer.from(zipSync({ "recipe.json": Buffer.from(JSON.stringify(recipe)) }));
  const body = form({}, { field: "archive", name: "recipe.zip", content: archive, type: "application/zip" });
  return t.as(user).upload("/api/recipes/create-from-zip", body);
}

async function countRows(table: "recipes" | "tags" | "foods" | "units" | "labels" | "categories" | "tools") {
  const row = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("group_id", "=", groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function expectMessage(response: { statusCode: number; body: string; json(): unknown }, status: number, text: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { detail: { message: string; error: boolean; exception: null } };
  expect(body.detail.error).toBe(true);
  expect(body.detail.message).toContain(text);
}

/** FastAPI's validation shape: a list of {loc, msg, type}. */
function expectValidation(response: { statusCode: number; body: string; json(): unknown }, loc: string[], msg: string) {
  expect(response.statusCode, response.body).toBe(422);
  const { detail } = response.json() as { detail: { loc: string[]; msg: string }[] };
  expect(detail).toContainEqual(expect.objectContaining({ loc, msg: expect.stringContaining(msg) }));
}

describe("NUL characters", () => {
  it.each([
    "/api/recipes?queryFilter=name%20%3D%20a%00b",
    "/api/recipes?tags=a%00b",
    "/api/recipes?categories=a%00b",
    "/api/recipes?foods=a%00b",
    "/api/recipes?cookbook=a%00b",
    "/api/recipes?search=a%00b",
    "/api/recipes/a%00b",
    "/api/organizers/tags/slug/a%00b",
    "/api/organizers/categories?search=a%00b",
    "/api/foods?search=a%00b",
  ])("in GET %s are refused", async (url) => {
    expectMessage(await call("GET", url), 400, "NUL character (\\u0000)");
  });

  it("name the query parameter or the body field that holds one", async () => {
    expectMessage(await call("GET", "/api/recipes?queryFilter=a%00"), 400, 'query parameter "queryFilter"');
    expectMessage(
      await call("POST", "/api/foods", { name: "Salt", aliases: [{ name: "x\u0000" }] }),
      400,
      'body field "aliases.0.name"',
    );
  });

  it.each([
    ["/api/foods", { name: "Sa\u0000lt" }],
    ["/api/units", { name: "c\u0000up" }],
    ["/api/organizers/tags", { name: "a\u0000b" }],
    ["/api/organizers/categories", { name: "a\u0000b" }],
    ["/api/organizers/tools", { name: "a\u0000b" }],
    ["/api/groups/labels", { name: "a\u0000b" }],
    ["/api/recipes", { name: "Pan\u0000cakes" }],
    ["/api/foods", { name: "Salt", extras: { "key\u0000": "value" } }],
  ])("in a JSON body to POST %s are refused and nothing is written", async (url, body) => {
    const before = await Promise.all((["recipes", "tags", "foods", "units", "labels"] as const).map(countRows));
    expectMessage(await call("POST", url, body), 400, "NUL character (\\u0000)");
    const after = await Promise.all((["recipes", "tags", "foods", "units", "labels"] as const).map(countRows));
    expect(after).toEqual(before);
  });

  it("in a PATCH of a recipe leave the recipe as it was", async () => {
    const slug = await createRecipe("Nul Patch Soup");
    const response = await call("PATCH", `/api/recipes/${slug}`, { description: "hot\u0000soup" });
    expectMessage(response, 400, 'body field "description"');
    const recipe = (await call("GET", `/api/recipes/${slug}`)).json();
    expect(recipe.description).toBe("");
  });

  it("in a multipart text field are refused", async () => {
    const slug = await createRecipe("Nul Asset Stew");
    const body = form(
      { name: "card\u0000", icon: "mdi-file", extension: "txt" },
      { field: "file", name: "card.txt", content: Buffer.from("hello"), type: "text/plain" },
    );
    const response = await t.as(user).upload(`/api/recipes/${slug}/assets`, body);
    expectMessage(response, 400, 'form field "name"');
    expect((await call("GET", `/api/recipes/${slug}`)).json().assets).toEqual([]);
  });

  it("in the recipe JSON of a zip are refused and nothing is written", async () => {
    const before = await countRows("recipes");
    expectMessage(await createFromZip({ name: "Zip\u0000Pie" }), 400, "NUL character (\\u0000)");
    expectMessage(await createFromZip({ name: "Zip Pie", tags: [{ name: "a\u0000" }] }), 400, "tags.0.name");
    expect(await countRows("recipes")).toBe(before);
  });
});

describe("a pasted or fetched page", () => {
  it("loses its NUL characters and the end of an overlong title instead of failing", async () => {
    // JSON text: the escapes become NUL characters only once the page's JSON-LD is read.
    const data = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: `Pan\u0000cakes ${"z".repeat(300)}`,
      recipeIngredient: ["2 e\u0000ggs"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Whisk\u0000." }],
    }).replaceAll("\\\\u0000", "\\u0000");
    const response = await call("POST", "/api/recipes/create-html-or-json", { data });
    expect(response.statusCode, response.body).toBe(201);
    const recipe = (await call("GET", `/api/recipes/${response.json()}`)).json();
    expect(recipe.name).toBe(`Pancakes ${"z".repeat(245)}`);
    expect(recipe.recipeIngredient[0].note).toBe("2 eggs");
    expect(recipe.recipeInstructions[0].text).toBe("Whisk.");
  });
});

describe("page and perPage", () => {
  it.each(["/api/recipes", "/api/foods", "/api/units", "/api/organizers/tags", "/api/recipes/timeline/events"])(
    "past what an offset can hold are refused on %s",
    async (path) => {
      const response = await call("GET", `${path}?page=99999999999&perPage=99999999999`);
      expectValidation(response, ["querystring", "perPage"], "perPage must be");
      expectValidation(
        await call("GET", `${path}?page=99999999999999&perPage=50`),
        ["querystring", "page"],
        "page must be",
      );
    },
  );

  it("within the limits still work, -1 meaning the last page or all", async () => {
    for (const query of ["page=1000000000&perPage=1000000", "page=-1&perPage=1000000", "perPage=-1"]) {
      const response = await call("GET", `/api/recipes?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
  });
});

describe("queryFilter values", () => {
  it.each([
    ['name LIKE "%\\\\"', "/api/recipes"],
    ["name LIKE abc\\", "/api/recipes"],
    ['tags.name LIKE "x\\\\"', "/api/recipes"],
    ['tags.name NOT LIKE "x\\\\"', "/api/recipes"],
    ['subject LIKE "%\\\\"', "/api/recipes/timeline/events"],
    ['text LIKE "%\\\\"', "/api/comments"],
  ])("a LIKE pattern ending in a backslash (%s on %s) is a 400", async (filter, path) => {
    const response = await call("GET", `${path}?queryFilter=${encodeURIComponent(filter)}`);
    expectMessage(response, 400, "ends with a backslash");
  });

  it("a backslash that escapes a wildcard or itself still works", async () => {
    await createRecipe("Back\\slash 100%");
    for (const filter of ['name LIKE "back\\\\\\\\slash%"', 'name LIKE "%100\\\\%"']) {
      const response = await call("GET", `/api/recipes?queryFilter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items.map((item: { name: string }) => item.name)).toEqual(["Back\\slash 100%"]);
    }
  });

  it.each([
    "dateAdded > 99999-01-01",
    "dateAdded > 2024-02-30",
    "dateAdded > 2023-02-29",
    'dateAdded > "March 5"',
    "dateAdded > 2024-13-01",
    "dateAdded > 0000-01-01",
    "createdAt > 2024-01-01T24:00:00",
    "createdAt > 2024-01-01T10:61:00Z",
    'createdAt > "Tue, 05 Mar 2024 10:00:00 GMT"',
    "lastMade < 99999-01-01T00:00:00Z",
  ])("an invalid date (%s) is a 400", async (filter) => {
    const response = await call("GET", `/api/recipes?queryFilter=${encodeURIComponent(filter)}`);
    expectMessage(response, 400, "Invalid queryFilter");
  });

  it.each([
    "dateAdded > 2024-02-29",
    "dateAdded >= 2024-01-01T10:00:00+02:00",
    "createdAt > 2024-01-01 10:00",
    "createdAt > 2024-01-01T10:00:00.123456Z",
    "createdAt < 9999-12-31T23:59:59Z",
  ])("a valid date or date-time (%s) is accepted", async (filter) => {
    const response = await call("GET", `/api/recipes?queryFilter=${encodeURIComponent(filter)}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("a UUID without dashes or in capitals finds the same recipe on both engines", async () => {
    const slug = await createRecipe("Dashless Dumplings");
    const { id } = (await call("GET", `/api/recipes/${slug}`)).json();
    for (const written of [id.replaceAll("-", ""), id.toUpperCase(), id.replaceAll("-", "").toUpperCase()]) {
      const response = await call("GET", `/api/recipes?queryFilter=${encodeURIComponent(`id = ${written}`)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    }
  });

  it("a number past what a column holds matches nothing instead of failing", async () => {
    for (const filter of ["rating > 1e300", "recipeIngredient.quantity = 99999999999999999999"]) {
      const response = await call("GET", `/api/recipes?queryFilter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
    }
    const cookbooks = await call("GET", `/api/groups/cookbooks?queryFilter=${encodeURIComponent("position > 1e20")}`);
    expect(cookbooks.statusCode, cookbooks.body).toBe(200);
    const fraction = await call("GET", `/api/groups/cookbooks?queryFilter=${encodeURIComponent("position = 1.5")}`);
    expect(fraction.statusCode, fraction.body).toBe(200);
  });
});

/** Text that does not compress: PostgreSQL compresses index rows, so a repeated letter would fit. */
function incompressible(length: number): string {
  let state = 12345;
  let text = "";
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += "abcdefghijklmnopqrstuvwxyz"[state % 26];
  }
  return text;
}

describe("long names", () => {
  const long = incompressible(9000);
  const justRight = "y".repeat(255);

  it.each([
    ["/api/recipes", { name: long }],
    ["/api/organizers/categories", { name: long }],
    ["/api/organizers/tags", { name: long }],
    ["/api/organizers/tools", { name: long }],
    ["/api/foods", { name: long }],
    ["/api/units", { name: long }],
    ["/api/groups/labels", { name: long }],
    ["/api/groups/cookbooks", { name: long }],
  ])("POST %s with a 9,000-character name is a 422", async (url, body) => {
    expectValidation(await call("POST", url, body), ["body", "name"], "Must Be At Most 255 Characters");
  });

  it.each([
    ["/api/organizers/categories", "/api/organizers/categories"],
    ["/api/organizers/tags", "/api/organizers/tags"],
    ["/api/organizers/tools", "/api/organizers/tools"],
    ["/api/foods", "/api/foods"],
    ["/api/units", "/api/units"],
    ["/api/groups/labels", "/api/groups/labels"],
  ])("a name of 255 characters is fine on %s, and renaming it to 9,000 is a 422", async (create, base) => {
    const created = await call("POST", create, { name: `${justRight.slice(0, 250)}${create.length}` });
    // Mealie answers 200 for a new label, 201 for the others.
    expect(created.statusCode, created.body).toBe(create === "/api/groups/labels" ? 200 : 201);
    const { id } = created.json();
    expectValidation(await call("PUT", `${base}/${id}`, { name: long }), ["body", "name"], "Must Be At Most");
  });

  it("a recipe renamed or filed under long names by PUT or PATCH is a 422 and keeps its name", async () => {
    const slug = await createRecipe(justRight);
    for (const method of ["PUT", "PATCH"] as const) {
      expectValidation(await call(method, `/api/recipes/${slug}`, { name: long }), ["body", "name"], "Must Be At Most");
      expectValidation(
        await call(method, `/api/recipes/${slug}`, { tags: [{ name: long }] }),
        ["body", "tags", "0", "name"],
        "Must Be At Most",
      );
      expectValidation(
        await call(method, `/api/recipes/${slug}`, { recipeIngredient: [{ food: { name: long } }] }),
        ["body", "recipeIngredient", "0", "food", "name"],
        "Must Be At Most",
      );
    }
    expect((await call("GET", `/api/recipes/${slug}`)).json().name).toBe(justRight);
  });

  it("bulk tagging or categorizing under a new, too long name is a 422 and creates nothing", async () => {
    const slug = await createRecipe("Bulk Long Broth");
    const before = await Promise.all((["tags", "categories"] as const).map(countRows));
    const tags = await call("POST", "/api/recipes/bulk-actions/tag", {
      recipes: [slug],
      tags: [{ id: "", name: long, slug: "" }],
    });
    expectValidation(tags, ["body", "tags", "0", "name"], "Must Be At Most");
    const categories = await call("POST", "/api/recipes/bulk-actions/categorize", {
      recipes: [slug],
      categories: [{ id: "", name: long, slug: "" }],
    });
    expectValidation(categories, ["body", "categories", "0", "name"], "Must Be At Most");
    expect(await Promise.all((["tags", "categories"] as const).map(countRows))).toEqual(before);
  });

  it("a zip whose recipe or organizer name is too long is refused and writes nothing", async () => {
    const before = await Promise.all((["recipes", "tags"] as const).map(countRows));
    expectMessage(await createFromZip({ name: long }), 400, "name: Must Be At Most 255 Characters");
    expectMessage(await createFromZip({ name: "Short", tags: [{ name: long }] }), 400, "tags.0.name");
    expect(await Promise.all((["recipes", "tags"] as const).map(countRows))).toEqual(before);
  });
});

describe("numbers", () => {
  it("past a 4-byte column are a 422 on both engines", async () => {
    const response = await call("POST", "/api/groups/cookbooks", { name: "Huge Position", position: 99999999999 });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().detail[0].loc).toEqual(["body", "position"]);
  });
});

describe("timestamps", () => {
  it.each([
    "-271821-04-20T00:00:00Z",
    "+275760-09-13T00:00:00Z",
    "10000-01-01T00:00:00Z",
    "0000-12-31T23:59:59Z",
    "1",
    "2024",
    "2024-02-30T10:00:00Z",
    "March 5, 2024",
    "2024-01-01T25:00:00Z",
  ])("PATCH last-made with %s is a 422 and changes nothing", async (timestamp) => {
    const slug = await createRecipe(`Made ${timestamp}`);
    const response = await call("PATCH", `/api/recipes/${slug}/last-made`, { timestamp });
    expectValidation(response, ["body", "timestamp"], "ISO 8601");
    expect((await call("GET", `/api/recipes/${slug}`)).json().lastMade).toBeNull();
  });

  it.each([
    ["2024-05-06T07:08:09.123Z", "2024-05-06T07:08:09.123"],
    ["2024-05-06T07:08:09", "2024-05-06T07:08:09"],
    ["2024-05-06T09:08:09+02:00", "2024-05-06T07:08:09"],
    ["2024-05-06", "2024-05-06T00:00:00"],
    ["0001-01-01T00:00:00Z", "0001-01-01T00:00:00"],
    ["9999-12-31T23:59:59Z", "9999-12-31T23:59:59"],
  ])("PATCH last-made with %s is stored as %s", async (timestamp, stored) => {
    const slug = await createRecipe(`Made well ${timestamp}`);
    const response = await call("PATCH", `/api/recipes/${slug}/last-made`, { timestamp });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lastMade).toContain(stored);
  });

  it("a timeline event or share link with an out-of-range time is a 422", async () => {
    const slug = await createRecipe("Timeline Tart");
    const { id } = (await call("GET", `/api/recipes/${slug}`)).json();
    const event = await call("POST", "/api/recipes/timeline/events", {
      recipeId: id,
      subject: "Made it",
      eventType: "info",
      timestamp: "-271821-04-20T00:00:00Z",
    });
    expectValidation(event, ["body", "timestamp"], "ISO 8601");
    const share = await call("POST", "/api/shared/recipes", { recipeId: id, expiresAt: "99999-01-01T00:00:00Z" });
    expectValidation(share, ["body", "expiresAt"], "ISO 8601");
  });
});

describe("a data error the checks above miss", () => {
  it("is a 400 with a message, and the transaction it failed in writes nothing", async () => {
    const slug = await createRecipe("Half Written Hash");
    // A trigger that fails the notes' insert with a data error, late in the recipe's write.
    if (t.services.database.engine === "postgres") {
      await sql`create function refuse_notes() returns trigger language plpgsql as $$
        begin raise exception 'refused' using errcode = '22023'; end $$`.execute(db());
      await sql`create trigger refuse_notes before insert on recipe_notes
        for each row when (new.title = 'refuse') execute function refuse_notes()`.execute(db());
    } else {
      await sql`create table integer_keys (id integer primary key)`.execute(db());
      await sql`create trigger refuse_notes before insert on recipe_notes when new.title = 'refuse'
        begin insert into integer_keys (id) values ('not a number'); end`.execute(db());
    }
    const response = await call("PUT", `/api/recipes/${slug}`, {
      name: "Renamed Hash",
      description: "changed",
      tags: [{ name: "Half Written Tag" }],
      notes: [{ title: "refuse", text: "no" }],
    });
    expectMessage(response, 400, "could not be stored");
    const recipe = (await call("GET", `/api/recipes/${slug}`)).json();
    expect(recipe.name).toBe("Half Written Hash");
    expect(recipe.description).toBe("");
    expect(recipe.tags).toEqual([]);
    const tag = await db().selectFrom("tags").select("id").where("name", "=", "Half Written Tag").executeTakeFirst();
    expect(tag).toBeUndefined();
  });
});
