import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.js";

describe("passwords", () => {
  it("hashes new passwords with argon2id and verifies them", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("verifies bcrypt hashes of users imported from Mealie and marks them for rehashing", async () => {
    const hash = bcrypt.hashSync("MyPassword", 4);
    expect(await verifyPassword("MyPassword", hash)).toBe(true);
    expect(await verifyPassword("mypassword", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it("treats a corrupt stored hash as a mismatch, not an error", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});
