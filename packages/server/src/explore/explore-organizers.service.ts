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

  private async scope(groupSlug: string) {
    const group = await publicGroup(this.groups, groupSlug);
    return { group_id: group.id, slug: group.slug };
  }

  async foods(groupSlug: string, query: OrganizerListQuery): Promise<Paginated<IngredientFood>> {
    const scope = await this.scope(groupSlug);
    return this.foodsService.list(scope, query, `/explore/foods/${scope.slug}`);
  }

  async food(groupSlug: string, id: string): Promise<IngredientFood> {
    return this.foodsService.get(await this.scope(groupSlug), id);
  }

  async list(
    kind: keyof OrganizerServices,
    groupSlug: string,
    query: OrganizerListQuery,
  ): Promise<Paginated<OrganizerRow>> {
    const scope = await this.scope(groupSlug);
    return this.organizers[kind].list(scope, query, `/explore/organizers/${scope.slug}/${kind}`);
  }

  async get(kind: keyof OrganizerServices, groupSlug: string, id: string): Promise<OrganizerRow> {
    return this.organizers[kind].get(await this.scope(groupSlug), id);
  }
}
