import {
  atMostCharactersMessage,
  BACKUP_FILE_NAME_MESSAGE,
  BACKUP_NAME_DOT_MESSAGE,
  COOKBOOK_ID_MESSAGE,
  COOKBOOK_ID_OR_SLUG_MESSAGE,
  DATE_TIME_MESSAGE,
  GROUP_ID_MESSAGE,
  HOUSEHOLD_SLUG_OR_ID_MESSAGE,
  HTTP_ADDRESS_MESSAGE,
  ID_MESSAGE,
  IMAGE_ADDRESS_MESSAGE,
  INTERFACE_LOCALE_MESSAGE,
  ingredientLineLengthMessage,
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS_PER_CALL,
  MAX_PAGE,
  MAX_PER_PAGE,
  MEAL_PLAN_ENTRY_ID_MESSAGE,
  MORE_THAN_ZERO_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NO_ADDRESSES_MESSAGE,
  NO_ITEMS_MESSAGE,
  NO_RECIPES_MESSAGE,
  PAGE_CONTENT_MESSAGE,
  PLAN_DATE_MESSAGE,
  pageRangeMessage,
  perPageRangeMessage,
  RATING_MESSAGE,
  RECIPE_ID_MESSAGE,
  RECIPE_PAGE_ADDRESS_MESSAGE,
  REQUIRED_MESSAGE,
  TIME_OF_DAY_MESSAGE,
  tooManyAddressesMessage,
  tooManyIngredientLinesMessage,
  tooManyRecipesMessage,
  USER_ID_MESSAGE,
} from "@larder/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translatorFor } from "./server-texts.js";
import { validationMessage, zodMessage } from "./validation-messages.js";

const say = (message: string, locale: string) => validationMessage(message, translatorFor(locale), locale);

// Every message a contract gives, with the numbers the contracts use.
const CONTRACT_MESSAGES = [
  REQUIRED_MESSAGE,
  ID_MESSAGE,
  RECIPE_ID_MESSAGE,
  USER_ID_MESSAGE,
  GROUP_ID_MESSAGE,
  COOKBOOK_ID_MESSAGE,
  COOKBOOK_ID_OR_SLUG_MESSAGE,
  HOUSEHOLD_SLUG_OR_ID_MESSAGE,
  MEAL_PLAN_ENTRY_ID_MESSAGE,
  MORE_THAN_ZERO_MESSAGE,
  PLAN_DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  TIME_OF_DAY_MESSAGE,
  HTTP_ADDRESS_MESSAGE,
  INTERFACE_LOCALE_MESSAGE,
  RATING_MESSAGE,
  BACKUP_FILE_NAME_MESSAGE,
  BACKUP_NAME_DOT_MESSAGE,
  NO_ITEMS_MESSAGE,
  NO_RECIPES_MESSAGE,
  RECIPE_PAGE_ADDRESS_MESSAGE,
  NO_ADDRESSES_MESSAGE,
  PAGE_CONTENT_MESSAGE,
  IMAGE_ADDRESS_MESSAGE,
  minLengthMessage(8),
  maxLengthMessage(255),
  atMostCharactersMessage(255),
  atMostCharactersMessage(10_000),
  atMostCharactersMessage(50_000),
  pageRangeMessage(MAX_PAGE),
  perPageRangeMessage(MAX_PER_PAGE),
  tooManyRecipesMessage(10_000),
  tooManyAddressesMessage(200),
  ingredientLineLengthMessage(MAX_INGREDIENT_LENGTH),
  tooManyIngredientLinesMessage(MAX_INGREDIENTS_PER_CALL),
];

