import { randomUUID } from "node:crypto";
import { toSlug } from "@larder/shared";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import type { GroupsRepository } from "../groups/groups.repository.js";
import type { UsersRepository } from "../users/users.repository.js";

/**
 * On an empty database, creates the default group and an administrator from DEFAULT_EMAIL and
 * DEFAULT_PASSWORD. It looks at one row, so start-up stays constant-time however large the data.
 */
export async function ensureFirstStart(
  db: Kysely<Database>,
  config: Config,
  groups: GroupsRepository,
  users: UsersRepository,
): Promise<boolean> {
  const anyGroup = await db.selectFrom("groups").select("id").limit(1).executeTakeFirst();
  if (anyGroup) return false;
  const password = await hashPassword(config.defaultPassword);
  await db.transaction().execute(async (trx) => {
    const group = await groups.create(config.defaultGroup, toSlug(config.defaultGroup) || "home", trx);
    const now = new Date();
    await users.create(
      {
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
      },
      trx,
    );
  });
  return true;
}
