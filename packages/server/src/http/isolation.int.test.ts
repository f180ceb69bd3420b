import { beforeAll, describe, expect, it } from "vitest";
import { authIsolationProbes } from "../auth/auth.isolation.js";
import { commentIsolationProbes } from "../comments/comments.isolation.js";
import { cookbookIsolationProbes } from "../cookbooks/cookbooks.isolation.js";
import { exportIsolationProbes } from "../exports/exports.isolation.js";
import { foodIsolationProbes } from "../foods/foods.isolation.js";
import { groupIsolationProbes } from "../groups/groups.isolation.js";
import { householdIsolationProbes } from "../households/households.isolation.js";
import { mealPlanIsolationProbes } from "../mealplans/mealplans.isolation.js";
import { mediaIsolationProbes } from "../media/media.isolation.js";
import { migrationIsolationProbes } from "../migrations/migrations.isolation.js";
import { notifierIsolationProbes } from "../notifiers/notifiers.isolation.js";
import { organizerIsolationProbes } from "../organizers/organizers.isolation.js";
import { parserIsolationProbes } from "../parser/parser.isolation.js";
import { ratingIsolationProbes } from "../ratings/ratings.isolation.js";
import { recipeActionIsolationProbes } from "../recipe-actions/recipe-actions.isolation.js";
import { recipeListIsolationProbes } from "../recipes/list/recipe-list.isolation.js";
import { recipeMediaIsolationProbes } from "../recipes/recipe-media.isolation.js";
import { recipeIsolationProbes } from "../recipes/recipes.isolation.js";
import { reportIsolationProbes } from "../reports/reports.isolation.js";
import { scraperIsolationProbes } from "../scraper/scraper.isolation.js";
import { seederIsolationProbes } from "../seeders/seeders.isolation.js";
import { shareIsolationProbes } from "../shares/shares.isolation.js";
import { shoppingIsolationProbes } from "../shopping/shopping.isolation.js";
import { aliasProbes } from "../test-support/aliases.js";
import { IsolationWorld, mergeProbes } from "../test-support/isolation-world.js";
import { useTestContext } from "../test-support/test-context.js";
import { timelineIsolationProbes } from "../timeline/timeline.isolation.js";
import { userIsolationProbes } from "../users/users.isolation.js";

/**
 * Group isolation, route by route: Bob (a manager of group Beta, with every group permission)
 * aims each signed-in route at group Alpha's people and data, and must get nothing of it.
 * Each domain keeps its probes beside its routes (`<domain>.isolation.ts`); a new signed-in route
 * fails the first test until its domain has a probe for it.
 */

const t = useTestContext();
const world = new IsolationWorld(t);
beforeAll(() => world.setUp());

// The probes share one world (its groups, members and files) and run in the order listed, as they always have.
const probes = mergeProbes(
  recipeIsolationProbes(world),
  recipeListIsolationProbes(world),
  userIsolationProbes(world),
  authIsolationProbes(world),
  groupIsolationProbes(world),
  recipeActionIsolationProbes(world),
  scraperIsolationProbes(world),
  reportIsolationProbes(world),
  migrationIsolationProbes(world),
  parserIsolationProbes(world),
  organizerIsolationProbes(world),
  foodIsolationProbes(world),
  ratingIsolationProbes(world),
  commentIsolationProbes(world),
  timelineIsolationProbes(world),
  shareIsolationProbes(world),
  recipeMediaIsolationProbes(world),
  mediaIsolationProbes(world),
  exportIsolationProbes(world),
  cookbookIsolationProbes(world),
  mealPlanIsolationProbes(world),
  shoppingIsolationProbes(world),
  seederIsolationProbes(world),
  householdIsolationProbes(world),
  notifierIsolationProbes(world),
);
// Each alias of an operation (Mealie 2's household paths) runs that operation's probe through the alias.
Object.assign(probes, aliasProbes(t, probes));

describe("group isolation", () => {
  it("has a probe for every route a signed-in member can call", () => {
    const memberRoutes = t.app.declaredRoutes
      .filter((route) => route.access === "user" || route.access === "group")
      .map((route) => `${route.method} ${route.url}`);
    expect(memberRoutes.filter((route) => !(route in probes))).toEqual([]);
  });

  for (const [route, probe] of Object.entries(probes)) {
    it(`${route} gives a member of another group nothing of Alpha's`, probe);
  }
});
