import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test-support/builders.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
  await buildUser(larder, { username: "Julia", email: "julia@example.com" });
});
afterAll(async () => {
  await larder.close();
});

const valid = async (url: string) => {
  const response = await larder.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json().valid as boolean;
};

describe("validators", () => {
  it("say whether a username is still free, ignoring case", async () => {
    expect(await valid("/api/validators/user/name?name=julia")).toBe(false);
    expect(await valid("/api/validators/user/name?name=JULIA")).toBe(false);
    expect(await valid("/api/validators/user/name?name=paul")).toBe(true);
    expect(await valid("/api/validators/user/name?name=")).toBe(false);
  });

  it("say whether an e-mail address is still free, ignoring case", async () => {
    expect(await valid("/api/validators/user/email?email=Julia%40Example.com")).toBe(false);
    expect(await valid("/api/validators/user/email?email=paul%40example.com")).toBe(true);
  });

  it("say whether a group name is still free, ignoring case", async () => {
    expect(await valid("/api/validators/group?name=home")).toBe(false);
    expect(await valid("/api/validators/group?name=Cottage")).toBe(true);
  });

  it("answer 422 when the query parameter is missing", async () => {
    const response = await larder.app.inject({ method: "GET", url: "/api/validators/user/email" });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(["querystring", "email"]);
  });
});
