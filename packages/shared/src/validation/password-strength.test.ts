import { describe, expect, it } from "vitest";
import {
  PASSWORD_BANNED_WORDS,
  PASSWORD_STRENGTH_MAX_SCORE,
  PASSWORD_STRENGTH_MIN_LENGTH,
  PASSWORD_STRENGTH_THRESHOLDS,
  passwordStrength,
} from "./password-strength.js";

const score = (password: string) => passwordStrength(password).score;

describe("passwordStrength", () => {
  it("exposes the spec constants", () => {
    expect(PASSWORD_STRENGTH_MIN_LENGTH).toBe(6);
    expect(PASSWORD_STRENGTH_MAX_SCORE).toBe(100);
    expect(PASSWORD_BANNED_WORDS).toEqual(["larder", "admin", "password", "qwerty", "login"]);
    expect(PASSWORD_STRENGTH_THRESHOLDS).toEqual({ good: 50, strong: 80, "very-strong": 100 });
  });

  it("scores passwords shorter than 6 characters 0", () => {
    expect(passwordStrength("")).toEqual({ score: 0, label: "weak" });
    expect(score("aB3!x")).toBe(0);
    // 6 distinct characters x 5 + 3 extra classes x 10 = 60 once the sixth character arrives.
    expect(score("aB3!xy")).toBe(60);
  });

  it("counts characters as code points, not UTF-16 units", () => {
    // Five emoji are ten UTF-16 units but five characters: too short.
    expect(score("🍅🥕🧅🥔🌽")).toBe(0);
    // Six distinct emoji x 5 = 30, all non-word: one class, no bonus.
    expect(score("🍅🥕🧅🥔🌽🍋")).toBe(30);
  });

  it.each([
    "larder",
    "MyLarder#2024!",
    "xxLARDERxx99",
    "Admin-Kitchen-77",
    "my_adMIN_99",
    "PassWord12",
    "xQWERTYx789",
    "LogIn!x7",
    "Zx9!kitchenlogin",
  ])("scores %s 0 because it contains a banned word", (password) => {
    expect(passwordStrength(password)).toEqual({ score: 0, label: "weak" });
  });

  it("divides each character's 5 points by its repeat count", () => {
    // "aabbbc1": a x2 -> 2 x 5/2 = 5; b x3 -> 3 x 5/3 = 5; c -> 5; 1 -> 5; sum 20.
    // Classes lower + digit: one beyond the first -> +10. Total 30.
    // (A running count, 5/1 + 5/2 ... per repeat, would give 36.67 instead.)
    expect(score("aabbbc1")).toBe(30);
    // Six equal characters add up to 5 in all; one class, no bonus.
    expect(score("aaaaaa")).toBe(5);
    // Nine equal characters: 9 x 5/9 is 5, although adding 5/9 nine times in floating point gives 4.999...
    expect(score("zzzzzzzzz")).toBe(5);
  });

  it("adds 10 for each character class beyond the first", () => {
    expect(score("abcdef")).toBe(30);
    expect(score("abcdeF")).toBe(40);
    expect(score("abcde1")).toBe(40);
    expect(score("abcde!")).toBe(40);
    expect(score("abcD1!")).toBe(60);
    // Underscore is a word character outside digit, lower and upper: no class, and no negative bonus.
    expect(score("______")).toBe(5);
  });

  it("caps the score at 100", () => {
    // 16 distinct x 5 = 80, + 3 x 10 = 110 -> 100.
    expect(passwordStrength("abcdefghijKLM12!")).toEqual({ score: 100, label: "very-strong" });
  });

  it.each([
    ["abcdefghi", 45, "weak"],
    ["abcdefghij", 50, "good"],
    ["abcdefghijklmno", 75, "good"],
    ["abcdefghijklmnop", 80, "strong"],
    ["abcdefghijklmnopqrs", 95, "strong"],
    ["abcdefghijklmnopqrst", 100, "very-strong"],
  ])("labels %s (score %i) %s", (password, expectedScore, label) => {
    expect(passwordStrength(password)).toEqual({ score: expectedScore, label });
  });
});