describe("validation messages of a 422", () => {
  it("keep every contract's English text exactly in en-US", () => {
    for (const message of CONTRACT_MESSAGES) expect(say(message, "en-US")).toBe(message);
  });

  it("have a catalogue text for every contract message in the other languages", () => {
    for (const locale of ["de-DE", "ja-JP", "ar-SA"]) {
      for (const message of CONTRACT_MESSAGES) {
        const said = say(message, locale);
        expect(said, `${locale}: ${message}`).not.toBe(message);
        expect(said, `${locale}: ${message}`).not.toMatch(/\{\{|^validation\./);
      }
    }
  });

  it("write the numbers the way the language does, keeping English's grouping or its absence", () => {
    expect(say(atMostCharactersMessage(10_000), "de-DE")).toBe("Darf höchstens 10.000 Zeichen lang sein");
    expect(say(atMostCharactersMessage(255), "fr-FR")).toBe("Au plus 255 caractères");
    expect(say(pageRangeMessage(MAX_PAGE), "de-DE")).toBe(
      "page muss zwischen 1 und 1000000000 liegen oder -1 für die letzte Seite sein",
    );
    // Latin digits, as the catalogue's own numbers are written.
    expect(say(tooManyAddressesMessage(200), "ar-SA")).toBe("الحد الأقصى للروابط في المرة الواحدة: 200");
  });

  it("pick the language's plural form for the number", () => {
    expect(say(tooManyIngredientLinesMessage(500), "ru-RU")).toBe("За один раз можно разобрать не более 500 строк");
    expect(say(tooManyRecipesMessage(10_000), "pl-PL")).toBe("Naraz najwyżej 10\u00a0000 przepisów");
    expect(say(atMostCharactersMessage(255), "ro-RO")).toBe("Trebuie să aibă cel mult 255 de caractere");
  });

  it("leave any other message as it is", () => {
    expect(say("Invalid input: expected string, received number", "de-DE")).toBe(
      "Invalid input: expected string, received number",
    );
    expect(say("must be at most ten characters", "de-DE")).toBe("must be at most ten characters");
  });
});

/** zod's own message of the first issue of `input` against `schema`, as a 422 in `language` says it. */
function zodSays(schema: z.ZodType, input: unknown, language: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("the input passed");
  const [issue] = result.error.issues;
  if (!issue) throw new Error("no issue");
  const { code, message, path: _path, ...params } = issue;
  return zodMessage({ keyword: code, message, params }, input, language);
}

describe("zod's own messages in the languages zod ships no locale for", () => {
  const name = z.string().min(8);
  const tags = z.array(z.string()).min(3);
  const strict = z.strictObject({ name: z.string() });
  const email = z.email();

  // Each with a count whose plural form is not "one": 8 and 3, and Latvian's zero form for 10.
  const EXPECTED: Record<string, readonly string[]> = {
    "af-ZA": [
      "Ongeldige invoer: teks verwag, getal ontvang",
      "Te kort: die teks moet minstens 8 karakters hê",
      "Te klein: die lys moet minstens 3 items hê",
      'Onbekende sleutels: "colour", "size"',
      "Ongeldige e-posadres",
    ],
    "gl-ES": [
      "Entrada non válida: agardábase texto e recibiuse número",
      "Demasiado curto: o texto debe ter polo menos 8 caracteres",
      "Demasiado pequeno: a lista debe ter polo menos 3 elementos",
      'Chaves non recoñecidas: "colour", "size"',
      "Formato non válido: debe ser un enderezo de correo electrónico",
    ],
    "lv-LV": [
      "Nederīgs tips: vajadzīgs teksts, bet saņemts skaitlis",
      "Par īsu: tekstam jāsatur vismaz 8 rakstzīmes",
      "Par mazu: sarakstam jāsatur vismaz 3 vienumi",
      'Nezināmas atslēgas: "colour", "size"',
      "Nederīgs formāts: ievadiet derīgu e-pasta adresi",
    ],
    "sr-SP": [
      "Неисправан унос: тип треба да буде текст, а не број",
      "Прекратко: текст мора имати најмање 8 знакова",
      "Премало: низ мора имати најмање 3 ставке",
      'Непознати кључеви: "colour", "size"',
      "Неисправан формат: мора бити адреса е-поште",
    ],
  };

  const CASES: readonly (readonly [z.ZodType, unknown])[] = [
    [name, 5],
    [name, "short"],
    [tags, ["a"]],
    [strict, { name: "x", colour: "red", size: 2 }],
    [email, "not an email"],
  ];

  for (const [language, expected] of Object.entries(EXPECTED)) {
    it(`come in ${language}, not in zod's English`, () => {
      const said = CASES.map(([schema, input]) => zodSays(schema, input, language));
      expect(said).toEqual(expected);
      for (const [index, [schema, input]] of CASES.entries()) {
        expect(said[index]).not.toBe(schema.safeParse(input).error?.issues[0]?.message);
      }
    });
  }

  it("pick the plural form of the count", () => {
    const counted = (min: number, language: string) => zodSays(z.string().min(min), "", language);
    expect(counted(1, "af-ZA")).toBe("Te kort: die teks moet minstens 1 karakter hê");
    expect(counted(1, "gl-ES")).toBe("Demasiado curto: o texto debe ter polo menos 1 carácter");
    expect(counted(21, "lv-LV")).toBe("Par īsu: tekstam jāsatur vismaz 21 rakstzīme");
    expect(counted(10, "lv-LV")).toBe("Par īsu: tekstam jāsatur vismaz 10 rakstzīmes");
    expect(counted(21, "sr-SP")).toBe("Прекратко: текст мора имати најмање 21 знак");
    expect(counted(5, "sr-SP")).toBe("Прекратко: текст мора имати најмање 5 знакова");
    expect(zodSays(z.array(z.string()).max(1), ["a", "b"], "sr-SP")).toBe("Превелико: низ може имати највише 1 ставку");
  });

  it("say every issue zod's English map knows in the language, never in English", () => {
    const english = z.locales.en().localeError;
    const issues = [
      { code: "invalid_type", expected: "number", input: "x" },
      { code: "invalid_type", expected: "Date", input: "x" },
      { code: "invalid_value", values: ["a"], input: "b" },
      { code: "invalid_value", values: ["a", "b"], input: "c" },
      { code: "too_big", origin: "number", maximum: 5, inclusive: true, input: 6 },
      { code: "too_big", origin: "date", maximum: 5, inclusive: false, input: 6 },
      { code: "too_small", origin: "file", minimum: 2, inclusive: true, exact: true, input: 1 },
      { code: "too_small", origin: "bigint", minimum: 2, inclusive: false, input: 1 },
      { code: "invalid_format", format: "starts_with", prefix: "ab", input: "x" },
      { code: "invalid_format", format: "ends_with", suffix: "ab", input: "x" },
      { code: "invalid_format", format: "includes", includes: "ab", input: "x" },
      { code: "invalid_format", format: "regex", pattern: "/^a$/", input: "x" },
      { code: "invalid_format", format: "uuid", input: "x" },
      { code: "invalid_format", format: "datetime", input: "x" },
      { code: "not_multiple_of", divisor: 3, input: 4 },
      { code: "unrecognized_keys", keys: ["a"], input: {} },
      { code: "invalid_key", origin: "record", issues: [], input: {} },
      { code: "invalid_element", origin: "map", key: "a", issues: [], input: {} },
      { code: "invalid_union", errors: [], input: 1 },
      { code: "invalid_union", errors: [], inclusive: false, input: 1 },
      { code: "invalid_union", errors: [], options: ["a", "b"], input: 1 },
      { code: "custom", input: 1 },
    ];
    for (const language of Object.keys(EXPECTED)) {
      for (const issue of issues) {
        const message = english(issue as unknown as z.core.$ZodRawIssue) as string;
        const { code, input, ...params } = issue;
        const said = zodMessage({ keyword: code, message, params }, input, language);
        expect(said, `${language}: ${message}`).toBeTypeOf("string");
        expect(said, `${language}: ${message}`).not.toBe(message);
        expect(said, `${language}: ${message}`).not.toMatch(/undefined|Invalid|expected/);
      }
    }
  });
});
