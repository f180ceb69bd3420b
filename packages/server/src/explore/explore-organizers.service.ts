import type { IngredientFood, OrganizerListQuery, Paginated } from "@larder/shared";
import type { FoodsService } from "../foods/foods.service.js";
import type { GroupsRepository } from "../groups/groups.repository.js";
import type { OrganizerRow } from "../organizers/organizers.repository.js";
import type { OrganizersService } from "../organizers/organizers.service.js";
import { publicGroup } from "./public-group.js";

export type OrganizerServices = Record<"categories" | "tags" | "tools", OrganizersService>;

/** A public group's foods and organizers, for visitors; other groups (see `publicGroup`) are 404. */
export class ExploreOrganizersService {
  constructor(
    private readonly groups: GroupsRepository,
    private readonly foodsService: FoodsService,
    private readonly organizers: OrganizerServices,
  ) {}

  async foods(groupSlug: string, query: OrganizerListQuery): Promise<Paginated<IngredientFood>> {
    const group = await publicGroup(this.groups, groupSlug);
    return this.foodsService.listInGroup(group.id, query, `/explore/foods/${group.slug}`);
  }

  async food(groupSlug: string, id: string): Promise<IngredientFood> {
    const group = await publicGroup(this.groups, groupSlug);
    return this.foodsService.getInGroup(group.id, id);
  }

  async list(
    kind: keyof OrganizerServices,
    groupSlug: string,
    query: OrganizerListQuery,
  ): Promise<Paginated<OrganizerRow>> {
    const group = await publicGroup(this.groups, groupSlug);
    return this.organizers[kind].listInGroup(group.id, query, `/explore/organizers/${group.slug}/${kind}`);
  }

  async get(kind: keyof OrganizerServices, groupSlug: string, id: string): Promise<OrganizerRow> {
    const group = await publicGroup(this.groups, groupSlug);
    return this.organizers[kind].getInGroup(group.id, id);
  }
}
