import type { FoodNames, LabelNames, UnitNames } from "./seed-catalogue.js";

/**
 * The locales with seed data, each kind in its own module under `data/<locale>/`, imported on first
 * use: start-up never reads them, and a seeding reads only the kinds it needs.
 */
const LOADERS = {
  "en-US": {
    foods: () => import("./data/en-US/foods.js"),
    units: () => import("./data/en-US/units.js"),
    labels: () => import("./data/en-US/labels.js"),
  },
  "de-DE": {
    foods: () => import("./data/de-DE/foods.js"),
    units: () => import("./data/de-DE/units.js"),
    labels: () => import("./data/de-DE/labels.js"),
  },
  "fr-FR": {
    foods: () => import("./data/fr-FR/foods.js"),
    units: () => import("./data/fr-FR/units.js"),
    labels: () => import("./data/fr-FR/labels.js"),
  },
  "es-ES": {
    foods: () => import("./data/es-ES/foods.js"),
    units: () => import("./data/es-ES/units.js"),
    labels: () => import("./data/es-ES/labels.js"),
  },
  "nl-NL": {
    foods: () => import("./data/nl-NL/foods.js"),
    units: () => import("./data/nl-NL/units.js"),
    labels: () => import("./data/nl-NL/labels.js"),
  },
  "it-IT": {
    foods: () => import("./data/it-IT/foods.js"),
    units: () => import("./data/it-IT/units.js"),
    labels: () => import("./data/it-IT/labels.js"),
  },
  "pt-BR": {
    foods: () => import("./data/pt-BR/foods.js"),
    units: () => import("./data/pt-BR/units.js"),
    labels: () => import("./data/pt-BR/labels.js"),
  },
} satisfies Record<
  string,
  {
    foods: () => Promise<{ foods: FoodNames }>;
    units: () => Promise<{ units: UnitNames }>;
    labels: () => Promise<{ labels: LabelNames }>;
  }
>;

export type SeedLocale = keyof typeof LOADERS;
export const SEED_LOCALES = Object.keys(LOADERS) as SeedLocale[];
const FALLBACK: SeedLocale = "en-US";

/**
 * The seed locale for a requested one: itself (in any case), else the one of its language ("de-AT"
 * gets de-DE, "pt-PT" pt-BR), else en-US.
 */
export function seedLocaleFor(requested: string): SeedLocale {
  const wanted = requested.trim().replace("_", "-").toLowerCase();
  const exact = SEED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split("-")[0];
  return SEED_LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language) ?? FALLBACK;
}

export interface SeedLabel {
  key: string;
  name: string;
  color: string;
}

export interface SeedUnit {
  name: string;
  pluralName: string;
  abbreviation: string;
  pluralAbbreviation: string;
  fraction: boolean;
  aliases: string[];
}

export interface SeedFood {
  name: string;
  pluralName: string | null;
  /** The key of the label it is filed under (see `SEED_LABELS`). */
  labelKey: string;
}

export async function seedLabels(locale: SeedLocale): Promise<SeedLabel[]> {
  const [{ SEED_LABELS }, { labels }] = await Promise.all([import("./seed-catalogue.js"), LOADERS[locale].labels()]);
  return Object.entries(SEED_LABELS).map(([key, color]) => ({ key, name: labels[key as keyof LabelNames], color }));
}

export async function seedUnits(locale: SeedLocale): Promise<SeedUnit[]> {
  const [{ SEED_UNITS }, { units }] = await Promise.all([import("./seed-catalogue.js"), LOADERS[locale].units()]);
  return Object.entries(SEED_UNITS).map(([key, { fraction }]) => {
    const spelling = units[key as keyof UnitNames];
    return {
      name: spelling.name,
      pluralName: spelling.pluralName,
      abbreviation: spelling.abbreviation ?? "",
      pluralAbbreviation: spelling.pluralAbbreviation ?? "",
      fraction,
      aliases: [...(spelling.aliases ?? [])],
    };
  });
}

export async function seedFoods(locale: SeedLocale): Promise<SeedFood[]> {
  const [{ SEED_FOODS }, { foods }] = await Promise.all([import("./seed-catalogue.js"), LOADERS[locale].foods()]);
  return Object.entries(SEED_FOODS).map(([key, labelKey]) => {
    const names = foods[key as keyof FoodNames];
    return typeof names === "string"
      ? { name: names, pluralName: null, labelKey }
      : { name: names[0], pluralName: names[1], labelKey };
  });
}
