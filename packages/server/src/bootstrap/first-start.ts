import { randomUUID } from "node:crypto";
import { toSlug } from "@larder/shared";
import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config/config.js";
import type { Repositories } from "../repositories.js";

/**
 * On an empty database, creates the default group and an administrator from DEFAULT_EMAIL and
 * DEFAULT_PASSWORD. It looks at one row, so start-up stays constant-time however large the data.
 */
export async function ensureFirstStart(config: Config, repositories: Repositories): Promise<boolean> {
  if (await repositories.groups.any()) return false;
  const password = await hashPassword(config.defaultPassword);
  await repositories.inTransaction(async ({ groups, users }) => {
    const group = await groups.create(config.defaultGroup, toSlug(config.defaultGroup) || "home");
    const now = new Date();
    await users.create({
      id: randomUUID(),
      group_id: group.id,
      username: "admin",
      full_name: "Change Me",
      email: config.defaultEmail,
      password,
      admin: true,
      advanced: true,
      can_invite: true,
      can_manage: true,
      can_organize: true,
      cache_key: randomUUID().slice(0, 8),
      uses_default_password: true,
      created_at: now,
      update_at: now,
    });
  });
  return true;
}
