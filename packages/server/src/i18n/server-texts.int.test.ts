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
