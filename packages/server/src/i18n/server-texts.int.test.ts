import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox, startSmtpInbox } from "../test-support/smtp-inbox.js";
import { type Member, type TestContext, testContext } from "../test-support/test-context.js";

// The server's texts follow the request's Accept-Language (the web app sends its interface locale).
let inbox: SmtpInbox;
let t: TestContext;
let member: Member;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await testContext({ env: { ...inbox.env, BASE_URL: "https://larder.example.com" } });
  member = await t.newMember({ group: "default", canOrganize: true });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const inLanguage = (
  caller: Member | null,
  language: string | null,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) =>
  t
    .as(caller)
    .inject({ method, url, headers: language ? { "accept-language": language } : {}, ...(payload ? { payload } : {}) });

const messageOf = (response: { json(): unknown }) =>
  (response.json() as { detail: { message: string } }).detail.message;

describe("error messages", () => {
  it("come in the request's language, with their values", async () => {
    const missing = await inLanguage(member, "de-DE", "GET", "/api/recipes/no-such-recipe");
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe("Rezept nicht gefunden");

    expect((await inLanguage(member, "de-DE", "POST", "/api/organizers/tags", { name: "Schnell" })).statusCode).toBe(
      201,
    );
    const taken = await inLanguage(member, "de-DE", "POST", "/api/organizers/tags", { name: "Schnell" });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe("Ein Schlagwort namens „Schnell“ gibt es bereits");
  });

  it("keep SPEC §8's English wording without a language, or for one the server has no texts for", async () => {
    const body = { username: member.username, password: "not the password" };
    for (const language of [null, "en-US", "sw-KE", "*"]) {
      const refused = await inLanguage(null, language, "POST", "/api/auth/token", body);
      expect(refused.statusCode).toBe(401);
      expect(messageOf(refused)).toBe("Invalid Credentials");
    }
    const german = await inLanguage(null, "de-DE", "POST", "/api/auth/token", body);
    expect(german.headers["www-authenticate"]).toBe("Bearer");
    expect(messageOf(german)).toBe("Ungültige Anmeldedaten");
  });

  it("follow Accept-Language's weights, and a regional variant finds its language", async () => {
    const url = "/api/recipes/no-such-recipe";
    const say = async (language: string) => messageOf(await inLanguage(member, language, "GET", url));
    expect(await say("en-US;q=0.4, de-DE;q=0.9")).toBe("Rezept nicht gefunden");
    expect(await say("de-DE;q=0.2, en-US")).toBe("Recipe not found");
    expect(await say("de-AT")).toBe("Rezept nicht gefunden");
    expect(await say("de-DE;q=0, en-US;q=0.5")).toBe("Recipe not found");
  });

  it("translate the shared validation messages of a 422", async () => {
    const long = await inLanguage(member, "de-DE", "POST", "/api/organizers/tags", { name: "x".repeat(300) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toContainEqual(
      expect.objectContaining({ loc: ["body", "name"], msg: "Darf höchstens 255 Zeichen lang sein" }),
    );
  });
});

describe("texts the server writes", () => {
  it("a password reset mail in German", async () => {
    const user = await t.newMember({ group: "default" });
    const sent = await inLanguage(null, "de-DE,de;q=0.9", "POST", "/api/users/forgot-password", { email: user.email });
    expect(sent.statusCode).toBe(200);
    const mail = await inbox.waitForMail(user.email);
    expect(mail.subject).toBe("Setze dein Larder-Passwort zurück");
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("Der Link funktioniert einmal und läuft in");
  });

  it("a new recipe's starter text and its timeline event in the creator's language", async () => {
    const created = await inLanguage(member, "de-DE", "POST", "/api/recipes", { name: "Zwetschgenkuchen" });
    expect(created.statusCode).toBe(201);
    const recipe = (await t.as(member).get(`/api/recipes/${created.json()}`)).json();
    expect(recipe.recipeIngredient[0].note).toBe("1 Tasse Mehl");
    expect(recipe.recipeInstructions[0].text).toContain("in Markdown geschrieben");
    const filter = encodeURIComponent(`recipe_id="${recipe.id}"`);
    const events = (await t.as(member).get(`/api/recipes/timeline/events?queryFilter=${filter}`)).json();
    expect(events.items.map((event: { subject: string }) => event.subject)).toEqual(["Rezept erstellt"]);

    const english = await t.as(member).post("/api/recipes", { name: "Plum cake" });
    const englishRecipe = (await t.as(member).get(`/api/recipes/${english.json()}`)).json();
    expect(englishRecipe.recipeIngredient[0].note).toBe("1 Cup Flour");
  });

  it("the answer of a bulk action, with the language's plural forms", async () => {
    const recipes = await Promise.all(["Eins", "Zwei"].map((name) => t.newRecipe({ owner: member, name })));
    const deleted = await inLanguage(member, "de-DE", "POST", "/api/recipes/bulk-actions/delete", {
      recipes: recipes.map((recipe) => recipe.slug),
    });
    expect(deleted.json()).toEqual({ message: "2 Rezepte gelöscht", error: false });
  });

  it("the answer of seeding a group, in the caller's language whatever the data's", async () => {
    const seeded = await inLanguage(member, "de-DE", "POST", "/api/groups/seeders/units", { locale: "en-US" });
    expect(seeded.json().message).toMatch(/^\d+ Einheiten hinzugefügt$/);
  });
});

describe("refusals of a request's body", () => {
  const send = (language: string | null, payload: string, contentType = "application/json") =>
    t.as(member).inject({
      method: "POST",
      url: "/api/organizers/tags",
      headers: { "content-type": contentType, ...(language ? { "accept-language": language } : {}) },
      payload,
    });

  it("come in the request's language with Fastify's status and Mealie's shape", async () => {
    const notJson = await send("de-DE", "{bad");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      detail: {
        message: "Der Inhalt ist kein gültiges JSON, obwohl der Content-Type „application/json“ lautet",
        error: true,
        exception: null,
      },
    });
    const empty = await send("de-DE", "");
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe("Der Inhalt darf nicht leer sein, wenn der Content-Type „application/json“ lautet");
    const media = await send("fr-FR", "x", "application/x-unknown");
    expect(media.statusCode).toBe(415);
    expect(messageOf(media)).toBe("Type de média non pris en charge");
    const large = await send("pl-PL", JSON.stringify({ name: "x".repeat(1_100_000) }));
    expect(large.statusCode).toBe(413);
    expect(messageOf(large)).toBe("Treść żądania jest za duża");
  });

  it("keep Fastify's own English in en-US", async () => {
    expect(messageOf(await send(null, "{bad"))).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
    expect(messageOf(await send("en-US", ""))).toBe(
      "Body cannot be empty when content-type is set to 'application/json'",
    );
    expect(messageOf(await send(null, "x", "application/x-unknown"))).toBe("Unsupported Media Type");
  });
});

