import { z } from "zod";

/*
 * Larder's own zod error maps for the interface languages zod ships no locale for (Afrikaans,
 * Galician, Latvian, Serbian), so that zod's own 422 messages are said in these languages too
 * rather than left in English (validation-messages.ts uses them as it uses zod's locales). The
 * texts follow the wording and the address of each language's server catalogue
 * (locales/<locale>.json, its validation.* keys); a number before a noun picks the noun's plural
 * form by the language's plural rules.
 */

type Bound = "exact" | "inclusive" | "exclusive";

/** A too_big or too_small issue: what is measured, how the limit binds, and the limit. */
interface Limit {
  origin: string;
  bound: Bound;
  value: string;
  /** The noun of what is counted (characters, items) in the limit's plural form; undefined for a value. */
  unit: string | undefined;
}

/** A noun's forms by plural category; "other" is the form for any category not given. */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What a language says of each zod issue. */
interface Words {
  locale: string;
  /** zod's type names (its `expected`, and the received value's parsed type) in the language. */
  types: Readonly<Record<string, string>>;
  /** zod's string format names in the language, as invalidFormat puts them in its sentence. */
  formats: Readonly<Record<string, string>>;
  /** The counted noun of a size limit by zod's origin: characters, bytes, items, entries. */
  units: Readonly<Record<string, Forms>>;
  invalidType(expected: string, received: string): string;
  instanceOf(className: string, received: string): string;
  invalidValue(value: string): string;
  invalidOption(values: string): string;
  tooBig(limit: Limit): string;
  tooSmall(limit: Limit): string;
  /** A string in no known format, `format` in the language, or undefined for a pattern the input missed. */
  invalidFormat(format: string | undefined): string;
  startsWith(prefix: string): string;
  endsWith(suffix: string): string;
  includes(text: string): string;
  regex(pattern: string): string;
  notMultipleOf(divisor: string): string;
  unrecognizedKeys(keys: string, count: number): string;
  invalidKey(origin: string): string;
  invalidElement(origin: string): string;
  invalidDiscriminator(options: string): string;
  ambiguousUnion: string;
  invalidInput: string;
}

const { joinValues, parsedType, stringifyPrimitive } = z.core.util;

function errorMap(words: Words): z.core.$ZodErrorMap {
  const plural = new Intl.PluralRules(words.locale);
  const typeName = (type: string, input?: unknown) =>
    type === "number" && typeof input === "number" && !Number.isFinite(input)
      ? String(input)
      : (words.types[type] ?? type);
  const limit = (
    origin: string,
    exact: boolean | undefined,
    inclusive: boolean,
    value: number | bigint | Date,
  ): Limit => {
    const forms = Object.hasOwn(words.units, origin) ? words.units[origin] : undefined;
    const count = Number(value);
    return {
      origin,
      bound: exact ? "exact" : inclusive ? "inclusive" : "exclusive",
      value: value.toString(),
      unit: forms && (forms[plural.select(count)] ?? forms.other),
    };
  };

  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        const received = typeName(parsedType(issue.input), issue.input);
        if (/^[A-Z]/.test(issue.expected)) return words.instanceOf(issue.expected, received);
        return words.invalidType(typeName(issue.expected), received);
      }
      case "invalid_value":
        if (issue.values.length === 1) return words.invalidValue(stringifyPrimitive(issue.values[0]));
        return words.invalidOption(joinValues(issue.values, "|"));
      case "too_big":
        return words.tooBig(limit(issue.origin, issue.exact, issue.inclusive ?? false, issue.maximum));
      case "too_small":
        return words.tooSmall(limit(issue.origin, issue.exact, issue.inclusive ?? false, issue.minimum));
      case "invalid_format": {
        const format = issue as z.core.$ZodIssueInvalidStringFormat & Record<string, unknown>;
        if (format.format === "starts_with") return words.startsWith(String(format.prefix));
        if (format.format === "ends_with") return words.endsWith(String(format.suffix));
        if (format.format === "includes") return words.includes(String(format.includes));
        if (format.format === "regex") return words.regex(String(format.pattern));
        if (format.format === "template_literal") return words.invalidFormat(undefined);
        return words.invalidFormat(words.formats[format.format] ?? format.format);
      }
      case "not_multiple_of":
        return words.notMultipleOf(issue.divisor.toString());
      case "unrecognized_keys":
        return words.unrecognizedKeys(joinValues(issue.keys, ", "), issue.keys.length);
      case "invalid_key":
        return words.invalidKey(issue.origin);
      case "invalid_element":
        return words.invalidElement(issue.origin);
      case "invalid_union": {
        const options = (issue as { options?: unknown }).options;
        if (Array.isArray(options) && options.length > 0) {
          return words.invalidDiscriminator(options.map((option) => `'${String(option)}'`).join(" | "));
        }
        return issue.inclusive === false ? words.ambiguousUnion : words.invalidInput;
      }
      case "custom":
        return words.invalidInput;
    }
    // A code zod adds later.
    return words.invalidInput;
  };
}

