import type { MultiPurposeLabelCreate, MultiPurposeLabelOut, OrganizerListQuery, Paginated } from "@larder/shared";
import { DEFAULT_LABEL_COLOR } from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { nameTaken, requiredName, searchTermWords } from "../organizers/names.js";
import type { Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { presentLabel } from "./foods.presenter.js";
import type { LabelFields, LabelRow, LabelsRepository } from "./labels.repository.js";

type LabelBody = z.output<typeof MultiPurposeLabelCreate>;

const labelNotFound = () => new HttpError(404, "errors.organizers.notFound.label");

/** The group's shopping labels (name and colour). Every member reads them; writing them needs `canOrganize`. */
export class LabelsService {
  constructor(private readonly repositories: Repositories) {}

  private labels(actor: Actor): LabelsRepository {
    return this.repositories.group(actor.groupId).labels;
  }

  private async find(actor: Actor, id: string): Promise<LabelRow> {
    const row = await this.labels(actor).find(id);
    if (!row) throw labelNotFound();
    return row;
  }

  async list(actor: Actor, query: OrganizerListQuery): Promise<Paginated<MultiPurposeLabelOut>> {
    const page = await this.labels(actor).list(query, searchTermWords(query.search));
    return { ...page, items: page.items.map(presentLabel) };
  }

  async get(actor: Actor, id: string): Promise<MultiPurposeLabelOut> {
    return presentLabel(await this.find(actor, id));
  }

  /** A new label also gets a place at the end of every shopping list's label order. */
  async create(actor: Actor, body: LabelBody): Promise<MultiPurposeLabelOut> {
    requireOrganizer(actor);
    const fields = await this.checkedFields(actor, body);
    const row = await this.repositories.inTransaction(actor.groupId, async ({ labels, shopping }) => {
      const created = await labels.create(fields);
      await shopping.placeMissingLabels();
      return created;
    });
    return presentLabel(row);
  }

  async update(actor: Actor, id: string, body: LabelBody): Promise<MultiPurposeLabelOut> {
    requireOrganizer(actor);
    await this.find(actor, id);
    if (!(await this.labels(actor).update(id, await this.checkedFields(actor, body, id)))) throw labelNotFound();
    return this.get(actor, id);
  }

  /** Foods carrying the label keep their place and lose the label. */
  async delete(actor: Actor, id: string): Promise<MultiPurposeLabelOut> {
    requireOrganizer(actor);
    const row = await this.find(actor, id);
    await this.labels(actor).delete(id);
    return presentLabel(row);
  }

  private async checkedFields(actor: Actor, body: LabelBody, exceptId?: string): Promise<LabelFields> {
    const name = requiredName(body.name, "label");
    if (await this.labels(actor).findByName(name, exceptId)) throw nameTaken("label", name);
    return { name, color: body.color.trim() || DEFAULT_LABEL_COLOR };
  }
}
