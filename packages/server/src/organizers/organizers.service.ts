import type { OrganizerListQuery, OrganizerRecipeSummary, Paginated } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { freeSlug, nameTaken, organizerSlug, requiredName, sameNamed, searchTermWords } from "./names.js";
import type { OrganizerRecipesRepository } from "./organizer-recipes.repository.js";
import { presentOrganizerRecipe } from "./organizers.presenter.js";
import type { OrganizerFields, OrganizerKind, OrganizerRow, OrganizersRepository } from "./organizers.repository.js";

/** Whose organizers: a signed-in member's group, or the public group an explore call names. */
export interface GroupScope {
  group_id: string;
}

export interface OrganizerInput {
  name: string;
  onHand?: boolean;
}

const NOUNS: Record<OrganizerKind, string> = { categories: "category", tags: "tag", tools: "tool" };

/**
 * Categories, tags or tools of a group (one instance per kind). Any member may manage them, as in
 * Mealie v1.12, which leaves `canOrganize` to the web app. Names (folded) and slugs are unique within
 * a group; renaming re-derives the slug.
 */
export class OrganizersService {
  private readonly noun: string;

  constructor(
    readonly kind: OrganizerKind,
    private readonly organizersOf: (kind: OrganizerKind, groupId: string) => OrganizersRepository,
    private readonly recipesOf: (groupId: string) => OrganizerRecipesRepository,
  ) {
    this.noun = NOUNS[kind];
  }

  private organizers(scope: GroupScope): OrganizersRepository {
    return this.organizersOf(this.kind, scope.group_id);
  }

  private notFound(): HttpError {
    const noun = this.noun;
    return new HttpError(404, `${noun[0]?.toUpperCase()}${noun.slice(1)} not found`);
  }

  /**
   * `path` is the list's own path (without /api), for the next/previous links: the group's, unless
   * a visitor reads it through explore.
   */
  list(
    scope: GroupScope,
    query: OrganizerListQuery,
    path = `/organizers/${this.kind}`,
  ): Promise<Paginated<OrganizerRow>> {
    return this.organizers(scope).list(query, searchTermWords(query.search), path);
  }

  async get(scope: GroupScope, id: string): Promise<OrganizerRow> {
    const row = await this.organizers(scope).find(id);
    if (!row) throw this.notFound();
    return row;
  }

  async getBySlug(scope: GroupScope, slug: string): Promise<OrganizerRow> {
    const row = await this.organizers(scope).findBySlug(slug);
    if (!row) throw this.notFound();
    return row;
  }

  /** The group's recipes filed under this organizer, by name. */
  async recipes(scope: GroupScope, organizer: OrganizerRow): Promise<OrganizerRecipeSummary[]> {
    const recipes = await this.recipesOf(scope.group_id).filedUnder(this.kind, organizer.id);
    return recipes.map(presentOrganizerRecipe);
  }

  async create(scope: GroupScope, input: OrganizerInput): Promise<OrganizerRow> {
    const fields = await this.checkedFields(scope, input);
    return this.organizers(scope).create(fields);
  }

  async update(scope: GroupScope, id: string, input: OrganizerInput): Promise<OrganizerRow> {
    const current = await this.get(scope, id);
    const fields = await this.checkedFields(scope, input, current);
    if (!(await this.organizers(scope).update(id, fields))) throw this.notFound();
    return this.get(scope, id);
  }

  /** Deleting takes the organizer off its recipes and cookbooks; the recipes stay. */
  async delete(scope: GroupScope, id: string): Promise<OrganizerRow> {
    const row = await this.get(scope, id);
    await this.organizers(scope).delete(id);
    return row;
  }

  empty(scope: GroupScope): Promise<OrganizerRow[]> {
    return this.organizers(scope).empty();
  }

  /**
   * The fields to store: a name no other organizer of the group has (folded, see `nameKey`), and its
   * slug, or the next free "slug-1" when a different name already holds it. An unchanged name keeps
   * its slug.
   */
  private async checkedFields(
    scope: GroupScope,
    input: OrganizerInput,
    current?: OrganizerRow,
  ): Promise<OrganizerFields> {
    const name = requiredName(input.name, this.noun);
    const base = organizerSlug(name, this.noun);
    const others = await this.organizers(scope).namesAndSlugs(current?.id);
    const clash = sameNamed(others, name);
    if (clash) throw nameTaken(this.noun, clash.name);
    const slug = current?.name === name ? current.slug : freeSlug(base, new Set(others.map((other) => other.slug)));
    return { name, slug, ...(this.kind === "tools" ? { on_hand: input.onHand ?? false } : {}) };
  }
}
