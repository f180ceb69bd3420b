import type { GroupAdminUpdate, GroupInDB, Paginated, PaginationQuery } from "@larder/shared";
import type { z } from "zod";
import type { Config } from "../config/config.js";
import { uniqueGroupSlug } from "../groups/group-slugs.js";
import { preferencesChanges, presentGroupInDB } from "../groups/groups.presenter.js";
import type { GroupRow } from "../groups/groups.repository.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import { groupNotFound } from "../users/permissions.js";

/** The administrator's management of the server's groups. */
export class AdminGroupsService {
  constructor(
    private readonly config: Config,
    private readonly repositories: Repositories,
  ) {}

  private async present(rows: GroupRow[]): Promise<GroupInDB[]> {
    const ids = rows.map((row) => row.id);
    const { groups } = this.repositories;
    const [preferences, members] = await Promise.all([groups.preferencesOf(ids), groups.memberSummariesOf(ids)]);
    return rows.map((row) => presentGroupInDB(row, preferences.get(row.id), members.get(row.id) ?? []));
  }

  private async find(groupId: string): Promise<GroupRow> {
    const group = await this.repositories.groups.findById(groupId);
    if (!group) throw groupNotFound();
    return group;
  }

  async list(query: PaginationQuery): Promise<Paginated<GroupInDB>> {
    const page = await this.repositories.groups.list(query);
    return { ...page, items: await this.present(page.items) };
  }

  async get(groupId: string): Promise<GroupInDB> {
    const [group] = await this.present([await this.find(groupId)]);
    return group as GroupInDB;
  }

  async create(name: string): Promise<GroupInDB> {
    const { groups } = this.repositories;
    if (await groups.nameTaken(name)) throw new HttpError(409, "errors.users.groupNameTaken");
    const group = await groups.create(name, await uniqueGroupSlug(groups, name));
    return this.get(group.id);
  }

  async update(groupId: string, body: z.output<typeof GroupAdminUpdate>): Promise<GroupInDB> {
    const group = await this.find(groupId);
    const { groups } = this.repositories;
    if (await groups.nameTaken(body.name, groupId)) throw new HttpError(409, "errors.users.groupNameTaken");
    const slug = body.name === group.name ? group.slug : await uniqueGroupSlug(groups, body.name, groupId);
    await this.repositories.inTransaction(async (bound) => {
      await bound.groups.rename(groupId, body.name, slug);
      if (body.preferences) await bound.groups.updatePreferences(groupId, preferencesChanges(body.preferences));
    });
    return this.get(groupId);
  }

  /** Deletes an empty group; the default group and groups with members stay (SPEC §5). */
  async delete(groupId: string): Promise<GroupInDB> {
    const group = await this.get(groupId);
    if (group.name === this.config.defaultGroup) throw new HttpError(400, "errors.admin.cannotDeleteDefaultGroup");
    const { groups } = this.repositories;
    if ((await groups.countMembers(groupId)) > 0) throw new HttpError(400, "errors.admin.cannotDeleteGroupWithUsers");
    await groups.delete(groupId);
    return group;
  }
}
