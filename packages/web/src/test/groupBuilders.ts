import type { AdminAboutInfo, AdminUserOut, GroupInDB, Paginated, ReadGroupPreferences, UserOut } from "@larder/shared";
import { buildAppInfo, buildUser } from "./builders";

const HOME_GROUP_ID = "5202f881-64b9-4a1a-99c6-d1172a02474e";

export function buildGroupPreferences(overrides: Partial<ReadGroupPreferences> = {}): ReadGroupPreferences {
  return {
    privateGroup: true,
    firstDayOfWeek: 0,
    recipePublic: true,
    recipeShowNutrition: false,
    recipeShowAssets: false,
    recipeLandscapeView: false,
    recipeDisableComments: false,
    recipeDisableAmount: true,
    groupId: HOME_GROUP_ID,
    id: "27d7a1ce-af08-4bab-a712-6fa06a232eea",
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<GroupInDB> = {}): GroupInDB {
  return {
    id: HOME_GROUP_ID,
    name: "Home",
    slug: "home",
    preferences: buildGroupPreferences(),
    users: [],
    categories: [],
    webhooks: [],
    ...overrides,
  };
}

/** A second member of the user's group, with ids and names of its own. */
export function buildMember(name: string, overrides: Partial<UserOut> = {}): UserOut {
  const username = name.toLowerCase().replaceAll(" ", ".");
  return buildUser({
    id: `id-${username}`,
    username,
    fullName: name,
    email: `${username}@example.com`,
    ...overrides,
  });
}

export function buildAdminUser(name: string, overrides: Partial<AdminUserOut> = {}): AdminUserOut {
  return { ...buildMember(name), lockedAt: null, loginAttempts: 0, ...overrides };
}

export function buildAdminAbout(overrides: Partial<AdminAboutInfo> = {}): AdminAboutInfo {
  return {
    ...buildAppInfo(),
    versionLatest: "1.2.3",
    apiPort: 9000,
    apiDocs: true,
    dbType: "sqlite",
    dbUrl: null,
    defaultGroup: "Home",
    buildId: "dev",
    recipeScraperVersion: "1.0.0",
    ...overrides,
  };
}

export function pageOf<Item>(items: Item[]): Paginated<Item> {
  return { page: 1, per_page: -1, total: items.length, total_pages: 1, items, next: null, previous: null };
}
