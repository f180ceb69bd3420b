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
import { translatorFor } from "./server-texts.js";
import { validationMessage } from "./validation-messages.js";

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
