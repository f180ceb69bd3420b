import type {
  CreateIngredientUnit,
  IngredientUnit,
  MergeUnit,
  OrganizerListQuery,
  Paginated,
  SuccessResponse,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { nameTaken, requiredName, sameNamed, searchTermWords } from "../organizers/names.js";
import type { Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import { aliasesToStore } from "./aliases.js";
import { presentUnit } from "./foods.presenter.js";
import type { UnitFields, UnitRow, UnitsRepository } from "./units.repository.js";

type UnitBody = z.output<typeof CreateIngredientUnit>;

const unitNotFound = () => new HttpError(404, "errors.organizers.notFound.unit");

/** The group's units of measure. Every member reads them; writing them needs `canOrganize`. */
export class UnitsService {
  constructor(private readonly repositories: Repositories) {}

  private units(actor: Actor): UnitsRepository {
    return this.repositories.group(actor.groupId).units;
  }

  private async find(actor: Actor, id: string): Promise<UnitRow> {
    const row = await this.units(actor).find(id);
    if (!row) throw unitNotFound();
    return row;
  }

  async list(actor: Actor, query: OrganizerListQuery): Promise<Paginated<IngredientUnit>> {
    const page = await this.units(actor).list(query, searchTermWords(query.search));
    return { ...page, items: page.items.map(presentUnit) };
  }

  async get(actor: Actor, id: string): Promise<IngredientUnit> {
    return presentUnit(await this.find(actor, id));
  }

  async create(actor: Actor, body: UnitBody): Promise<IngredientUnit> {
    requireOrganizer(actor);
    return presentUnit(await this.units(actor).create(await this.checkedFields(actor, body)));
  }

  async update(actor: Actor, id: string, body: UnitBody): Promise<IngredientUnit> {
    requireOrganizer(actor);
    await this.find(actor, id);
    if (!(await this.units(actor).update(id, await this.checkedFields(actor, body, id)))) throw unitNotFound();
    return this.get(actor, id);
  }

  /** Ingredients of a deleted unit keep their quantity and text and lose the unit. */
  async delete(actor: Actor, id: string): Promise<IngredientUnit> {
    requireOrganizer(actor);
    const row = await this.find(actor, id);
    await this.units(actor).delete(id);
    return presentUnit(row);
  }

  /** Moves every ingredient of `fromUnit` to `toUnit`, then deletes `fromUnit`: all or nothing. */
  async merge(actor: Actor, body: z.output<typeof MergeUnit>): Promise<SuccessResponse> {
    requireOrganizer(actor);
    if (body.fromUnit === body.toUnit) throw new HttpError(400, "errors.organizers.unitMergedIntoItself");
    await this.find(actor, body.fromUnit);
    await this.find(actor, body.toUnit);
    await this.repositories.inTransaction(actor.groupId, async ({ units }) => {
      if (!(await units.find(body.toUnit))) throw unitNotFound();
      await units.moveIngredients(body.fromUnit, body.toUnit);
      await units.delete(body.fromUnit);
    });
    return { message: translatorFor(actor.locale)("messages.unitsMerged"), error: false };
  }

  private async checkedFields(actor: Actor, body: UnitBody, exceptId?: string): Promise<UnitFields> {
    const name = requiredName(body.name, "unit");
    // Folded as food names are, so that a recipe body naming "Cuillere a soupe" finds "Cuillère à soupe",
    // but with case kept: "T" and "t" are two units.
    const clash = sameNamed(await this.units(actor).names(exceptId), name, { keepCase: true });
    if (clash) throw nameTaken("unit", clash.name);
    return {
      name,
      plural_name: body.pluralName?.trim() || null,
      description: body.description,
      abbreviation: body.abbreviation.trim(),
      plural_abbreviation: body.pluralAbbreviation?.trim() ?? "",
      use_abbreviation: body.useAbbreviation,
      fraction: body.fraction,
      aliases: aliasesToStore(body.aliases),
      extras: JSON.stringify(body.extras ?? {}),
    };
  }
}