/** Format names said the same in every language (abbreviations and identifiers' names). */
const CODE_FORMATS: Readonly<Record<string, string>> = {
  url: "URL",
  emoji: "emoji",
  uuid: "UUID",
  uuidv4: "UUIDv4",
  uuidv6: "UUIDv6",
  nanoid: "nanoid",
  guid: "GUID",
  cuid: "cuid",
  cuid2: "cuid2",
  ulid: "ULID",
  xid: "XID",
  ksuid: "KSUID",
  iban: "IBAN",
  jwt: "JWT",
};

function locale(words: Words): () => { localeError: z.core.$ZodErrorMap } {
  return () => ({ localeError: errorMap(words) });
}

/** The measured thing, by zod's origin. */
const AF_SUBJECTS: Readonly<Record<string, string>> = {
  string: "die teks",
  number: "die getal",
  int: "die getal",
  bigint: "die getal",
  date: "die datum",
  array: "die lys",
  set: "die versameling",
  map: "die woordeboek",
  file: "die lêer",
};

/** Afrikaans, in the af-ZA catalogue's words ("Moet … wees", "Mag hoogstens … karakters lank wees"). */
export const af = locale({
  locale: "af",
  types: {
    nan: "NaN",
    string: "teks",
    number: "getal",
    boolean: "Boolese waarde",
    array: "lys",
    object: "objek",
    set: "versameling",
    map: "woordeboek",
    file: "lêer",
    date: "datum",
    function: "funksie",
    symbol: "simbool",
  },
  formats: {
    ...CODE_FORMATS,
    email: "e-posadres",
    datetime: "ISO-datum en -tyd",
    date: "ISO-datum",
    time: "ISO-tyd",
    duration: "ISO-tydsduur",
    ipv4: "IPv4-adres",
    ipv6: "IPv6-adres",
    mac: "MAC-adres",
    cidrv4: "IPv4-reeks",
    cidrv6: "IPv6-reeks",
    base64: "base64-gekodeerde teks",
    base64url: "base64url-gekodeerde teks",
    json_string: "JSON-teks",
    e164: "E.164-nommer",
    currency_code: "geldeenheidkode",
    credit_card: "kredietkaartnommer",
  },
  units: {
    string: { one: "karakter", other: "karakters" },
    file: { one: "greep", other: "grepe" },
    array: { one: "item", other: "items" },
    set: { one: "item", other: "items" },
    map: { one: "inskrywing", other: "inskrywings" },
  },
  invalidType: (expected, received) => `Ongeldige invoer: ${expected} verwag, ${received} ontvang`,
  instanceOf: (className, received) => `Ongeldige invoer: 'n ${className} verwag, ${received} ontvang`,
  invalidValue: (value) => `Ongeldige invoer: ${value} verwag`,
  invalidOption: (values) => `Ongeldige keuse: moet een van ${values} wees`,
  tooBig: ({ origin, bound, value, unit }) => {
    const what = AF_SUBJECTS[origin] ?? "die waarde";
    const start = origin === "string" ? "Te lank" : "Te groot";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} moet presies ${value} ${unit} hê`;
      if (bound === "inclusive") return `${start}: ${what} mag hoogstens ${value} ${unit} hê`;
      return `${start}: ${what} moet minder as ${value} ${unit} hê`;
    }
    if (bound === "exact") return `${start}: ${what} moet presies ${value} wees`;
    if (bound === "inclusive") return `${start}: ${what} mag hoogstens ${value} wees`;
    return `${start}: ${what} moet kleiner as ${value} wees`;
  },
  tooSmall: ({ origin, bound, value, unit }) => {
    const what = AF_SUBJECTS[origin] ?? "die waarde";
    const start = origin === "string" ? "Te kort" : "Te klein";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} moet presies ${value} ${unit} hê`;
      if (bound === "inclusive") return `${start}: ${what} moet minstens ${value} ${unit} hê`;
      return `${start}: ${what} moet meer as ${value} ${unit} hê`;
    }
    if (bound === "exact") return `${start}: ${what} moet presies ${value} wees`;
    if (bound === "inclusive") return `${start}: ${what} moet minstens ${value} wees`;
    return `${start}: ${what} moet groter as ${value} wees`;
  },
  invalidFormat: (format) => (format ? `Ongeldige ${format}` : "Ongeldige invoer"),
  startsWith: (prefix) => `Ongeldige teks: moet met "${prefix}" begin`,
  endsWith: (suffix) => `Ongeldige teks: moet op "${suffix}" eindig`,
  includes: (text) => `Ongeldige teks: moet "${text}" bevat`,
  regex: (pattern) => `Ongeldige teks: moet by die patroon ${pattern} pas`,
  notMultipleOf: (divisor) => `Ongeldige getal: moet 'n veelvoud van ${divisor} wees`,
  unrecognizedKeys: (keys, count) => `${count === 1 ? "Onbekende sleutel" : "Onbekende sleutels"}: ${keys}`,
  invalidKey: (origin) => `Ongeldige sleutel in ${origin === "map" ? "die woordeboek" : "die objek"}`,
  invalidElement: (origin) => `Ongeldige waarde in ${origin === "map" ? "die woordeboek" : "die versameling"}`,
  invalidDiscriminator: (options) => `Ongeldige onderskeidingswaarde: moet ${options} wees`,
  ambiguousUnion: "Ongeldige invoer: meer as een opsie pas",
  invalidInput: "Ongeldige invoer",
});

