import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EMAIL_TAKEN_MESSAGE,
  GROUP_NAME_TAKEN_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  RECIPE_NAME_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from "./messages.js";
import {
  composeRules,
  emailRule,
  maxLengthRule,
  minLengthRule,
  noWhitespaceRule,
  requiredRule,
  ruleRefinement,
  urlRule,
} from "./rules.js";

const EMPTY_VALUES = ["", null, undefined];

describe("requiredRule", () => {
  it.each([[""], ["   "], ["\t\n"], [null], [undefined], [[]]])("rejects %j", (value) => {
    expect(requiredRule(value)).toBe("This Field is Required");
  });

  it.each([["a"], [" a "], [false], [0], [["x"]]])("accepts %j", (value) => {
    expect(requiredRule(value)).toBe(true);
  });
});

describe("emailRule", () => {
  it.each(["cook@example.com", "first.last+tag@sub.example.co.uk", "o'neil@example.org"])("accepts %s", (value) => {
    expect(emailRule(value)).toBe(true);
  });

  it.each([
    "cook",
    "cook@",
    "@example.com",
    "cook@example",
    "cook@exa mple.com",
    "cook@@example.com",
    " cook@example.com",
  ])("rejects %j", (value) => {
    expect(emailRule(value)).toBe("Email Must Be Valid");
  });

  it.each(EMPTY_VALUES)("lets the empty value %j pass", (value) => {
    expect(emailRule(value)).toBe(true);
  });
});

describe("noWhitespaceRule", () => {
  it.each(["pasta_night", "key-1"])("accepts %s", (value) => {
    expect(noWhitespaceRule(value)).toBe(true);
  });

  it.each(["two words", "tab\there", "new\nline", " lead", "trail ", "   "])("rejects %j", (value) => {
    expect(noWhitespaceRule(value)).toBe("No Whitespace Allowed");
  });

  it.each(EMPTY_VALUES)("lets the empty value %j pass", (value) => {
    expect(noWhitespaceRule(value)).toBe(true);
  });
});

describe("urlRule", () => {
  it.each([
    "https://example.com",
    "http://example.com/recipes/pasta?x=1#step-2",
    "HTTPS://Example.COM/",
    "http://mealie:9000/api",
    "http://192.168.1.10:8080",
    "http://[::1]:9000/",
    "https://user:secret@example.com/",
    "https://bücher.de/rezepte",
  ])("accepts %s", (value) => {
    expect(urlRule(value)).toBe(true);
  });

  it.each([
    "example.com",
    "ftp://example.com",
    "javascript:alert(1)",
    "http://",
    "http:/example.com",
    "http://exa mple.com",
    "https://example.com/a b",
    " https://example.com",
    "http://-bad.example.com",
    "http://a..b",
  ])("rejects %j", (value) => {
    expect(urlRule(value)).toBe("Must Be A Valid URL");
  });

  it.each(EMPTY_VALUES)("lets the empty value %j pass", (value) => {
    expect(urlRule(value)).toBe(true);
  });
});

describe("minLengthRule and maxLengthRule", () => {
  it("reports the minimum in its message", () => {
    expect(minLengthRule(3)("ab")).toBe("Must Be At Least 3 Characters");
    expect(minLengthRule(8)("1234567")).toBe("Must Be At Least 8 Characters");
    expect(minLengthRule(3)("abc")).toBe(true);
  });

  it("reports the maximum in its message", () => {
    expect(maxLengthRule(3)("abcd")).toBe("Must Be At Most 3 Characters");
    expect(maxLengthRule(20)("x".repeat(21))).toBe("Must Be At Most 20 Characters");
    expect(maxLengthRule(3)("abc")).toBe(true);
  });

  it.each(EMPTY_VALUES)("lets the empty value %j pass", (value) => {
    expect(minLengthRule(3)(value)).toBe(true);
    expect(maxLengthRule(0)(value)).toBe(true);
  });
});

describe("composeRules", () => {
  const usernameRule = composeRules(requiredRule, noWhitespaceRule, minLengthRule(3));

  it("reports the first failing rule in the given order", () => {
    expect(usernameRule("")).toBe("This Field is Required");
    expect(usernameRule("a b")).toBe("No Whitespace Allowed");
    expect(usernameRule("ab")).toBe("Must Be At Least 3 Characters");
  });

  it("passes when every rule passes", () => {
    expect(usernameRule("chef")).toBe(true);
  });
});

describe("ruleRefinement", () => {
  const Email = z.string().superRefine(ruleRefinement(requiredRule, emailRule));

  it("turns the first failing rule into a zod issue with its message", () => {
    expect(Email.safeParse("").error?.issues.map((issue) => issue.message)).toEqual(["This Field is Required"]);
    expect(Email.safeParse("not-an-email").error?.issues.map((issue) => issue.message)).toEqual([
      "Email Must Be Valid",
    ]);
  });

  it("lets a valid value through", () => {
    expect(Email.parse("cook@example.com")).toBe("cook@example.com");
  });
});

describe("messages", () => {
  it("states the uniqueness and confirmation messages", () => {
    expect(USERNAME_TAKEN_MESSAGE).toBe("Username is already taken");
    expect(EMAIL_TAKEN_MESSAGE).toBe("Email is already taken");
    expect(GROUP_NAME_TAKEN_MESSAGE).toBe("Group name is already taken");
    expect(RECIPE_NAME_TAKEN_MESSAGE).toBe("New recipe names must be unique within the group");
    expect(PASSWORD_MISMATCH_MESSAGE).toBe("password must match");
  });
});
