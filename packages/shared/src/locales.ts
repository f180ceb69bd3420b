export interface Locale {
  /** Name of the language in that language. */
  name: string;
  /** BCP 47 tag, also the name of the catalogue file. */
  value: string;
  /** Percent of the interface strings translated. */
  progress: number;
  dir: "ltr" | "rtl";
}

export const DEFAULT_LOCALE = "en-US";

/**
 * The 40 interface locales. Only en-US has a catalogue so far; the others fall back to it
 * and say so with a progress of 0 until their catalogue is added.
 */
export const LOCALES: readonly Locale[] = [
  { name: "Afrikaans", value: "af-ZA", progress: 0, dir: "ltr" },
  { name: "العربية (Arabic)", value: "ar-SA", progress: 0, dir: "rtl" },
  { name: "Български (Bulgarian)", value: "bg-BG", progress: 0, dir: "ltr" },
  { name: "Català (Catalan)", value: "ca-ES", progress: 0, dir: "ltr" },
  { name: "Čeština (Czech)", value: "cs-CZ", progress: 0, dir: "ltr" },
  { name: "Dansk (Danish)", value: "da-DK", progress: 0, dir: "ltr" },
  { name: "Deutsch (German)", value: "de-DE", progress: 0, dir: "ltr" },
  { name: "Ελληνικά (Greek)", value: "el-GR", progress: 0, dir: "ltr" },
  { name: "British English", value: "en-GB", progress: 0, dir: "ltr" },
  { name: "American English", value: "en-US", progress: 100, dir: "ltr" },
  { name: "Español (Spanish)", value: "es-ES", progress: 0, dir: "ltr" },
  { name: "Suomi (Finnish)", value: "fi-FI", progress: 0, dir: "ltr" },
  { name: "Français canadien (Canadian French)", value: "fr-CA", progress: 0, dir: "ltr" },
  { name: "Français (French)", value: "fr-FR", progress: 0, dir: "ltr" },
  { name: "Galego (Galician)", value: "gl-ES", progress: 0, dir: "ltr" },
  { name: "עברית (Hebrew)", value: "he-IL", progress: 0, dir: "rtl" },
  { name: "Hrvatski (Croatian)", value: "hr-HR", progress: 0, dir: "ltr" },
  { name: "Magyar (Hungarian)", value: "hu-HU", progress: 0, dir: "ltr" },
  { name: "Íslenska (Icelandic)", value: "is-IS", progress: 0, dir: "ltr" },
  { name: "Italiano (Italian)", value: "it-IT", progress: 0, dir: "ltr" },
  { name: "日本語 (Japanese)", value: "ja-JP", progress: 0, dir: "ltr" },
  { name: "한국어 (Korean)", value: "ko-KR", progress: 0, dir: "ltr" },
  { name: "Lietuvių (Lithuanian)", value: "lt-LT", progress: 0, dir: "ltr" },
  { name: "Latviešu (Latvian)", value: "lv-LV", progress: 0, dir: "ltr" },
  { name: "Nederlands (Dutch)", value: "nl-NL", progress: 0, dir: "ltr" },
  { name: "Norsk (Norwegian)", value: "no-NO", progress: 0, dir: "ltr" },
  { name: "Polski (Polish)", value: "pl-PL", progress: 0, dir: "ltr" },
  { name: "Português do Brasil (Brazilian Portuguese)", value: "pt-BR", progress: 0, dir: "ltr" },
  { name: "Português (Portuguese)", value: "pt-PT", progress: 0, dir: "ltr" },
  { name: "Română (Romanian)", value: "ro-RO", progress: 0, dir: "ltr" },
  { name: "Pусский (Russian)", value: "ru-RU", progress: 0, dir: "ltr" },
  { name: "Slovenčina (Slovak)", value: "sk-SK", progress: 0, dir: "ltr" },
  { name: "Slovenščina (Slovenian)", value: "sl-SI", progress: 0, dir: "ltr" },
  { name: "Српски (Serbian)", value: "sr-SP", progress: 0, dir: "ltr" },
  { name: "Svenska (Swedish)", value: "sv-SE", progress: 0, dir: "ltr" },
  { name: "Türkçe (Turkish)", value: "tr-TR", progress: 0, dir: "ltr" },
  { name: "Українська (Ukrainian)", value: "uk-UA", progress: 0, dir: "ltr" },
  { name: "Tiếng Việt (Vietnamese)", value: "vi-VN", progress: 0, dir: "ltr" },
  { name: "简体中文 (Chinese simplified)", value: "zh-CN", progress: 0, dir: "ltr" },
  { name: "繁體中文 (Chinese traditional)", value: "zh-TW", progress: 0, dir: "ltr" },
];

/**
 * The language tags of an Accept-Language header (or one language tag), most wanted first: by their
 * `q` weight, in the order given among equal weights; those weighted 0 (refused) and `*` left out.
 */
export function acceptedLanguages(acceptLanguage: string | null | undefined): string[] {
  return (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Of the `available` locales, the best for an Accept-Language header (or one language tag): for each
 * language asked for, most wanted first, an exact match, else one of the same language; else `fallback`.
 */
export function bestLocale(
  acceptLanguage: string | null | undefined,
  available: readonly string[],
  fallback: string = DEFAULT_LOCALE,
): string {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const exact = available.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split("-")[0]?.toLowerCase();
    const sameLanguage = available.find((locale) => locale.split("-")[0]?.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}
