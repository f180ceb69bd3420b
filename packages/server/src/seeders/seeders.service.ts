import type { SuccessResponse } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { aliasesToStore, aliasNames } from "../foods/aliases.js";
import { type Translate, translatorFor } from "../i18n/server-texts.js";
import { nameKey } from "../organizers/names.js";
import type { GroupRepositories, Repositories } from "../repositories.js";
import { requireOrganizer } from "../users/permissions.js";
import {
  type SeedFood,
  type SeedLabel,
  type SeedLocale,
  type SeedUnit,
  seedFoods,
  seedLabels,
  seedLocaleFor,
  seedUnits,
} from "./seed-data.js";

export type SeedKind = "foods" | "units" | "labels";

/** Everything a new group is seeded with, in one locale. */
export interface GroupSeeds {
  labels: SeedLabel[];
  units: SeedUnit[];
  foods: SeedFood[];
}

interface Outcome {
  added: number;
  /** Seeds left out because the group has them already. */
  skipped: number;
  /** Foods of the group filed under a seeded label (labels only). */
  labelled?: number;
}

/**
 * Seeding a group with the common foods, units and shop labels of a locale (SPEC §7). A seed the
 * group already has is left out, compared as the group's names are (case, accents and punctuation
 * ignored) and, for units, with its plural and abbreviations too, and ignoring case, so that a
 * group's "Tbsp" is not joined by a "tablespoon": seeding twice adds nothing. Seeded foods are filed
 * under the group's labels of the same locale; seeding labels files the group's unlabelled foods
 * that the locale's list names. Each seeding is one transaction.
 */
export class SeedersService {
  constructor(private readonly repositories: Repositories) {}

  /** `POST /api/groups/seeders/{kind}`: answers how many were added. */
  async seed(actor: Actor, kind: SeedKind, requestedLocale: string): Promise<SuccessResponse> {
    requireOrganizer(actor);
    const locale = seedLocaleFor(requestedLocale);
    const inGroup = <T>(work: (group: GroupRepositories) => Promise<T>) =>
      this.repositories.inTransaction(actor.groupId, work);
    let outcome: Outcome;
    if (kind === "labels") {
      const [labels, foods] = await Promise.all([seedLabels(locale), seedFoods(locale)]);
      outcome = await inGroup((group) => addLabels(group, labels, foods));
    } else if (kind === "units") {
      const units = await seedUnits(locale);
      outcome = await inGroup((group) => addUnits(group, units));
    } else {
      const [foods, labels] = await Promise.all([seedFoods(locale), seedLabels(locale)]);
      outcome = await inGroup((group) => addFoods(group, foods, labels));
    }
    return { message: describe(translatorFor(actor.locale), kind, outcome, requestedLocale, locale), error: false };
  }

  /** The lists a new group gets, read before the registration's transaction starts. */
  async forNewGroup(requestedLocale: string): Promise<GroupSeeds> {
    const locale = seedLocaleFor(requestedLocale);
    const [labels, units, foods] = await Promise.all([seedLabels(locale), seedUnits(locale), seedFoods(locale)]);
    return { labels, units, foods };
  }

  /** Seeds a new group in the registration's transaction; labels first, so that its foods are filed under them. */
  async seedNewGroup(group: GroupRepositories, seeds: GroupSeeds): Promise<void> {
    await addLabels(group, seeds.labels, seeds.foods);
    await addUnits(group, seeds.units);
    await addFoods(group, seeds.foods, seeds.labels);
  }
}

/** Folded spellings, blanks left out. */
function foldedSet(names: Iterable<string | null | undefined>): Set<string> {
  const folded = new Set<string>();
  for (const name of names) if (name?.trim()) folded.add(nameKey(name));
  return folded;
}

