import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInMember } from "../test-support/builders.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

/** Food names are unique in a group regardless of case, accents and punctuation; other names are all kept. */

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

const member = () => buildSignedInMember(larder);

type Method = "POST" | "PUT";
const call = (headers: { authorization: string }, method: Method, url: string, payload: object) =>
  larder.app.inject({ method, url, headers, payload });

describe("food names", () => {
  it("refuses the same name in other case, accents or punctuation, naming the food it has", async () => {
    const { headers } = await member();
    expect((await call(headers, "POST", "/api/foods", { name: "Crème fraîche" })).statusCode).toBe(201);
    for (const name of ["creme fraiche", "CRÈME FRAÎCHE", "crème-fraîche"]) {
      const response = await call(headers, "POST", "/api/foods", { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().detail.message).toBe('A food named "Crème fraîche" already exists');
    }
    const other = (await call(headers, "POST", "/api/foods", { name: "Sour cream" })).json();
    expect((await call(headers, "PUT", `/api/foods/${other.id}`, { name: "Creme Fraiche" })).statusCode).toBe(409);
  });

  it("keeps names of mixed scripts apart", async () => {
    const { headers } = await member();
    for (const name of ["Pho 牛肉", "Pho 鸡肉", "鸡肉", "Æbleskiver", "Aebleskiver"]) {
      const response = await call(headers, "POST", "/api/foods", { name });
      expect(response.statusCode, name).toBe(201);
    }
  });
});
