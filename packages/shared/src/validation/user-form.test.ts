import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, type UserFormValues, validateUserForm } from "./user-form.js";

const validUser: UserFormValues = {
  username: "chef",
  fullName: "Chef Cook",
  email: "chef@example.com",
  password: "correct-horse",
  passwordConfirm: "correct-horse",
  admin: false,
  advanced: false,
  canInvite: true,
  canManage: false,
  canOrganize: true,
};

describe("validateUserForm", () => {
  it("returns no errors for a valid user in both modes", () => {
    expect(validateUserForm(validUser, { mode: "create" })).toEqual({});
    expect(validateUserForm(validUser, { mode: "edit" })).toEqual({});
  });

  it("requires username, full name, email, every permission flag and, on create, the password", () => {
    expect(validateUserForm({}, { mode: "create" })).toEqual({
      username: "This Field is Required",
      fullName: "This Field is Required",
      email: "This Field is Required",
      admin: "This Field is Required",
      advanced: "This Field is Required",
      canInvite: "This Field is Required",
      canManage: "This Field is Required",
      canOrganize: "This Field is Required",
      password: "This Field is Required",
    });
  });

  it("treats whitespace-only text and null flags as missing", () => {
    const errors = validateUserForm(
      { ...validUser, username: "  ", fullName: null, canManage: null },
      { mode: "edit" },
    );
    expect(errors).toEqual({
      username: "This Field is Required",
      fullName: "This Field is Required",
      canManage: "This Field is Required",
    });
  });

  it("checks the email format", () => {
    expect(validateUserForm({ ...validUser, email: "chef@" }, { mode: "edit" })).toEqual({
      email: "Email Must Be Valid",
    });
  });

  it("asks for at least 8 password characters on create", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    const values = { ...validUser, password: "1234567", passwordConfirm: "1234567" };
    expect(validateUserForm(values, { mode: "create" })).toEqual({ password: "Must Be At Least 8 Characters" });
    expect(
      validateUserForm({ ...values, password: "12345678", passwordConfirm: "12345678" }, { mode: "create" }),
    ).toEqual({});
  });

  it("neither requires nor measures the password on edit", () => {
    const withoutPassword = { ...validUser, password: undefined, passwordConfirm: undefined };
    expect(validateUserForm(withoutPassword, { mode: "edit" })).toEqual({});
    expect(validateUserForm({ ...validUser, password: "short", passwordConfirm: "short" }, { mode: "edit" })).toEqual(
      {},
    );
  });

  it("reports a confirmation that does not match the password, in both modes", () => {
    const values = { ...validUser, passwordConfirm: "correct-horsE" };
    expect(validateUserForm(values, { mode: "create" })).toEqual({ passwordConfirm: "password must match" });
    expect(validateUserForm(values, { mode: "edit" })).toEqual({ passwordConfirm: "password must match" });
  });

  it("reports an empty confirmation field when a password was typed", () => {
    expect(validateUserForm({ ...validUser, passwordConfirm: "" }, { mode: "create" })).toEqual({
      passwordConfirm: "password must match",
    });
    expect(validateUserForm({ ...validUser, passwordConfirm: null }, { mode: "create" })).toEqual({
      passwordConfirm: "password must match",
    });
  });

  it("skips the confirmation when the values carry none (an API payload)", () => {
    expect(validateUserForm({ ...validUser, passwordConfirm: undefined }, { mode: "create" })).toEqual({});
  });
});
