import type { MultiPurposeLabelCreate, MultiPurposeLabelOut, OrganizerListQuery, Paginated } from "@larder/shared";
import { DEFAULT_LABEL_COLOR } from "@larder/shared";
import type { z } from "zod";
import { HttpError } from "../http/errors.js";
import { nameTaken, requiredName, searchTermWords } from "../organizers/names.js";
import type { GroupScope } from "../organizers/organizers.service.js";
import { presentLabel } from "./foods.presenter.js";
import type { LabelFields, LabelRow, LabelsRepository } from "./labels.repository.js";

type LabelBody = z.output<typeof MultiPurposeLabelCreate>;

const labelNotFound = () => new HttpError(404, "Label not found");

/** The group's shopping labels (name and colour). Any member may manage them, as in Mealie v1.12. */
export class LabelsService {
  constructor(private readonly labelsOf: (groupId: string) => LabelsRepository) {}

  private labels(scope: GroupScope): LabelsRepository {
    return this.labelsOf(scope.group_id);
  }

  private async find(scope: GroupScope, id: string): Promise<LabelRow> {
    const row = await this.labels(scope).find(id);
    if (!row) throw labelNotFound();
    return row;
  }

  async list(scope: GroupScope, query: OrganizerListQuery): Promise<Paginated<MultiPurposeLabelOut>> {
    const page = await this.labels(scope).list(query, searchTermWords(query.search));
    return { ...page, items: page.items.map(presentLabel) };
  }

  async get(scope: GroupScope, id: string): Promise<MultiPurposeLabelOut> {
    return presentLabel(await this.find(scope, id));
  }

  async create(scope: GroupScope, body: LabelBody): Promise<MultiPurposeLabelOut> {
    return presentLabel(await this.labels(scope).create(await this.checkedFields(scope, body)));
  }

  async update(scope: GroupScope, id: string, body: LabelBody): Promise<MultiPurposeLabelOut> {
    await this.find(scope, id);
    if (!(await this.labels(scope).update(id, await this.checkedFields(scope, body, id)))) throw labelNotFound();
    return this.get(scope, id);
  }

  /** Foods carrying the label keep their place and lose the label. */
  async delete(scope: GroupScope, id: string): Promise<MultiPurposeLabelOut> {
    const row = await this.find(scope, id);
    await this.labels(scope).delete(id);
    return presentLabel(row);
  }

  private async checkedFields(scope: GroupScope, body: LabelBody, exceptId?: string): Promise<LabelFields> {
    const name = requiredName(body.name, "label");
    if (await this.labels(scope).findByName(name, exceptId)) throw nameTaken("label", name);
    return { name, color: body.color.trim() || DEFAULT_LABEL_COLOR };
  }
}
