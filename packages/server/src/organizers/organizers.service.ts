import type { OrganizerListQuery, OrganizerRecipeSummary, Paginated } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { documentEvent } from "../events/domain-events.js";
import { HttpError } from "../http/errors.js";
import type { GroupRepositories, Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { freeSlug, nameTaken, organizerSlug, requiredName, sameNamed, searchTermWords } from "./names.js";
import { presentOrganizerRecipe } from "./organizers.presenter.js";
import type { OrganizerFields, OrganizerKind, OrganizerRow, OrganizersRepository } from "./organizers.repository.js";

export interface OrganizerInput {
  name: string;
  onHand?: boolean;
}

const NOUNS: Record<OrganizerKind, "category" | "tag" | "tool"> = {
  categories: "category",
  tags: "tag",
  tools: "tool",
};

/**
 * Categories, tags or tools of a group (one instance per kind). Every member reads them; writing them
 * needs `canOrganize` (Mealie v1.12 left that to its web app). Names (folded) and slugs are unique
 * within a group; renaming re-derives the slug.
 */
export class OrganizersService {
  private readonly noun: "category" | "tag" | "tool";

  constructor(
    readonly kind: OrganizerKind,
    private readonly repositories: Repositories,
  ) {
    this.noun = NOUNS[kind];
  }

  private organizers(actor: Actor): OrganizersRepository {
    return this.organizersIn(actor.groupId);
  }

  private organizersIn(groupId: string): OrganizersRepository {
    return this.repositories.group(groupId).organizers(this.kind);
  }

  private notFound(): HttpError {
    return new HttpError(404, `errors.organizers.notFound.${this.noun}`);
  }

  /** `path` is the list's own path (without /api), for the next/previous links: the group's by default. */
  list(actor: Actor, query: OrganizerListQuery, path = `/organizers/${this.kind}`): Promise<Paginated<OrganizerRow>> {
    return this.listInGroup(actor.groupId, query, path);
  }

  /** A group's list by its id: a member's own, or the public group an explore call names. */
  listInGroup(groupId: string, query: OrganizerListQuery, path: string): Promise<Paginated<OrganizerRow>> {
    return this.organizersIn(groupId).list(query, searchTermWords(query.search), path);
  }

  get(actor: Actor, id: string): Promise<OrganizerRow> {
    return this.getInGroup(actor.groupId, id);
  }

  /** One organizer of a group by its id: a member's own, or the public group an explore call names. */
  async getInGroup(groupId: string, id: string): Promise<OrganizerRow> {
    const row = await this.organizersIn(groupId).find(id);
    if (!row) throw this.notFound();
    return row;
  }

  async getBySlug(actor: Actor, slug: string): Promise<OrganizerRow> {
    const row = await this.organizers(actor).findBySlug(slug);
    if (!row) throw this.notFound();
    return row;
  }

  /** The group's recipes filed under this organizer, by name. */
  async recipes(actor: Actor, organizer: OrganizerRow): Promise<OrganizerRecipeSummary[]> {
    const recipes = await this.repositories.group(actor.groupId).organizerRecipes.filedUnder(this.kind, organizer.id);
    return recipes.map(presentOrganizerRecipe);
  }

  async create(actor: Actor, input: OrganizerInput): Promise<OrganizerRow> {
    requireOrganizer(actor);
    const fields = await this.checkedFields(actor, input);
    return this.repositories.inTransaction(actor.groupId, async (repos) => {
      const row = await repos.organizers(this.kind).create(fields);
      await this.announce(actor, repos, "created", row);
      return row;
    });
  }

  async update(actor: Actor, id: string, input: OrganizerInput): Promise<OrganizerRow> {
    requireOrganizer(actor);
    const current = await this.get(actor, id);
    const fields = await this.checkedFields(actor, input, current);
    await this.repositories.inTransaction(actor.groupId, async (repos) => {
      if (!(await repos.organizers(this.kind).update(id, fields))) throw this.notFound();
      await this.announce(actor, repos, "updated", { ...current, ...fields });
    });
    return this.get(actor, id);
  }

  /** Deleting takes the organizer off its recipes and cookbooks; the recipes stay. */
  async delete(actor: Actor, id: string): Promise<OrganizerRow> {
    requireOrganizer(actor);
    const row = await this.get(actor, id);
    await this.repositories.inTransaction(actor.groupId, async (repos) => {
      await repos.organizers(this.kind).delete(id);
      await this.announce(actor, repos, "deleted", row);
    });
    return row;
  }

  /** Categories and tags tell the group's notifiers of their changes (Mealie announces no tools). */
  private async announce(
    actor: Actor,
    repos: GroupRepositories,
    change: "created" | "updated" | "deleted",
    row: { id: string; name: string; slug: string },
  ): Promise<void> {
    if (this.kind === "tools") return;
    const noun = this.kind === "categories" ? "category" : "tag";
    const operation = change === "created" ? "create" : change === "updated" ? "update" : "delete";
    await repos.outbox.record(
      documentEvent(`${noun}_${change}`, noun, operation, { id: row.id, slug: row.slug, name: row.name }, actor),
    );
  }

  empty(actor: Actor): Promise<OrganizerRow[]> {
    return this.organizers(actor).empty();
  }

  /**
   * The fields to store: a name no other organizer of the group has (folded, see `nameKey`), and its
   * slug, or the next free "slug-1" when a different name already holds it. An unchanged name keeps
   * its slug.
   */
  private async checkedFields(actor: Actor, input: OrganizerInput, current?: OrganizerRow): Promise<OrganizerFields> {
    const name = requiredName(input.name, this.noun);
    const base = organizerSlug(name, this.noun);
    const others = await this.organizers(actor).namesAndSlugs(current?.id);
    const clash = sameNamed(others, name);
    if (clash) throw nameTaken(this.noun, clash.name);
    const slug = current?.name === name ? current.slug : freeSlug(base, new Set(others.map((other) => other.slug)));
    return { name, slug, ...(this.kind === "tools" ? { on_hand: input.onHand ?? false } : {}) };
  }
}
