import type { FoodNames, LabelNames, UnitNames } from "./seed-catalogue.js";

/**
 * The locales with seed data (every interface locale), each kind in its own module under
 * `data/<locale>/`, imported on first use: start-up never reads them, and a seeding reads only the
 * kinds it needs. Listed in the order a language's other variants fall back in ("fr-BE" gets
 * fr-FR, the first French one).
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
  "af-ZA": {
    foods: () => import("./data/af-ZA/foods.js"),
    units: () => import("./data/af-ZA/units.js"),
    labels: () => import("./data/af-ZA/labels.js"),
  },
  "ar-SA": {
    foods: () => import("./data/ar-SA/foods.js"),
    units: () => import("./data/ar-SA/units.js"),
    labels: () => import("./data/ar-SA/labels.js"),
  },
  "bg-BG": {
    foods: () => import("./data/bg-BG/foods.js"),
    units: () => import("./data/bg-BG/units.js"),
    labels: () => import("./data/bg-BG/labels.js"),
  },
  "ca-ES": {
    foods: () => import("./data/ca-ES/foods.js"),
    units: () => import("./data/ca-ES/units.js"),
    labels: () => import("./data/ca-ES/labels.js"),
  },
  "cs-CZ": {
    foods: () => import("./data/cs-CZ/foods.js"),
    units: () => import("./data/cs-CZ/units.js"),
    labels: () => import("./data/cs-CZ/labels.js"),
  },
  "da-DK": {
    foods: () => import("./data/da-DK/foods.js"),
    units: () => import("./data/da-DK/units.js"),
    labels: () => import("./data/da-DK/labels.js"),
  },
  "el-GR": {
    foods: () => import("./data/el-GR/foods.js"),
    units: () => import("./data/el-GR/units.js"),
    labels: () => import("./data/el-GR/labels.js"),
  },
  "en-GB": {
    foods: () => import("./data/en-GB/foods.js"),
    units: () => import("./data/en-GB/units.js"),
    labels: () => import("./data/en-GB/labels.js"),
  },
  "fi-FI": {
    foods: () => import("./data/fi-FI/foods.js"),
    units: () => import("./data/fi-FI/units.js"),
    labels: () => import("./data/fi-FI/labels.js"),
  },
  "fr-CA": {
    foods: () => import("./data/fr-CA/foods.js"),
    units: () => import("./data/fr-CA/units.js"),
    labels: () => import("./data/fr-CA/labels.js"),
  },
  "gl-ES": {
    foods: () => import("./data/gl-ES/foods.js"),
    units: () => import("./data/gl-ES/units.js"),
    labels: () => import("./data/gl-ES/labels.js"),
  },
  "he-IL": {
    foods: () => import("./data/he-IL/foods.js"),
    units: () => import("./data/he-IL/units.js"),
    labels: () => import("./data/he-IL/labels.js"),
  },
  "hr-HR": {
    foods: () => import("./data/hr-HR/foods.js"),
    units: () => import("./data/hr-HR/units.js"),
    labels: () => import("./data/hr-HR/labels.js"),
  },
  "hu-HU": {
    foods: () => import("./data/hu-HU/foods.js"),
    units: () => import("./data/hu-HU/units.js"),
    labels: () => import("./data/hu-HU/labels.js"),
  },
  "is-IS": {
    foods: () => import("./data/is-IS/foods.js"),
    units: () => import("./data/is-IS/units.js"),
    labels: () => import("./data/is-IS/labels.js"),
  },
  "ja-JP": {
    foods: () => import("./data/ja-JP/foods.js"),
    units: () => import("./data/ja-JP/units.js"),
    labels: () => import("./data/ja-JP/labels.js"),
  },
  "ko-KR": {
    foods: () => import("./data/ko-KR/foods.js"),
    units: () => import("./data/ko-KR/units.js"),
    labels: () => import("./data/ko-KR/labels.js"),
  },
  "lt-LT": {
    foods: () => import("./data/lt-LT/foods.js"),
    units: () => import("./data/lt-LT/units.js"),
    labels: () => import("./data/lt-LT/labels.js"),
  },
  "lv-LV": {
    foods: () => import("./data/lv-LV/foods.js"),
    units: () => import("./data/lv-LV/units.js"),
    labels: () => import("./data/lv-LV/labels.js"),
  },
  "no-NO": {
    foods: () => import("./data/no-NO/foods.js"),
    units: () => import("./data/no-NO/units.js"),
    labels: () => import("./data/no-NO/labels.js"),
  },
  "pl-PL": {
    foods: () => import("./data/pl-PL/foods.js"),
    units: () => import("./data/pl-PL/units.js"),
    labels: () => import("./data/pl-PL/labels.js"),
  },
  "pt-PT": {
    foods: () => import("./data/pt-PT/foods.js"),
    units: () => import("./data/pt-PT/units.js"),
    labels: () => import("./data/pt-PT/labels.js"),
  },
  "ro-RO": {
    foods: () => import("./data/ro-RO/foods.js"),
    units: () => import("./data/ro-RO/units.js"),
    labels: () => import("./data/ro-RO/labels.js"),
  },
  "ru-RU": {
    foods: () => import("./data/ru-RU/foods.js"),
    units: () => import("./data/ru-RU/units.js"),
    labels: () => import("./data/ru-RU/labels.js"),
  },
  "sk-SK": {
    foods: () => import("./data/sk-SK/foods.js"),
    units: () => import("./data/sk-SK/units.js"),
    labels: () => import("./data/sk-SK/labels.js"),
  },
  "sl-SI": {
    foods: () => import("./data/sl-SI/foods.js"),
    units: () => import("./data/sl-SI/units.js"),
    labels: () => import("./data/sl-SI/labels.js"),
  },
  "sr-SP": {
    foods: () => import("./data/sr-SP/foods.js"),
    units: () => import("./data/sr-SP/units.js"),
    labels: () => import("./data/sr-SP/labels.js"),
  },
  "sv-SE": {
    foods: () => import("./data/sv-SE/foods.js"),
    units: () => import("./data/sv-SE/units.js"),
    labels: () => import("./data/sv-SE/labels.js"),
  },
  "tr-TR": {
    foods: () => import("./data/tr-TR/foods.js"),
    units: () => import("./data/tr-TR/units.js"),
    labels: () => import("./data/tr-TR/labels.js"),
  },
  "uk-UA": {
    foods: () => import("./data/uk-UA/foods.js"),
    units: () => import("./data/uk-UA/units.js"),
    labels: () => import("./data/uk-UA/labels.js"),
  },
  "vi-VN": {
    foods: () => import("./data/vi-VN/foods.js"),
    units: () => import("./data/vi-VN/units.js"),
    labels: () => import("./data/vi-VN/labels.js"),
  },
  "zh-CN": {
    foods: () => import("./data/zh-CN/foods.js"),
    units: () => import("./data/zh-CN/units.js"),
    labels: () => import("./data/zh-CN/labels.js"),
  },
  "zh-TW": {
    foods: () => import("./data/zh-TW/foods.js"),
    units: () => import("./data/zh-TW/units.js"),
    labels: () => import("./data/zh-TW/labels.js"),
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