/** The measured thing, by zod's origin. */
const GL_SUBJECTS: Readonly<Record<string, string>> = {
  string: "o texto",
  number: "o número",
  int: "o número",
  bigint: "o número",
  date: "a data",
  array: "a lista",
  set: "o conxunto",
  map: "o mapa",
  file: "o ficheiro",
};

/** Galician, in the gl-ES catalogue's words ("Debe ser …", "Debe ter como máximo … caracteres"). */
export const gl = locale({
  locale: "gl",
  types: {
    nan: "NaN",
    string: "texto",
    number: "número",
    boolean: "booleano",
    array: "lista",
    object: "obxecto",
    set: "conxunto",
    map: "mapa",
    file: "ficheiro",
    date: "data",
    function: "función",
    symbol: "símbolo",
  },
  formats: {
    ...Object.fromEntries(Object.entries(CODE_FORMATS).map(([format, name]) => [format, `un ${name}`])),
    email: "un enderezo de correo electrónico",
    datetime: "unha data e hora ISO",
    date: "unha data ISO",
    time: "unha hora ISO",
    duration: "unha duración ISO",
    ipv4: "un enderezo IPv4",
    ipv6: "un enderezo IPv6",
    mac: "un enderezo MAC",
    cidrv4: "un rango IPv4",
    cidrv6: "un rango IPv6",
    base64: "un texto codificado en base64",
    base64url: "un texto codificado en base64url",
    json_string: "un texto JSON",
    e164: "un número E.164",
    currency_code: "un código de moeda",
    credit_card: "un número de tarxeta de crédito",
  },
  units: {
    string: { one: "carácter", other: "caracteres" },
    file: { one: "byte", other: "bytes" },
    array: { one: "elemento", other: "elementos" },
    set: { one: "elemento", other: "elementos" },
    map: { one: "entrada", other: "entradas" },
  },
  invalidType: (expected, received) => `Entrada non válida: agardábase ${expected} e recibiuse ${received}`,
  instanceOf: (className, received) =>
    `Entrada non válida: agardábase unha instancia de ${className} e recibiuse ${received}`,
  invalidValue: (value) => `Entrada non válida: agardábase ${value}`,
  invalidOption: (values) => `Opción non válida: debe ser unha destas: ${values}`,
  tooBig: ({ origin, bound, value, unit }) => {
    const what = GL_SUBJECTS[origin] ?? "o valor";
    const start = origin === "string" ? "Demasiado longo" : "Demasiado grande";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} debe ter exactamente ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} debe ter como máximo ${value} ${unit}`;
      return `${start}: ${what} debe ter menos de ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} debe ser exactamente ${value}`;
    if (bound === "inclusive") return `${start}: ${what} debe ser como máximo ${value}`;
    return `${start}: ${what} debe ser menor que ${value}`;
  },
  tooSmall: ({ origin, bound, value, unit }) => {
    const what = GL_SUBJECTS[origin] ?? "o valor";
    const start = origin === "string" ? "Demasiado curto" : "Demasiado pequeno";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} debe ter exactamente ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} debe ter polo menos ${value} ${unit}`;
      return `${start}: ${what} debe ter máis de ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} debe ser exactamente ${value}`;
    if (bound === "inclusive") return `${start}: ${what} debe ser polo menos ${value}`;
    return `${start}: ${what} debe ser maior que ${value}`;
  },
  invalidFormat: (format) => (format ? `Formato non válido: debe ser ${format}` : "Entrada non válida"),
  startsWith: (prefix) => `Texto non válido: debe comezar por "${prefix}"`,
  endsWith: (suffix) => `Texto non válido: debe rematar en "${suffix}"`,
  includes: (text) => `Texto non válido: debe conter "${text}"`,
  regex: (pattern) => `Texto non válido: debe axustarse ao padrón ${pattern}`,
  notMultipleOf: (divisor) => `Número non válido: debe ser múltiplo de ${divisor}`,
  unrecognizedKeys: (keys, count) => `${count === 1 ? "Chave non recoñecida" : "Chaves non recoñecidas"}: ${keys}`,
  invalidKey: (origin) => `Chave non válida ${origin === "map" ? "no mapa" : "no obxecto"}`,
  invalidElement: (origin) => `Valor non válido ${origin === "map" ? "no mapa" : "no conxunto"}`,
  invalidDiscriminator: (options) => `Valor discriminante non válido: debe ser ${options}`,
  ambiguousUnion: "Entrada non válida: coincide con máis dunha opción",
  invalidInput: "Entrada non válida",
});

