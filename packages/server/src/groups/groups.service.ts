import fs from "node:fs/promises";
import path from "node:path";
import type {
  GroupStatistics,
  GroupStorage,
  GroupSummary,
  Paginated,
  PaginationQuery,
  ReadGroupPreferences,
  SetPermissions,
  UpdateGroupPreferences,
  UserOut,
  UserSummary,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import type { Repositories } from "../repositories.js";
import { forbidden, groupNotFound, requirePermission, userNotFound } from "../users/permissions.js";
import { presentUser } from "../users/users.presenter.js";
import type { GroupMembersRepository } from "./group-members.repository.js";
import { preferencesChanges, presentGroupSummary, presentPreferences } from "./groups.presenter.js";

/** Nominal storage a group is shown against (display only; nothing is refused beyond it). */
const GROUP_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

/** The signed-in user's own group: its summary, members, preferences, permissions and usage. */
export class GroupsService {
  constructor(
    /** Users are reached through the members repository of the caller's group only. */
    private readonly repositories: Repositories,
    private readonly dataDir: string,
  ) {}

  private members(actor: Actor): GroupMembersRepository {
    return this.repositories.group(actor.groupId).members;
  }

  async self(actor: Actor): Promise<GroupSummary> {
    const group = await this.repositories.groups.findById(actor.groupId);
    if (!group) throw groupNotFound();
    return presentGroupSummary(group, await this.repositories.groups.preferences(group.id));
  }

  async listMembers(actor: Actor): Promise<UserOut[]> {
    return (await this.members(actor).list()).map((member) => presentUser(member, null));
  }

  async memberSummaries(actor: Actor, query: PaginationQuery): Promise<Paginated<UserSummary>> {
    const page = await this.members(actor).summaries(query);
    return { ...page, items: page.items.map((row) => ({ id: row.id, fullName: row.full_name ?? row.username })) };
  }

  async preferences(actor: Actor): Promise<ReadGroupPreferences> {
    const preferences = await this.repositories.groups.preferences(actor.groupId);
    if (!preferences) throw groupNotFound();
    return presentPreferences(preferences);
  }

  async updatePreferences(actor: Actor, body: Required<UpdateGroupPreferences>): Promise<ReadGroupPreferences> {
    requirePermission(actor, "canManage", "errors.permissions.manageGroup");
    await this.repositories.groups.updatePreferences(actor.groupId, preferencesChanges(body));
    return this.preferences(actor);
  }

  /** A manager sets another member's group permissions; nobody sets their own (SPEC §6). */
  async setPermissions(actor: Actor, body: Required<SetPermissions>): Promise<UserOut> {
    requirePermission(actor, "canManage", "errors.permissions.manageGroup", { adminMayAct: false });
    const members = this.members(actor);
    const member = await members.find(body.userId);
    if (!member) throw userNotFound();
    if (member.id === actor.id) throw forbidden("errors.permissions.ownersKeepOwnPermissions");
    await members.setPermissions(member.id, {
      can_invite: body.canInvite,
      can_manage: body.canManage,
      can_organize: body.canOrganize,
    });
    const updated = await members.find(member.id);
    if (!updated) throw userNotFound();
    return presentUser(updated, null);
  }

  async statistics(actor: Actor): Promise<GroupStatistics> {
    const [totalUsers, counts] = await Promise.all([
      this.members(actor).count(),
      this.repositories.groups.contentCounts(actor.groupId),
    ]);
    return {
      totalRecipes: counts.recipes,
      totalUsers,
      totalCategories: counts.categories,
      totalTags: counts.tags,
      totalTools: counts.tools,
    };
  }

  /** Bytes of the group's files: everything under DATA_DIR/groups/{groupId}. */
  async storage(actor: Actor): Promise<GroupStorage> {
    const used = await folderSize(path.join(this.dataDir, "groups", actor.groupId));
    return {
      usedStorageBytes: used,
      usedStorageStr: formatBytes(used),
      totalStorageBytes: GROUP_STORAGE_QUOTA_BYTES,
      totalStorageStr: formatBytes(GROUP_STORAGE_QUOTA_BYTES),
    };
  }
}

async function folderSize(folder: string): Promise<number> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await folderSize(entryPath);
    else if (entry.isFile()) total += (await fs.stat(entryPath)).size;
  }
  return total;
}

function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}
