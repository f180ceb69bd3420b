import type {
  CreateIngredientUnit,
  IngredientUnit,
  MergeUnit,
  OrganizerListQuery,
  Paginated,
  SuccessResponse,
} from "@larder/shared";
import type { z } from "zod";
import type { RunInTransaction } from "../db/transactions.js";
import { HttpError } from "../http/errors.js";
import { nameTaken, requiredName, sameNamed, searchTermWords } from "../organizers/names.js";
import type { GroupScope } from "../organizers/organizers.service.js";
import { aliasesToStore } from "./aliases.js";
import { presentUnit } from "./foods.presenter.js";
import type { UnitFields, UnitRow, UnitsRepository } from "./units.repository.js";

type UnitBody = z.output<typeof CreateIngredientUnit>;

const unitNotFound = () => new HttpError(404, "Unit not found");

/** The group's units of measure. Any member may manage them, as in Mealie v1.12. */
export class UnitsService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly unitsOf: (groupId: string) => UnitsRepository,
  ) {}

  private units(scope: GroupScope): UnitsRepository {
    return this.unitsOf(scope.group_id);
  }

  private async find(scope: GroupScope, id: string): Promise<UnitRow> {
    const row = await this.units(scope).find(id);
    if (!row) throw unitNotFound();
    return row;
  }

  async list(scope: GroupScope, query: OrganizerListQuery): Promise<Paginated<IngredientUnit>> {
    const page = await this.units(scope).list(query, searchTermWords(query.search));
    return { ...page, items: page.items.map(presentUnit) };
  }

  async get(scope: GroupScope, id: string): Promise<IngredientUnit> {
    return presentUnit(await this.find(scope, id));
  }

  async create(scope: GroupScope, body: UnitBody): Promise<IngredientUnit> {
    return presentUnit(await this.units(scope).create(await this.checkedFields(scope, body)));
  }

  async update(scope: GroupScope, id: string, body: UnitBody): Promise<IngredientUnit> {
    await this.find(scope, id);
    if (!(await this.units(scope).update(id, await this.checkedFields(scope, body, id)))) throw unitNotFound();
    return this.get(scope, id);
  }

  /** Ingredients of a deleted unit keep their quantity and text and lose the unit. */
  async delete(scope: GroupScope, id: string): Promise<IngredientUnit> {
    const row = await this.find(scope, id);
    await this.units(scope).delete(id);
    return presentUnit(row);
  }

  /** Moves every ingredient of `fromUnit` to `toUnit`, then deletes `fromUnit`: all or nothing. */
  async merge(scope: GroupScope, body: z.output<typeof MergeUnit>): Promise<SuccessResponse> {
    if (body.fromUnit === body.toUnit) throw new HttpError(400, "A unit cannot be merged into itself");
    await this.find(scope, body.fromUnit);
    await this.find(scope, body.toUnit);
    const units = this.units(scope);
    await this.inTransaction(async (trx) => {
      if (!(await units.find(body.toUnit, trx))) throw unitNotFound();
      await units.moveIngredients(body.fromUnit, body.toUnit, trx);
      await units.delete(body.fromUnit, trx);
    });
    return { message: "Successfully merged units", error: false };
  }

  private async checkedFields(scope: GroupScope, body: UnitBody, exceptId?: string): Promise<UnitFields> {
    const name = requiredName(body.name, "unit");
    // Folded as food names are, so that a recipe body naming "Cuillere a soupe" finds "Cuillère à soupe",
    // but with case kept: "T" and "t" are two units.
    const clash = sameNamed(await this.units(scope).names(exceptId), name, { keepCase: true });
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
