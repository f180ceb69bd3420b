import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

/** Food names are unique in a group regardless of case, accents and punctuation; other names are all kept. */

const t = useTestContext();

describe("food names", () => {
  it("refuses the same name in other case, accents or punctuation, naming the food it has", async () => {
    const member = await t.newMember({ canOrganize: true });
    expect((await t.as(member).post("/api/foods", { name: "Crème fraîche" })).statusCode).toBe(201);
    for (const name of ["creme fraiche", "CRÈME FRAÎCHE", "crème-fraîche"]) {
      const response = await t.as(member).post("/api/foods", { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().detail.message).toBe('A food named "Crème fraîche" already exists');
    }
    const other = (await t.as(member).post("/api/foods", { name: "Sour cream" })).json();
    expect((await t.as(member).put(`/api/foods/${other.id}`, { name: "Creme Fraiche" })).statusCode).toBe(409);
  });

  it("keeps names of mixed scripts apart", async () => {
    const member = await t.newMember({ canOrganize: true });
    for (const name of ["Pho 牛肉", "Pho 鸡肉", "鸡肉", "Æbleskiver", "Aebleskiver"]) {
      const response = await t.as(member).post("/api/foods", { name });
      expect(response.statusCode, name).toBe(201);
    }
  });
});
