import type {
  HouseholdInDB,
  HouseholdSummary,
  Paginated,
  PaginationQuery,
  ReadHouseholdPreferences,
  UpdateHouseholdPreferences,
  UserOut,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import type { GroupsService } from "../groups/groups.service.js";
import { notFound } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import { groupNotFound } from "../users/permissions.js";
import { presentUser } from "../users/users.presenter.js";
import { groupPreferencesOf, presentHousehold, presentHouseholdPreferences } from "./households.presenter.js";

/**
 * Mealie 2's household calls, answered with each group as its one household (its id is the
 * group's). The group's own rules apply: updating the preferences needs `canManage`, as the group's.
 */
export class HouseholdsService {
  constructor(
    private readonly repositories: Repositories,
    private readonly groups: GroupsService,
  ) {}

  private async household(actor: Actor): Promise<HouseholdSummary> {
    const group = await this.repositories.groups.findById(actor.groupId);
    if (!group) throw groupNotFound();
    return presentHousehold(group, await this.repositories.groups.preferences(group.id));
  }

  async self(actor: Actor): Promise<HouseholdInDB> {
    const [household, members] = await Promise.all([
      this.household(actor),
      this.repositories.group(actor.groupId).members.list(),
    ]);
    return {
      ...household,
      group: household.name,
      users: members.map((member) => ({ id: member.id, fullName: member.full_name ?? member.username })),
      webhooks: [],
    };
  }

  /** The group's households: its one. */
  async list(actor: Actor, query: PaginationQuery): Promise<Paginated<HouseholdSummary>> {
    const household = await this.household(actor);
    const onPage = query.page === 1 || query.page === -1;
    return {
      page: onPage ? 1 : query.page,
      per_page: query.perPage,
      total: 1,
      total_pages: 1,
      items: onPage ? [household] : [],
      next: null,
      previous: null,
    };
  }

  /** The caller's household, named by its slug or id; any other is not found. */
  async get(actor: Actor, slugOrId: string): Promise<HouseholdSummary> {
    const household = await this.household(actor);
    const wanted = slugOrId.toLowerCase();
    if (wanted !== household.slug.toLowerCase() && wanted !== household.id)
      throw notFound("errors.users.householdNotFound");
    return household;
  }

  async members(actor: Actor, query: PaginationQuery): Promise<Paginated<UserOut>> {
    const page = await this.repositories.group(actor.groupId).members.page(query);
    return { ...page, items: page.items.map((member) => presentUser(member, null)) };
  }

  async preferences(actor: Actor): Promise<ReadHouseholdPreferences> {
    const preferences = await this.repositories.groups.preferences(actor.groupId);
    if (!preferences) throw groupNotFound();
    return presentHouseholdPreferences(preferences);
  }

  async updatePreferences(actor: Actor, body: Required<UpdateHouseholdPreferences>): Promise<ReadHouseholdPreferences> {
    await this.groups.updatePreferences(actor, groupPreferencesOf(body));
    return this.preferences(actor);
  }
}
