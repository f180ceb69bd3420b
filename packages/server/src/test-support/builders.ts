import { randomUUID } from "node:crypto";
import { toSlug } from "@larder/shared";
import type { Insertable } from "kysely";
import { hashPassword } from "../auth/passwords.js";
import type { RecipesTable, UsersTable } from "../db/schema.js";
import type { GroupRow } from "../groups/groups.repository.js";
import { normalizeForSearch } from "../recipes/search-text.js";
import type { TestApp } from "./test-app.js";

export interface BuiltUser {
  id: string;
  username: string;
  email: string;
  password: string;
  groupId: string;
}

/** A user in the default group (or `group_id`), with a known password and no permissions unless given. */
export async function buildUser(larder: TestApp, overrides: Partial<Insertable<UsersTable>> = {}): Promise<BuiltUser> {
  const suffix = randomUUID().slice(0, 8);
  const password = `password-${suffix}`;
  const defaultGroup = await larder.services.repositories.groups.findByName(larder.config.defaultGroup);
  const now = new Date();
  const user = {
    id: randomUUID(),
    group_id: defaultGroup!.id,
    username: `user-${suffix}`,
    email: `user-${suffix}@example.com`,
    full_name: `User ${suffix}`,
    password: await hashPassword(password),
    cache_key: suffix,
    created_at: now,
    update_at: now,
    ...overrides,
  };
  await larder.services.repositories.users.create(user);
  return { id: user.id, username: user.username, email: user.email, password, groupId: user.group_id };
}

/** A group with default preferences and a unique name. */
export async function buildGroup(larder: TestApp, name = `Group ${randomUUID().slice(0, 8)}`): Promise<GroupRow> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return larder.services.repositories.groups.create(name, slug);
}

export interface BuiltRecipe {
  id: string;
  slug: string;
  name: string;
  groupId: string;
}

/**
 * A bare recipe row (no ingredients or steps) written straight to the database, for tests of
 * features that only need a recipe to exist. Tests of recipes themselves go through the API.
 */
export async function buildRecipe(
  larder: TestApp,
  owner: { id: string; groupId: string },
  overrides: Partial<Insertable<RecipesTable>> = {},
): Promise<BuiltRecipe> {
  const suffix = randomUUID().slice(0, 8);
  const name = overrides.name ?? `Recipe ${suffix}`;
  const now = new Date();
  const recipe = {
    id: randomUUID(),
    group_id: owner.groupId,
    user_id: owner.id,
    name,
    slug: toSlug(name),
    name_normalized: normalizeForSearch(name),
    search_text: normalizeForSearch(name),
    date_added: now.toISOString().slice(0, 10),
    created_at: now,
    update_at: now,
    ...overrides,
  };
  await larder.services.database.db.insertInto("recipes").values(recipe).execute();
  return { id: recipe.id, slug: recipe.slug, name: recipe.name, groupId: recipe.group_id };
}
