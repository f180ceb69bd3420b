import {
  COOKBOOK_RECIPES_SHOWN,
  type CookbookListQuery,
  type CreateCookBookParsed,
  type Paginated,
  type ReadCookBook,
  type RecipeCookBook,
  toSlug,
  type UpdateCookBookParsed,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { documentEvent } from "../events/domain-events.js";
import { publicGroup } from "../explore/public-group.js";
import { HttpError } from "../http/errors.js";
import { presentSummary } from "../recipes/recipes.presenter.js";
import type { Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { chosenOrganizerIds, cookbookFields, presentCookbook } from "./cookbooks.presenter.js";
import {
  COOKBOOK_ORGANIZER_KINDS,
  type CookbookOrganizerIds,
  type CookbookRow,
  type CookbooksRepository,
  requireAllOf,
} from "./cookbooks.repository.js";

const cookbookNotFound = () => new HttpError(404, "errors.cookbooks.cookbookNotFound");

const ORGANIZER_NAMES = { categories: "category", tags: "tag", tools: "tool" } as const;

/**
 * Cookbooks: named, ordered collections of a group's recipes, defined by categories, tags and tools
 * (SPEC §3). Every member reads them; writing them needs `canOrganize`.
 * Public cookbooks of a group open to visitors (not private, recipes public) are shown to them too (explore).
 */
export class CookbooksService {
  constructor(private readonly repositories: Repositories) {}

  private cookbooksOf(groupId: string): CookbooksRepository {
    return this.repositories.group(groupId).cookbooks;
  }

  async list(actor: Actor, query: CookbookListQuery): Promise<Paginated<ReadCookBook>> {
    const cookbooks = this.cookbooksOf(actor.groupId);
    return this.presentPage(cookbooks, await cookbooks.list(query));
  }

  async get(actor: Actor, idOrSlug: string): Promise<RecipeCookBook> {
    return this.withRecipes(this.cookbooksOf(actor.groupId), idOrSlug, false);
  }

  async create(actor: Actor, body: CreateCookBookParsed): Promise<ReadCookBook> {
    requireOrganizer(actor);
    const organizers = chosenOrganizerIds(body);
    const id = await this.repositories.inTransaction(actor.groupId, async ({ cookbooks, outbox }) => {
      await this.checkOrganizers(cookbooks, organizers);
      const [slug] = await this.freeSlugs(cookbooks, [body.name], []);
      const id = await cookbooks.insert(cookbookFields(body, slug as string), organizers);
      await outbox.record(
        documentEvent("cookbook_created", "cookbook", "create", { id, slug, name: body.name }, actor),
      );
      return id;
    });
    return this.read(this.cookbooksOf(actor.groupId), id);
  }

  async update(actor: Actor, idOrSlug: string, body: CreateCookBookParsed): Promise<ReadCookBook> {
    requireOrganizer(actor);
    const cookbooks = this.cookbooksOf(actor.groupId);
    const cookbook = await cookbooks.find(idOrSlug);
    if (!cookbook) throw cookbookNotFound();
    await this.repositories.inTransaction(actor.groupId, async (bound) => {
      await this.apply(bound.cookbooks, [{ ...body, id: cookbook.id }], [cookbook]);
      await bound.outbox.record(
        documentEvent("cookbook_updated", "cookbook", "update", { id: cookbook.id, name: body.name }, actor),
      );
    });
    return this.read(cookbooks, cookbook.id);
  }

  /**
   * Updates several cookbooks at once, as the reordering screen saves them. Every one must be the
   * group's; otherwise nothing changes.
   */
  async updateMany(actor: Actor, bodies: UpdateCookBookParsed[]): Promise<ReadCookBook[]> {
    requireOrganizer(actor);
    const ids = bodies.map((body) => body.id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw new HttpError(400, "errors.cookbooks.cookbookListedTwice");
    await this.repositories.inTransaction(actor.groupId, async ({ cookbooks, outbox }) => {
      const current = await cookbooks.findMany(ids);
      if (current.length !== ids.length) throw cookbookNotFound();
      const byId = new Map(current.map((row) => [row.id, row]));
      const ordered = ids.map((id) => byId.get(id) as CookbookRow);
      await this.apply(
        cookbooks,
        bodies.map((body, index) => ({ ...body, id: ids[index] as string })),
        ordered,
      );
      for (const [index, body] of bodies.entries()) {
        await outbox.record(
          documentEvent("cookbook_updated", "cookbook", "update", { id: ids[index] as string, name: body.name }, actor),
        );
      }
    });
    const cookbooks = this.cookbooksOf(actor.groupId);
    const rows = await cookbooks.findMany(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.present(
      cookbooks,
      ids.map((id) => byId.get(id) as CookbookRow),
    );
  }

  async delete(actor: Actor, idOrSlug: string): Promise<ReadCookBook> {
    requireOrganizer(actor);
    const cookbooks = this.cookbooksOf(actor.groupId);
    const cookbook = await cookbooks.find(idOrSlug);
    if (!cookbook) throw cookbookNotFound();
    const [presented] = await this.present(cookbooks, [cookbook]);
    await this.repositories.inTransaction(actor.groupId, async (repos) => {
      await repos.cookbooks.delete(cookbook.id);
      await repos.outbox.record(
        documentEvent("cookbook_deleted", "cookbook", "delete", {
          id: cookbook.id,
          slug: cookbook.slug,
          name: cookbook.name,
        }),
      );
    });
    return presented as ReadCookBook;
  }

  /** A visitor's list: the public cookbooks of a group open to visitors. */
  async explore(groupSlug: string, query: CookbookListQuery): Promise<Paginated<ReadCookBook>> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    const cookbooks = this.cookbooksOf(group.id);
    const page = await cookbooks.list(query, { publicOnly: true, path: `/explore/cookbooks/${group.slug}` });
    return this.presentPage(cookbooks, page);
  }

  /** A visitor's cookbook: public, in a group open to visitors, with its public recipes only. */
  async exploreOne(groupSlug: string, idOrSlug: string): Promise<RecipeCookBook> {
    const group = await publicGroup(this.repositories.groups, groupSlug);
    return this.withRecipes(this.cookbooksOf(group.id), idOrSlug, true);
  }

  private async withRecipes(
    cookbooks: CookbooksRepository,
    idOrSlug: string,
    publicOnly: boolean,
  ): Promise<RecipeCookBook> {
    const cookbook = await cookbooks.find(idOrSlug, { publicOnly });
    if (!cookbook) throw cookbookNotFound();
    const [presented, organizerIds] = await Promise.all([
      this.present(cookbooks, [cookbook]),
      cookbooks.organizerIdsOf(cookbook.id),
    ]);
    const recipeIds = await cookbooks.recipeIds(
      { ...organizerIds, requireAll: requireAllOf(cookbook) },
      { limit: COOKBOOK_RECIPES_SHOWN, publicOnly },
    );
    const summaries = await this.repositories.group(cookbooks.groupId).recipes.summariesOf(recipeIds);
    return {
      ...(presented[0] as ReadCookBook),
      recipes: summaries.map(({ row, organizers }) => presentSummary(row, organizers)),
    };
  }

  private async read(cookbooks: CookbooksRepository, id: string): Promise<ReadCookBook> {
    const cookbook = await cookbooks.find(id);
    if (!cookbook) throw cookbookNotFound();
    return (await this.present(cookbooks, [cookbook]))[0] as ReadCookBook;
  }

  private async presentPage(cookbooks: CookbooksRepository, page: Paginated<CookbookRow>) {
    return { ...page, items: await this.present(cookbooks, page.items) };
  }

  private async present(cookbooks: CookbooksRepository, rows: CookbookRow[]): Promise<ReadCookBook[]> {
    const organizers = await cookbooks.organizersOf(rows.map((row) => row.id));
    return rows.map((row) => presentCookbook(row, organizers.get(row.id) ?? { categories: [], tags: [], tools: [] }));
  }

  /** Writes the bodies over the given cookbooks (same order), slugs following the names. */
  private async apply(
    cookbooks: CookbooksRepository,
    bodies: (CreateCookBookParsed & { id: string })[],
    current: CookbookRow[],
  ): Promise<void> {
    const organizers = bodies.map(chosenOrganizerIds);
    for (const chosen of organizers) await this.checkOrganizers(cookbooks, chosen);

    // A cookbook keeps its slug while its name slugs the same; a renamed one gets a free slug.
    const renamed = bodies.flatMap((body, index) =>
      toSlug(body.name) === toSlug((current[index] as CookbookRow).name) ? [] : [index],
    );
    const ids = bodies.map((body) => body.id);
    const freshSlugs = await this.freeSlugs(
      cookbooks,
      renamed.map((index) => (bodies[index] as CreateCookBookParsed).name),
      ids,
      new Set(current.filter((_, index) => !renamed.includes(index)).map((row) => row.slug)),
    );
    const slugs = current.map((row) => row.slug);
    renamed.forEach((index, n) => {
      slugs[index] = freshSlugs[n] as string;
    });
    // Two cookbooks of one batch may trade slugs: park the renamed ones first so no update collides.
    for (const index of renamed) await cookbooks.parkSlug(ids[index] as string);
    for (const [index, body] of bodies.entries()) {
      await cookbooks.update(
        body.id,
        cookbookFields(body, slugs[index] as string),
        organizers[index] as CookbookOrganizerIds,
      );
    }
  }

  /** Refuses organizers that are not the group's own. */
  private async checkOrganizers(cookbooks: CookbooksRepository, chosen: CookbookOrganizerIds) {
    for (const kind of COOKBOOK_ORGANIZER_KINDS) {
      const own = await cookbooks.ownOrganizers(kind, chosen[kind]);
      const unknown = chosen[kind].find((id) => !own.has(id));
      if (unknown) throw new HttpError(400, `errors.organizers.unknownId.${ORGANIZER_NAMES[kind]}`, { id: unknown });
    }
  }

  /**
   * Slugs for these names that no other cookbook of the group uses (nor `reserved`), with -1, -2 ...
   * appended while one is taken. Cookbooks in `exceptIds` are being rewritten and do not count.
   */
  private async freeSlugs(
    cookbooks: CookbooksRepository,
    names: string[],
    exceptIds: string[],
    reserved = new Set<string>(),
  ): Promise<string[]> {
    const slugs: string[] = [];
    for (const name of names) {
      const base = toSlug(name) || "cookbook";
      for (let suffix = 0; ; suffix += 1) {
        const slug = suffix === 0 ? base : `${base}-${suffix}`;
        if (reserved.has(slug) || (await cookbooks.takenSlugs([slug], exceptIds)).has(slug)) continue;
        reserved.add(slug);
        slugs.push(slug);
        break;
      }
    }
    return slugs;
  }
}