describe("zod's own messages in a 422", () => {
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { loc: string[]; msg: string; type: string }[] }).detail;

  it("come from the locale zod ships for the request's language, the body's shape kept", async () => {
    const wrongType = await inLanguage(member, "de-DE", "POST", "/api/organizers/tags", { name: 5 });
    expect(wrongType.statusCode).toBe(422);
    expect(detailOf(wrongType)).toEqual([
      { loc: ["body", "name"], msg: "Ungültige Eingabe: erwartet string, erhalten Zahl", type: "invalid_type" },
    ]);
    // A query parameter zod coerced to a number is named as what it became.
    const page = await inLanguage(member, "de-DE", "GET", "/api/recipes?page=abc");
    expect(detailOf(page)).toEqual([
      { loc: ["querystring", "page"], msg: "Ungültige Eingabe: erwartet Zahl, erhalten NaN", type: "invalid_type" },
    ]);
  });

  it("come from Larder's own locale where zod ships none", async () => {
    const wrongType = await inLanguage(member, "gl-ES", "POST", "/api/organizers/tags", { name: 5 });
    expect(detailOf(wrongType)).toEqual([
      {
        loc: ["body", "name"],
        msg: "Entrada non válida: agardábase texto e recibiuse número",
        type: "invalid_type",
      },
    ]);
  });

  it("stay zod's English in en-US", async () => {
    for (const language of [null, "en-US"]) {
      const wrongType = await inLanguage(member, language, "POST", "/api/organizers/tags", { name: 5 });
      expect(detailOf(wrongType)[0]?.msg).toBe("Invalid input: expected string, received number");
    }
  });
});

describe("the contracts' own messages in a 422", () => {
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { loc: string[]; msg: string; type: string }[] }).detail;
  const someId = "6f1c2d3e-4a5b-4c6d-8e7f-901234567890";

  // A path parameter that is no id, a meal plan day, a quantity of 0 and a note too long.
  const refusals = async (language: string | null) => {
    const food = await inLanguage(member, language, "GET", "/api/foods/not-an-id");
    const plan = await inLanguage(member, language, "POST", "/api/groups/mealplans", {
      date: "x",
      entryType: "dinner",
    });
    const recipe = await inLanguage(member, language, "POST", `/api/groups/shopping/lists/${someId}/recipe/${someId}`, {
      recipeIncrementQuantity: 0,
    });
    const note = await inLanguage(member, language, "POST", "/api/groups/shopping/items", {
      shoppingListId: someId,
      note: "x".repeat(10_001),
    });
    for (const response of [food, plan, recipe, note]) expect(response.statusCode).toBe(422);
    return [
      detailOf(food).find((issue) => issue.loc.join(".") === "params.item_id")?.msg,
      detailOf(plan).find((issue) => issue.loc.join(".") === "body.date")?.msg,
      detailOf(recipe).find((issue) => issue.loc.join(".") === "body.recipeIncrementQuantity")?.msg,
      detailOf(note).find((issue) => issue.loc.join(".") === "body.note")?.msg,
    ];
  };

  it("come from the catalogue in the request's language, numbers written its way", async () => {
    expect(await refusals("de-DE")).toEqual([
      "Muss eine ID sein",
      "Muss ein Datum im Format yyyy-MM-dd sein",
      "Muss größer als 0 sein",
      "Darf höchstens 10.000 Zeichen lang sein",
    ]);
    const page = await inLanguage(member, "de-DE", "GET", "/api/recipes?page=0");
    expect(detailOf(page)).toEqual([
      {
        loc: ["querystring", "page"],
        msg: "page muss zwischen 1 und 1000000000 liegen oder -1 für die letzte Seite sein",
        type: "custom",
      },
    ]);
  });

  it("keep their English wording in en-US and without a language", async () => {
    const english = [
      "must be an id",
      "must be a date written yyyy-MM-dd",
      "must be more than 0",
      "must be at most 10,000 characters",
    ];
    expect(await refusals(null)).toEqual(english);
    expect(await refusals("en-US")).toEqual(english);
  });
});
