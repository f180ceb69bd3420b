import {
  EMAIL_TAKEN_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  REQUIRED_MESSAGE,
  validateUserForm,
} from "@larder/shared";
import { afterEach, describe, expect, it } from "vitest";
import { addCatalogue, removeCatalogue, translatorFor } from ".";
import { translateRuleMessage } from "./ruleMessages";

describe("translateRuleMessage", () => {
  afterEach(() => removeCatalogue("de-DE"));

  it("shows every message of the user form in the interface language", () => {
    addCatalogue("de-DE", {
      validation: {
        required: "Pflichtfeld",
        email: "Ungültige E-Mail",
        minLength: "Mindestens {{count}} Zeichen",
      },
    });
    const t = translatorFor("de-DE");
    const errors = validateUserForm({ email: "chef@", password: "short" }, { mode: "create" });
    expect(translateRuleMessage(t, errors.username ?? "")).toBe("Pflichtfeld");
    expect(translateRuleMessage(t, errors.email ?? "")).toBe("Ungültige E-Mail");
    expect(translateRuleMessage(t, errors.password ?? "")).toBe("Mindestens 8 Zeichen");
  });

  it("keeps the catalogue's English wording in en-US", () => {
    const t = translatorFor("en-US");
    expect(translateRuleMessage(t, REQUIRED_MESSAGE)).toBe(REQUIRED_MESSAGE);
    expect(translateRuleMessage(t, EMAIL_TAKEN_MESSAGE)).toBe(EMAIL_TAKEN_MESSAGE);
    expect(translateRuleMessage(t, minLengthMessage(8))).toBe(minLengthMessage(8));
    expect(translateRuleMessage(t, maxLengthMessage(100))).toBe(maxLengthMessage(100));
  });

  it("shows a message it does not know as it is", () => {
    expect(translateRuleMessage(translatorFor("en-US"), "Must Be At Least a few Characters")).toBe(
      "Must Be At Least a few Characters",
    );
  });
});