async function addLabels(group: GroupRepositories, labels: SeedLabel[], foods: SeedFood[]): Promise<Outcome> {
  const existing = foldedSet((await group.labels.names()).map((label) => label.name));
  const missing = labels.filter((label) => !existing.has(nameKey(label.name)));
  const added = await group.labels.createMany(missing.map(({ name, color }) => ({ name, color })));
  await group.shopping.placeMissingLabels();

  const labelIds = new Map((await group.labels.names()).map((label) => [nameKey(label.name), label.id]));
  const unlabelled = (await group.foods.spellings()).filter((food) => food.label_id === null);
  let labelled = 0;
  for (const label of labels) {
    const labelId = labelIds.get(nameKey(label.name));
    if (!labelId) continue;
    const names = foldedSet(foods.filter((food) => food.labelKey === label.key).flatMap((f) => [f.name, f.pluralName]));
    const ids = unlabelled
      .filter((food) => names.has(nameKey(food.name)) || (food.plural_name && names.has(nameKey(food.plural_name))))
      .map((food) => food.id);
    labelled += await group.foods.labelUnlabelled(labelId, ids);
  }
  return { added, skipped: labels.length - missing.length, labelled };
}

async function addUnits(group: GroupRepositories, units: SeedUnit[]): Promise<Outcome> {
  const existing = foldedSet(
    (await group.units.spellings()).flatMap((unit) => [
      unit.name,
      unit.plural_name,
      unit.abbreviation,
      unit.plural_abbreviation,
      ...aliasNames(unit.aliases),
    ]),
  );
  const missing = units.filter(
    (unit) =>
      ![unit.name, unit.pluralName, unit.abbreviation, unit.pluralAbbreviation, ...unit.aliases].some(
        (spelling) => spelling && existing.has(nameKey(spelling)),
      ),
  );
  const added = await group.units.createMany(
    missing.map((unit) => ({
      name: unit.name,
      plural_name: unit.pluralName,
      description: "",
      abbreviation: unit.abbreviation,
      plural_abbreviation: unit.pluralAbbreviation,
      use_abbreviation: false,
      fraction: unit.fraction,
      aliases: aliasesToStore(unit.aliases.map((name) => ({ name }))),
      extras: "{}",
    })),
  );
  return { added, skipped: units.length - missing.length };
}

async function addFoods(group: GroupRepositories, foods: SeedFood[], labels: SeedLabel[]): Promise<Outcome> {
  const existing = foldedSet(
    (await group.foods.spellings()).flatMap((food) => [food.name, food.plural_name, ...aliasNames(food.aliases)]),
  );
  const missing = foods.filter(
    (food) => !existing.has(nameKey(food.name)) && !(food.pluralName && existing.has(nameKey(food.pluralName))),
  );
  const groupLabels = new Map((await group.labels.names()).map((label) => [nameKey(label.name), label.id]));
  const labelIdOf = new Map(labels.map((label) => [label.key, groupLabels.get(nameKey(label.name)) ?? null]));
  const added = await group.foods.createMany(
    missing.map((food) => ({
      name: food.name,
      plural_name: food.pluralName,
      description: "",
      label_id: labelIdOf.get(food.labelKey) ?? null,
      on_hand: false,
      aliases: "[]",
      extras: "{}",
    })),
  );
  return { added, skipped: foods.length - missing.length };
}

/** "Added 12 units; 16 were already there", and which locale's lists were used when not the one asked for. */
function describe(t: Translate, kind: SeedKind, outcome: Outcome, requested: string, used: SeedLocale): string {
  const parts = [t(`messages.seeding.added.${kind}`, { count: outcome.added })];
  if (outcome.skipped > 0) parts.push(t("messages.seeding.alreadyThere", { count: outcome.skipped }));
  if (outcome.labelled) parts.push(t("messages.seeding.foodsFiledUnderLabels", { count: outcome.labelled }));
  const fallback =
    requested.trim().replace("_", "-").toLowerCase() === used.toLowerCase()
      ? ""
      : ` (${t("messages.seeding.otherLocaleUsed", { requested, used })})`;
  return `${parts.join("; ")}${fallback}`;
}
