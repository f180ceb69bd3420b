import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

describe("orderBy on lists", () => {
  it("takes Mealie's snake_case column names for the whitelisted fields", async () => {
    const member = await t.newMember({ fullName: "Zoe Zed", canOrganize: true });
    await t.newMember({ group: member.group, fullName: "amy Able" });
    const names = async (url: string) =>
      (await t.as(member).get(url)).json().items.map((user: { fullName: string }) => user.fullName);
    // The shopping list page's owner picker.
    const ordered = "/api/users/group-users?page=1&perPage=-1&orderBy=full_name&orderDirection=asc";
    expect(await names(ordered)).toEqual(["amy Able", "Zoe Zed"]);
    expect(await names(ordered.replace("asc", "desc"))).toEqual(["Zoe Zed", "amy Able"]);

    await t.as(member).post("/api/foods", { name: "leek", pluralName: "b leeks" });
    await t.as(member).post("/api/foods", { name: "onion", pluralName: "a onions" });
    const foods = await t.as(member).get("/api/foods?orderBy=plural_name:asc,created_at");
    expect(foods.statusCode, foods.body).toBe(200);
    expect(foods.json().items.map((food: { name: string }) => food.name)).toEqual(["onion", "leek"]);

    const refused = await t.as(member).get("/api/users/group-users?orderBy=pass_word");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail.message).toContain('Cannot order by "pass_word"');
  });
});
