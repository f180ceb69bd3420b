import { describe, expect, it } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

type EntryType = "breakfast" | "lunch" | "dinner" | "side";

/**
 * Each test plans on a day of its own: the job reads every group's plan of the day. The job's run
 * is due at 23:45 local time; `date` is that day as the plan stores it.
 */
let days = 0;
function nextDay() {
  const at = new Date(2030, 5, ++days, 23, 45);
  const date = `2030-06-${String(days).padStart(2, "0")}`;
  return { at, date };
}

/** A plan entry, written straight to its table (the meal plan API is not this test's subject). */
async function plan(
  group: GroupRow,
  date: string,
  entry: { recipeId?: string; userId?: string | null; type?: EntryType; title?: string },
) {
  const row = await t.db
    .insertInto("meal_plan_entries")
    .values({
      group_id: group.id,
      user_id: entry.userId ?? null,
      recipe_id: entry.recipeId ?? null,
      date,
      entry_type: entry.type ?? "dinner",
      title: entry.title ?? "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The recipe's timeline as its group's member sees it through the API. */
async function timelineOf(member: Member, recipeId: string) {
  const filter = encodeURIComponent(`recipeId = "${recipeId}"`);
  const response = await t.as(member).get(`/api/recipes/timeline/events?queryFilter=${filter}&perPage=-1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { subject: string; eventType: string; userId: string; timestamp: string }[];
}

async function lastMadeOf(member: Member, slug: string): Promise<string | null> {
  const response = await t.as(member).get(`/api/recipes/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().lastMade;
}

describe("the daily meal-plan 'made this'", () => {
  it("adds one event per planned recipe in the planner's name and moves last-made up to the run", async () => {
    const { at, date } = nextDay();
    const alice = await t.newMember({ fullName: "Alice Baker" });
    const soup = await t.newRecipe({ owner: alice });
    const bread = await t.newRecipe({ owner: alice });
    await plan(alice.group, date, { recipeId: soup.id, userId: alice.id, type: "dinner" });
    await plan(alice.group, date, { recipeId: bread.id, userId: alice.id, type: "side" });
    await plan(alice.group, date, { userId: alice.id, type: "lunch", title: "Leftovers" });

    expect(await t.services.madeThis.recordMealsMade(at)).toBe(2);

    expect(await timelineOf(alice, soup.id)).toEqual([
      expect.objectContaining({
        subject: "Alice Baker made this for dinner",
        eventType: "info",
        userId: alice.id,
        timestamp: at.toISOString(),
      }),
    ]);
    expect((await timelineOf(alice, bread.id)).map((event) => event.subject)).toEqual([
      "Alice Baker made this for side",
    ]);
    expect(await lastMadeOf(alice, soup.slug)).toBe(at.toISOString());
  });

  it("writes nothing twice the same day, however often or however many at once it runs", async () => {
    const { at, date } = nextDay();
    const bob = await t.newMember({ fullName: "Bob" });
    const stew = await t.newRecipe({ owner: bob });
    await plan(bob.group, date, { recipeId: stew.id, userId: bob.id });
    await plan(bob.group, date, { recipeId: stew.id, userId: bob.id, type: "lunch" });

    const written = await Promise.all([
      t.services.madeThis.recordMealsMade(at),
      t.services.madeThis.recordMealsMade(at),
    ]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await t.services.madeThis.recordMealsMade(new Date(at.getTime() + 10 * 60 * 1000))).toBe(0);
    // The runner's job, run by hand after the service, writes nothing either.
    await t.services.jobs.runDue(at);

    expect((await timelineOf(bob, stew.id)).map((event) => event.subject).sort()).toEqual([
      "Bob made this for dinner",
      "Bob made this for lunch",
    ]);
  });

  it("only for the day's entries: other days and notes add nothing", async () => {
    const { at, date } = nextDay();
    const { date: tomorrow } = nextDay();
    const cara = await t.newMember();
    const pie = await t.newRecipe({ owner: cara });
    await plan(cara.group, tomorrow, { recipeId: pie.id, userId: cara.id });
    await plan(cara.group, date, { userId: cara.id, title: "Eat out" });

    expect(await t.services.madeThis.recordMealsMade(at)).toBe(0);
    expect(await timelineOf(cara, pie.id)).toEqual([]);
    expect(await lastMadeOf(cara, pie.slug)).toBeNull();
  });

  it("never moves last-made back", async () => {
    const { at, date } = nextDay();
    const dan = await t.newMember();
    const later = new Date(at.getTime() + 10 * 60 * 1000);
    const earlier = new Date(at.getTime() - 3 * 24 * 60 * 60 * 1000);
    const madeLater = await t.newRecipe({ owner: dan, last_made: later });
    const madeEarlier = await t.newRecipe({ owner: dan, last_made: earlier });
    await plan(dan.group, date, { recipeId: madeLater.id, userId: dan.id });
    await plan(dan.group, date, { recipeId: madeEarlier.id, userId: dan.id });

    await t.services.madeThis.recordMealsMade(at);

    expect(await lastMadeOf(dan, madeLater.slug)).toBe(later.toISOString());
    expect(await lastMadeOf(dan, madeEarlier.slug)).toBe(at.toISOString());
    expect(await timelineOf(dan, madeLater.id)).toHaveLength(1);
  });

  it("an entry planned by no member of the group is written in the name of its oldest administrator", async () => {
    const { at, date } = nextDay();
    const group = await t.newGroup();
    const member = await t.newMember({ group, fullName: "Member First" });
    const admin = await t.newMember({ group, admin: true, fullName: "Admin Second" });
    const outsider = await t.newMember();
    const tart = await t.newRecipe({ owner: member });
    await plan(group, date, { recipeId: tart.id, userId: null, type: "breakfast" });
    await plan(group, date, { recipeId: tart.id, userId: outsider.id, type: "lunch" });

    await t.services.madeThis.recordMealsMade(at);

    const events = await timelineOf(member, tart.id);
    expect(
      events.map(({ subject, userId }) => ({ subject, userId })).sort((a, b) => a.subject.localeCompare(b.subject)),
    ).toEqual([
      { subject: "Admin Second made this for breakfast", userId: admin.id },
      { subject: "Admin Second made this for lunch", userId: admin.id },
    ]);
  });

  it("each group's entries go to its own recipes' timelines, through the daily job", async () => {
    const { at, date } = nextDay();
    const erin = await t.newMember({ fullName: "Erin" });
    const finn = await t.newMember({ fullName: "Finn" });
    const erinsRecipe = await t.newRecipe({ owner: erin });
    const finnsRecipe = await t.newRecipe({ owner: finn });
    await plan(erin.group, date, { recipeId: erinsRecipe.id, userId: erin.id });
    await plan(finn.group, date, { recipeId: finnsRecipe.id, userId: finn.id });
    // An entry naming another group's recipe is never written on that recipe.
    await plan(erin.group, date, { recipeId: finnsRecipe.id, userId: erin.id, type: "side" });

    await t.services.jobs.runDue(at);

    expect((await timelineOf(erin, erinsRecipe.id)).map((event) => event.subject)).toEqual([
      "Erin made this for dinner",
    ]);
    expect((await timelineOf(finn, finnsRecipe.id)).map((event) => event.subject)).toEqual([
      "Finn made this for dinner",
    ]);
  });
});
