import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

beforeAll(async () => {
  await t.newMember({ group: "default", username: "Julia", email: "julia@example.com" });
});

const valid = async (url: string) => {
  const response = await t.anonymous.get(url);
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

  it("read a space in an e-mail address as the '+' Mealie's web app sends unencoded", async () => {
    await t.newMember({ group: "default", email: "julia+food@example.com" });
    expect(await valid("/api/validators/user/email?email=julia+food@example.com")).toBe(false);
    expect(await valid("/api/validators/user/email?email=julia%2Bfood%40example.com")).toBe(false);
    expect(await valid("/api/validators/user/email?email=julia+other@example.com")).toBe(true);
    expect(await valid("/api/validators/user/email?email=+")).toBe(false);
  });

  it("say whether a group name is still free, ignoring case", async () => {
    expect(await valid("/api/validators/group?name=home")).toBe(false);
    expect(await valid("/api/validators/group?name=Cottage")).toBe(true);
  });

  it("answer 422 when the query parameter is missing", async () => {
    const response = await t.anonymous.get("/api/validators/user/email");
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(["querystring", "email"]);
  });
});