/** The measured thing in the dative, and whether it is feminine (for the comparative's ending). */
const LV_SUBJECTS: Readonly<Record<string, readonly [string, boolean]>> = {
  string: ["tekstam", false],
  number: ["skaitlim", false],
  int: ["skaitlim", false],
  bigint: ["skaitlim", false],
  date: ["datumam", false],
  array: ["sarakstam", false],
  set: ["kopai", true],
  map: ["vārdnīcai", true],
  file: ["failam", false],
};

/** Latvian, in the lv-LV catalogue's words and formal address ("Ievadiet …", "Vērtībai jābūt …"). */
export const lv = locale({
  locale: "lv",
  types: {
    nan: "NaN",
    string: "teksts",
    number: "skaitlis",
    boolean: "Būla vērtība",
    array: "saraksts",
    object: "objekts",
    set: "kopa",
    map: "vārdnīca",
    file: "fails",
    date: "datums",
    function: "funkcija",
    symbol: "simbols",
  },
  // Accusative, after "Ievadiet derīgu".
  formats: {
    ...CODE_FORMATS,
    email: "e-pasta adresi",
    datetime: "ISO datumu un laiku",
    date: "ISO datumu",
    time: "ISO laiku",
    duration: "ISO ilgumu",
    ipv4: "IPv4 adresi",
    ipv6: "IPv6 adresi",
    mac: "MAC adresi",
    cidrv4: "IPv4 diapazonu",
    cidrv6: "IPv6 diapazonu",
    base64: "base64 kodētu tekstu",
    base64url: "base64url kodētu tekstu",
    json_string: "JSON tekstu",
    e164: "E.164 numuru",
    currency_code: "valūtas kodu",
    credit_card: "kredītkartes numuru",
  },
  // Nominative, the counted thing of "…m jāsatur"; the zero form (0, 10–20, 30 …) is the plural.
  units: {
    string: { one: "rakstzīme", other: "rakstzīmes" },
    file: { one: "baits", other: "baiti" },
    array: { one: "vienums", other: "vienumi" },
    set: { one: "vienums", other: "vienumi" },
    map: { one: "ieraksts", other: "ieraksti" },
  },
  invalidType: (expected, received) => `Nederīgs tips: vajadzīgs ${expected}, bet saņemts ${received}`,
  instanceOf: (className, received) => `Nederīgs tips: vajadzīga ${className} instance, bet saņemts ${received}`,
  invalidValue: (value) => `Nederīga vērtība: gaidīta ${value}`,
  invalidOption: (values) => `Nederīga izvēle: izvēlieties vienu no vērtībām ${values}`,
  tooBig: ({ origin, bound, value, unit }) => {
    const [what, feminine] = LV_SUBJECTS[origin] ?? ["vērtībai", true];
    const start = origin === "string" ? "Par garu" : "Par lielu";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} jāsatur tieši ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} jāsatur ne vairāk kā ${value} ${unit}`;
      return `${start}: ${what} jāsatur mazāk nekā ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} jābūt tieši ${value}`;
    if (bound === "inclusive") return `${start}: ${what} jābūt ne ${feminine ? "lielākai" : "lielākam"} par ${value}`;
    return `${start}: ${what} jābūt ${feminine ? "mazākai" : "mazākam"} par ${value}`;
  },
  tooSmall: ({ origin, bound, value, unit }) => {
    const [what, feminine] = LV_SUBJECTS[origin] ?? ["vērtībai", true];
    const start = origin === "string" ? "Par īsu" : "Par mazu";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} jāsatur tieši ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} jāsatur vismaz ${value} ${unit}`;
      return `${start}: ${what} jāsatur vairāk nekā ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} jābūt tieši ${value}`;
    if (bound === "inclusive") return `${start}: ${what} jābūt vismaz ${value}`;
    return `${start}: ${what} jābūt ${feminine ? "lielākai" : "lielākam"} par ${value}`;
  },
  invalidFormat: (format) => (format ? `Nederīgs formāts: ievadiet derīgu ${format}` : "Nederīga ievade"),
  startsWith: (prefix) => `Nederīgs teksts: tam jāsākas ar "${prefix}"`,
  endsWith: (suffix) => `Nederīgs teksts: tam jābeidzas ar "${suffix}"`,
  includes: (text) => `Nederīgs teksts: tam jāsatur "${text}"`,
  regex: (pattern) => `Nederīgs teksts: tam jāatbilst šablonam ${pattern}`,
  notMultipleOf: (divisor) => `Nederīgs skaitlis: tam jādalās ar ${divisor} bez atlikuma`,
  unrecognizedKeys: (keys, count) => `${count === 1 ? "Nezināma atslēga" : "Nezināmas atslēgas"}: ${keys}`,
  invalidKey: (origin) => `Nederīga atslēga ${origin === "map" ? "vārdnīcā" : "objektā"}`,
  invalidElement: (origin) => `Nederīga vērtība ${origin === "map" ? "vārdnīcā" : "kopā"}`,
  invalidDiscriminator: (options) => `Nederīga diskriminatora vērtība: gaidīta ${options}`,
  ambiguousUnion: "Nederīga ievade: atbilst vairāk nekā vienam variantam",
  invalidInput: "Nederīga ievade",
});

