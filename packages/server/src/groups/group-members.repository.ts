import type { Paginated, PaginationQuery } from "@larder/shared";
import { type Kysely, sql } from "kysely";
import { paginate } from "../db/paginate.js";
import type { Database } from "../db/schema.js";
import type { UserWithGroup } from "../users/users.repository.js";

export interface MemberPermissions {
  can_invite: boolean;
  can_manage: boolean;
  can_organize: boolean;
}

/** The members of one group. Built with that group's id: it cannot see anyone else. */
export class GroupMembersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private members() {
    return this.db
      .selectFrom("users")
      .innerJoin("groups", "groups.id", "users.group_id")
      .where("users.group_id", "=", this.groupId);
  }

  list(): Promise<UserWithGroup[]> {
    return this.members()
      .selectAll("users")
      .select(["groups.name as group_name", "groups.slug as group_slug"])
      .orderBy(sql`lower(users.full_name)`)
      .orderBy("users.id")
      .execute();
  }

  find(userId: string): Promise<UserWithGroup | undefined> {
    return this.members()
      .selectAll("users")
      .select(["groups.name as group_name", "groups.slug as group_slug"])
      .where("users.id", "=", userId)
      .executeTakeFirst();
  }

  /** The members a page at a time, as Mealie 2 lists a household's members. */
  page(query: PaginationQuery): Promise<Paginated<UserWithGroup>> {
    return paginate(
      this.members(),
      (q) => q.selectAll("users").select(["groups.name as group_name", "groups.slug as group_slug"]),
      query,
      {
        orderable: {
          fullName: { column: "users.full_name", text: true },
          username: { column: "users.username", text: true },
          email: { column: "users.email", text: true },
          createdAt: { column: "users.created_at" },
        },
        defaultOrderBy: "fullName:asc",
        path: "/households/members",
        tieBreaker: "users.id",
      },
    );
  }

  summaries(query: PaginationQuery): Promise<Paginated<{ id: string; full_name: string | null; username: string }>> {
    return paginate(this.members(), (q) => q.select(["users.id", "users.full_name", "users.username"]), query, {
      orderable: {
        fullName: { column: "users.full_name", text: true },
        username: { column: "users.username", text: true },
        createdAt: { column: "users.created_at" },
      },
      defaultOrderBy: "fullName:asc",
      path: "/users/group-users",
      tieBreaker: "users.id",
    });
  }

  async setPermissions(userId: string, permissions: MemberPermissions): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ ...permissions, update_at: new Date() })
      .where("id", "=", userId)
      .where("group_id", "=", this.groupId)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select(sql<number | string>`count(*)`.as("count"))
      .where("group_id", "=", this.groupId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
