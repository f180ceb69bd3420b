import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { localDate } from "../jobs/schedule.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

/** yyyy-MM-dd of the day `days` after 2030-03-04 (a Monday). */
const day = (days = 0) => new Date(Date.UTC(2030, 2, 4 + days)).toISOString().slice(0, 10);

async function plan(member: Member, body: object) {
  const response = await t.as(member).post("/api/groups/mealplans", body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("meal plan entries", () => {
  it("a member plans a recipe for a day and reads it back in the reference's shape", async () => {
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member, name: "Lentil Soup", slug: "lentil-soup" });
    const entry = await plan(member, { date: day(), entryType: "dinner", recipeId: recipe.id });
    expect(entry).toEqual({
      date: day(),
      entryType: "dinner",
      title: "",
      text: "",
      recipeId: recipe.id,
      id: expect.any(Number),
      groupId: member.groupId,
      householdId: member.groupId,
      userId: member.id,
      recipe: expect.objectContaining({ id: recipe.id, name: "Lentil Soup", slug: "lentil-soup" }),
    });
    expect((await t.as(member).get(`/api/groups/mealplans/${entry.id}`)).json()).toEqual(entry);
  });

  it("takes a note without a recipe, and the API's default meal type is breakfast as in Mealie", async () => {
    const member = await t.newMember();
    const entry = await plan(member, { date: day(), title: "Leftovers", text: "From Sunday" });
    expect(entry).toMatchObject({ entryType: "breakfast", title: "Leftovers", text: "From Sunday", recipe: null });
  });

  it("refuses impossible dates, unknown meal types and another group's recipe, writing nothing", async () => {
    const member = await t.newMember();
    const stranger = await t.newRecipe();
    for (const body of [
      { date: "2030-02-30" },
      { date: "30/03/2030" },
      { date: day(), entryType: "brunch" },
      { date: day(), recipeId: "not-an-id" },
    ]) {
      const response = await t.as(member).post("/api/groups/mealplans", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const foreign = await t.as(member).post("/api/groups/mealplans", { date: day(), recipeId: stranger.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail.message).toContain("No recipe");
    const list = await t.as(member).get("/api/groups/mealplans?perPage=-1");
    expect(list.json().items).toEqual([]);
  });

  it("lists the days between start_date and end_date, both included, by day", async () => {
    const member = await t.newMember();
    for (const offset of [3, 0, 7, 1, 8]) await plan(member, { date: day(offset), title: `Day ${offset}` });
    const response = await t.as(member).get(`/api/groups/mealplans?start_date=${day(1)}&end_date=${day(7)}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((entry: { title: string }) => entry.title)).toEqual(["Day 1", "Day 3", "Day 7"]);
    expect(page).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1 });

    const paged = (await t.as(member).get(`/api/groups/mealplans?start_date=${day(0)}&perPage=2`)).json();
    expect(paged.total).toBe(5);
    expect(paged.next).toContain(`start_date=${day(0)}`);
    const backwards = await t.as(member).get(`/api/groups/mealplans?start_date=${day(7)}&end_date=${day(1)}`);
    expect(backwards.statusCode).toBe(400);
  });

  it("moves an entry to another day and meal type, and deletes it", async () => {
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member });
    const entry = await plan(member, { date: day(), entryType: "lunch", recipeId: recipe.id });
    const moved = await t.as(member).put(`/api/groups/mealplans/${entry.id}`, {
      ...entry,
      date: day(2),
      entryType: "dinner",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: entry.id, date: day(2), entryType: "dinner", recipeId: recipe.id });
    const listed = await t.as(member).get(`/api/groups/mealplans?start_date=${day(2)}&end_date=${day(2)}`);
    expect(listed.json().items).toEqual([moved.json()]);
    const deleted = await t.as(member).delete(`/api/groups/mealplans/${entry.id}`);
    expect(deleted.json().id).toBe(entry.id);
    expect((await t.as(member).get(`/api/groups/mealplans/${entry.id}`)).statusCode).toBe(404);
    expect((await t.as(member).delete(`/api/groups/mealplans/${entry.id}`)).statusCode).toBe(404);
  });

  it("today's entries are those of the server's date", async () => {
    const member = await t.newMember();
    const today = localDate(new Date());
    await plan(member, { date: today, title: "Tonight" });
    await plan(member, { date: "2001-01-01", title: "Long ago" });
    const response = await t.as(member).get("/api/groups/mealplans/today");
    expect(response.json().map((entry: { title: string }) => entry.title)).toEqual(["Tonight"]);
  });

  it("a deleted recipe leaves its entries as notes with its name, however it was deleted", async () => {
    const member = await t.newMember();
    const soup = await t.newRecipe({ owner: member, name: "Pea Soup" });
    const pie = await t.newRecipe({ owner: member, name: "Apple Pie" });
    const plain = await plan(member, { date: day(), entryType: "dinner", recipeId: soup.id });
    const titled = await plan(member, { date: day(1), recipeId: soup.id, title: "Granny's soup" });
    const bulk = await plan(member, { date: day(2), recipeId: pie.id });

    expect((await t.as(member).delete(`/api/recipes/${soup.slug}`)).statusCode).toBe(200);
    const bulkDelete = await t.as(member).post("/api/recipes/bulk-actions/delete", { recipes: [pie.slug] });
    expect(bulkDelete.statusCode).toBeLessThan(300);

    const read = async (id: number) => (await t.as(member).get(`/api/groups/mealplans/${id}`)).json();
    expect(await read(plain.id)).toMatchObject({
      title: "Pea Soup",
      recipeId: null,
      recipe: null,
      entryType: "dinner",
    });
    expect(await read(titled.id)).toMatchObject({ title: "Granny's soup", recipeId: null });
    expect(await read(bulk.id)).toMatchObject({ title: "Apple Pie", recipeId: null });
  });

  it("a group removed with its recipes takes its plan with it", async () => {
    const admin = await t.newMember({ admin: true });
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member });
    await plan(member, { date: day(), recipeId: recipe.id });
    // An administrator removes the last member (the recipes stay, ownerless), then the group.
    expect((await t.as(admin).delete(`/api/admin/users/${member.id}`)).statusCode).toBe(200);
    expect((await t.as(admin).delete(`/api/admin/groups/${member.groupId}`)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom("meal_plan_entries")
      .select("id")
      .where("group_id", "=", member.groupId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("random meals and rules", () => {
  async function kitchen() {
    const member = await t.newMember();
    const { group } = member;
    const veggie = await t.newOrganizer("tags", { group, name: "Veggie" });
    const quick = await t.newOrganizer("tags", { group, name: "Quick" });
    const mains = await t.newOrganizer("categories", { group, name: "Mains" });
    const both = await t.newRecipe({
      owner: member,
      name: "Quick veggie main",
      tags: [veggie, quick],
      categories: [mains],
    });
    const veggieOnly = await t.newRecipe({ owner: member, name: "Slow veggie", tags: [veggie], categories: [mains] });
    const plainMain = await t.newRecipe({ owner: member, name: "Plain main", categories: [mains] });
    return { member, veggie, quick, mains, both, veggieOnly, plainMain };
  }

  const random = (member: Member, body: object) => t.as(member).post("/api/groups/mealplans/random", body);

  it("without rules any recipe of the group is planned", async () => {
    const { member, both, veggieOnly, plainMain } = await kitchen();
    const response = await random(member, { date: day() });
    expect(response.statusCode).toBe(200);
    const entry = response.json();
    expect(entry).toMatchObject({ date: day(), entryType: "dinner" });
    expect([both.id, veggieOnly.id, plainMain.id]).toContain(entry.recipeId);
    const listed = (await t.as(member).get(`/api/groups/mealplans?start_date=${day()}&end_date=${day()}`)).json();
    expect(listed.items.map((item: { id: number }) => item.id)).toEqual([entry.id]);
  });

  it("unites the tags and categories of the rules for that weekday and meal type; the recipe must have all", async () => {
    const { member, veggie, quick, mains, both } = await kitchen();
    // Monday dinners: veggie; any day's dinners: quick; any Monday meal: mains. A recipe needs all three.
    for (const rule of [
      { day: "monday", entryType: "dinner", tags: [veggie] },
      { day: "unset", entryType: "dinner", tags: [quick] },
      { day: "monday", entryType: "unset", categories: [mains] },
    ]) {
      expect((await t.as(member).post("/api/groups/mealplans/rules", rule)).statusCode).toBe(201);
    }
    for (let i = 0; i < 5; i += 1) {
      const entry = (await random(member, { date: day(0), entryType: "dinner" })).json();
      expect(entry.recipeId).toBe(both.id);
    }
  });

  it("rules of other weekdays and meal types do not apply", async () => {
    const { member, group } = await (async () => {
      const k = await kitchen();
      return { member: k.member, group: k.member.group };
    })();
    const nothing = await t.newOrganizer("tags", { group, name: "Nobody has this" });
    await t.as(member).post("/api/groups/mealplans/rules", { day: "tuesday", tags: [nothing] });
    await t.as(member).post("/api/groups/mealplans/rules", { entryType: "breakfast", tags: [nothing] });
    expect((await random(member, { date: day(0), entryType: "dinner" })).statusCode).toBe(200);
    // Tuesday (day 1) is bound by its rule, which no recipe satisfies.
    const tuesday = await random(member, { date: day(1), entryType: "dinner" });
    expect(tuesday.statusCode).toBe(404);
    expect(tuesday.json().detail.message).toBe("No recipe matches the meal plan rules for this day and meal type");
  });

  it("a group without recipes gets a 404 with a message, and nothing is planned", async () => {
    const member = await t.newMember();
    const response = await random(member, { date: day() });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.message).toBe("There are no recipes to choose from");
    expect((await t.as(member).get("/api/groups/mealplans")).json().items).toEqual([]);
  });

  it("rules are created, read, listed, replaced and deleted in the reference's shape", async () => {
    const { member, veggie, mains } = await kitchen();
    const created = await t.as(member).post("/api/groups/mealplans/rules", {});
    expect(created.json()).toEqual({
      day: "unset",
      entryType: "unset",
      categories: [],
      tags: [],
      groupId: member.groupId,
      id: expect.any(String),
    });
    const id = created.json().id;
    const replaced = await t.as(member).put(`/api/groups/mealplans/rules/${id}`, {
      day: "friday",
      entryType: "side",
      categories: [{ id: mains.id, name: "client's name", slug: "x" }],
      tags: [veggie],
    });
    expect(replaced.json()).toMatchObject({
      day: "friday",
      entryType: "side",
      categories: [{ id: mains.id, name: "Mains", slug: mains.slug }],
      tags: [veggie],
    });
    const listed = (await t.as(member).get("/api/groups/mealplans/rules")).json();
    expect(listed.items).toEqual([replaced.json()]);
    expect((await t.as(member).put(`/api/groups/mealplans/rules/${id}`, { day: "someday" })).statusCode).toBe(422);
    expect((await t.as(member).delete(`/api/groups/mealplans/rules/${id}`)).json().id).toBe(id);
    expect((await t.as(member).get(`/api/groups/mealplans/rules/${id}`)).statusCode).toBe(404);
  });

  it("the group's meal-plan categories are replaced as a whole and listed by name", async () => {
    const member = await t.newMember();
    const { group } = member;
    const soups = await t.newOrganizer("categories", { group, name: "Soups" });
    const bakes = await t.newOrganizer("categories", { group, name: "Bakes" });
    expect((await t.as(member).get("/api/groups/categories")).json()).toEqual([]);
    const saved = await t.as(member).put("/api/groups/categories", [soups, bakes, soups]);
    expect(saved.json()).toEqual([bakes, soups]);
    expect((await t.as(member).put("/api/groups/categories", [bakes])).json()).toEqual([bakes]);
    expect((await t.as(member).get("/api/groups/categories")).json()).toEqual([bakes]);
  });
});

describe("calendar feed", () => {
  it("a member turns the feed on; calendar apps read every entry in range as all-day events", async () => {
    const member = await t.newMember();
    const recipe = await t.newRecipe({ owner: member, name: "Fish, Chips; Peas", slug: "fish-chips-peas" });
    const today = localDate(new Date());
    const shift = (days: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const inRange = [
      await plan(member, { date: shift(0), entryType: "dinner", recipeId: recipe.id, text: "Buy lemons\nand tartar" }),
      await plan(member, { date: shift(3), entryType: "lunch", title: "Picnic — ünïcödé ".repeat(8).trim() }),
      await plan(member, { date: shift(-30), entryType: "breakfast", title: "Pancakes" }),
    ];
    await plan(member, { date: shift(-400), title: "Too old" });

    expect((await t.as(member).get("/api/groups/mealplans/calendar-feed")).json()).toEqual({ url: null });
    const { url } = (await t.as(member).post("/api/groups/mealplans/calendar-feed")).json();
    expect(url).toMatch(/\/api\/calendars\/mealplans\/[A-Za-z0-9_-]{20,}\.ics$/);
    expect((await t.as(member).get("/api/groups/mealplans/calendar-feed")).json()).toEqual({ url });

    const response = await t.anonymous.get(new URL(url).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    for (const line of response.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid).sort()).toEqual(
      inRange.map((entry) => expect.stringContaining(`meal-plan-entry-${entry.id}@`)).sort(),
    );
    const byUid = new Map(events.map((event) => [event.uid.split("@")[0], event]));
    const dinner = byUid.get(`meal-plan-entry-${inRange[0].id}`) as ICAL.Event;
    expect(dinner.summary).toBe("Dinner: Fish, Chips; Peas");
    expect(dinner.startDate.isDate).toBe(true);
    expect(dinner.startDate.toString()).toBe(shift(0));
    expect(dinner.endDate.toString()).toBe(shift(1));
    expect(dinner.description).toContain("Buy lemons\nand tartar");
    expect(dinner.description).toContain(`/g/${member.group.slug}/r/fish-chips-peas`);
    const picnic = byUid.get(`meal-plan-entry-${inRange[1].id}`) as ICAL.Event;
    expect(picnic.summary).toBe(`Lunch: ${"Picnic — ünïcödé ".repeat(8).trim()}`);
  });

  it("renewing the address or turning the feed off stops the old one at once", async () => {
    const member = await t.newMember();
    const first = (await t.as(member).post("/api/groups/mealplans/calendar-feed")).json().url;
    const second = (await t.as(member).post("/api/groups/mealplans/calendar-feed")).json().url;
    expect(second).not.toBe(first);
    expect((await t.anonymous.get(new URL(first).pathname)).statusCode).toBe(404);
    expect((await t.anonymous.get(new URL(second).pathname)).statusCode).toBe(200);
    expect((await t.as(member).delete("/api/groups/mealplans/calendar-feed")).json()).toEqual({ url: null });
    expect((await t.anonymous.get(new URL(second).pathname)).statusCode).toBe(404);
    expect((await t.anonymous.get("/api/calendars/mealplans/guessed-token.ics")).statusCode).toBe(404);
  });
});
