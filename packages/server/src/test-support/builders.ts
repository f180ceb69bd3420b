import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { hashPassword } from "../auth/passwords.js";
import type { UsersTable } from "../db/schema.js";
import type { GroupRow } from "../groups/groups.repository.js";
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
