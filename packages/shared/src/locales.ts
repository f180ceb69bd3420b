export interface Locale {
  /** Name of the language in that language. */
  name: string;
  /** BCP 47 tag, also the name of the catalogue file. */
  value: string;
  dir: "ltr" | "rtl";
}

export const DEFAULT_LOCALE = "en-US";

/**
 * The 40 interface locales. Each has a catalogue of texts in the web app and the server; their
 * percentage translated is counted from the catalogues by the web app's build (scripts/catalogues.mjs).
 */
export const LOCALES: readonly Locale[] = [
  { name: "Afrikaans", value: "af-ZA", dir: "ltr" },
  { name: "العربية (Arabic)", value: "ar-SA", dir: "rtl" },
  { name: "Български (Bulgarian)", value: "bg-BG", dir: "ltr" },
  { name: "Català (Catalan)", value: "ca-ES", dir: "ltr" },
  { name: "Čeština (Czech)", value: "cs-CZ", dir: "ltr" },
  { name: "Dansk (Danish)", value: "da-DK", dir: "ltr" },
  { name: "Deutsch (German)", value: "de-DE", dir: "ltr" },
  { name: "Ελληνικά (Greek)", value: "el-GR", dir: "ltr" },
  { name: "British English", value: "en-GB", dir: "ltr" },
  { name: "American English", value: "en-US", dir: "ltr" },
  { name: "Español (Spanish)", value: "es-ES", dir: "ltr" },
  { name: "Suomi (Finnish)", value: "fi-FI", dir: "ltr" },
  { name: "Français canadien (Canadian French)", value: "fr-CA", dir: "ltr" },
  { name: "Français (French)", value: "fr-FR", dir: "ltr" },
  { name: "Galego (Galician)", value: "gl-ES", dir: "ltr" },
  { name: "עברית (Hebrew)", value: "he-IL", dir: "rtl" },
  { name: "Hrvatski (Croatian)", value: "hr-HR", dir: "ltr" },
  { name: "Magyar (Hungarian)", value: "hu-HU", dir: "ltr" },
  { name: "Íslenska (Icelandic)", value: "is-IS", dir: "ltr" },
  { name: "Italiano (Italian)", value: "it-IT", dir: "ltr" },
  { name: "日本語 (Japanese)", value: "ja-JP", dir: "ltr" },
  { name: "한국어 (Korean)", value: "ko-KR", dir: "ltr" },
  { name: "Lietuvių (Lithuanian)", value: "lt-LT", dir: "ltr" },
  { name: "Latviešu (Latvian)", value: "lv-LV", dir: "ltr" },
  { name: "Nederlands (Dutch)", value: "nl-NL", dir: "ltr" },
  { name: "Norsk (Norwegian)", value: "no-NO", dir: "ltr" },
  { name: "Polski (Polish)", value: "pl-PL", dir: "ltr" },
  { name: "Português do Brasil (Brazilian Portuguese)", value: "pt-BR", dir: "ltr" },
  { name: "Português (Portuguese)", value: "pt-PT", dir: "ltr" },
  { name: "Română (Romanian)", value: "ro-RO", dir: "ltr" },
  { name: "Pусский (Russian)", value: "ru-RU", dir: "ltr" },
  { name: "Slovenčina (Slovak)", value: "sk-SK", dir: "ltr" },
  { name: "Slovenščina (Slovenian)", value: "sl-SI", dir: "ltr" },
  { name: "Српски (Serbian)", value: "sr-SP", dir: "ltr" },
  { name: "Svenska (Swedish)", value: "sv-SE", dir: "ltr" },
  { name: "Türkçe (Turkish)", value: "tr-TR", dir: "ltr" },
  { name: "Українська (Ukrainian)", value: "uk-UA", dir: "ltr" },
  { name: "Tiếng Việt (Vietnamese)", value: "vi-VN", dir: "ltr" },
  { name: "简体中文 (Chinese simplified)", value: "zh-CN", dir: "ltr" },
  { name: "繁體中文 (Chinese traditional)", value: "zh-TW", dir: "ltr" },
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