/** The measured thing in the nominative, and the comparative's ending for its gender (мањи, мања). */
const SR_SUBJECTS: Readonly<Record<string, readonly [string, string]>> = {
  string: ["текст", "и"],
  number: ["број", "и"],
  int: ["број", "и"],
  bigint: ["број", "и"],
  date: ["датум", "и"],
  array: ["низ", "и"],
  set: ["скуп", "и"],
  map: ["мапа", "а"],
  file: ["датотека", "а"],
};

/** Serbian in Cyrillic, as the sr-SP catalogue is written ("Мора бити …", "Може имати највише … знакова"). */
export const sr = locale({
  locale: "sr",
  types: {
    nan: "NaN",
    string: "текст",
    number: "број",
    boolean: "логичка вредност",
    array: "низ",
    object: "објекат",
    set: "скуп",
    map: "мапа",
    file: "датотека",
    date: "датум",
    function: "функција",
    symbol: "симбол",
  },
  formats: {
    ...CODE_FORMATS,
    email: "адреса е-поште",
    datetime: "ISO датум и време",
    date: "ISO датум",
    time: "ISO време",
    duration: "ISO трајање",
    ipv4: "IPv4 адреса",
    ipv6: "IPv6 адреса",
    mac: "MAC адреса",
    cidrv4: "IPv4 опсег",
    cidrv6: "IPv6 опсег",
    base64: "текст кодиран у base64",
    base64url: "текст кодиран у base64url",
    json_string: "JSON текст",
    e164: "E.164 број",
    currency_code: "код валуте",
    credit_card: "број кредитне картице",
  },
  units: {
    string: { one: "знак", few: "знака", other: "знакова" },
    file: { one: "бајт", few: "бајта", other: "бајтова" },
    array: { one: "ставку", few: "ставке", other: "ставки" },
    set: { one: "ставку", few: "ставке", other: "ставки" },
    map: { one: "унос", few: "уноса", other: "уноса" },
  },
  invalidType: (expected, received) => `Неисправан унос: тип треба да буде ${expected}, а не ${received}`,
  instanceOf: (className, received) => `Неисправан унос: треба да буде инстанца класе ${className}, а не ${received}`,
  invalidValue: (value) => `Неисправна вредност: мора бити ${value}`,
  invalidOption: (values) => `Неисправан избор: мора бити једно од ${values}`,
  tooBig: ({ origin, bound, value, unit }) => {
    const [what, ending] = SR_SUBJECTS[origin] ?? ["вредност", "а"];
    const start = origin === "string" ? "Предугачко" : "Превелико";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} мора имати тачно ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} може имати највише ${value} ${unit}`;
      return `${start}: ${what} мора имати мање од ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} мора бити тачно ${value}`;
    if (bound === "inclusive") return `${start}: ${what} може бити највише ${value}`;
    return `${start}: ${what} мора бити мањ${ending} од ${value}`;
  },
  tooSmall: ({ origin, bound, value, unit }) => {
    const [what, ending] = SR_SUBJECTS[origin] ?? ["вредност", "а"];
    const start = origin === "string" ? "Прекратко" : "Премало";
    if (unit) {
      if (bound === "exact") return `${start}: ${what} мора имати тачно ${value} ${unit}`;
      if (bound === "inclusive") return `${start}: ${what} мора имати најмање ${value} ${unit}`;
      return `${start}: ${what} мора имати више од ${value} ${unit}`;
    }
    if (bound === "exact") return `${start}: ${what} мора бити тачно ${value}`;
    if (bound === "inclusive") return `${start}: ${what} мора бити најмање ${value}`;
    return `${start}: ${what} мора бити већ${ending} од ${value}`;
  },
  invalidFormat: (format) => (format ? `Неисправан формат: мора бити ${format}` : "Неисправан унос"),
  startsWith: (prefix) => `Неисправан текст: мора почињати са „${prefix}“`,
  endsWith: (suffix) => `Неисправан текст: мора се завршавати са „${suffix}“`,
  includes: (text) => `Неисправан текст: мора садржати „${text}“`,
  regex: (pattern) => `Неисправан текст: мора одговарати обрасцу ${pattern}`,
  notMultipleOf: (divisor) => `Неисправан број: мора бити дељив са ${divisor}`,
  unrecognizedKeys: (keys, count) => `${count === 1 ? "Непознат кључ" : "Непознати кључеви"}: ${keys}`,
  invalidKey: (origin) => `Неисправан кључ ${origin === "map" ? "у мапи" : "у објекту"}`,
  invalidElement: (origin) => `Неисправна вредност ${origin === "map" ? "у мапи" : "у скупу"}`,
  invalidDiscriminator: (options) => `Неисправна вредност дискриминатора: мора бити ${options}`,
  ambiguousUnion: "Неисправан унос: одговара више од једне опције",
  invalidInput: "Неисправан унос",
});
