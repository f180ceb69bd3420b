export function catalogueProgress(): Record<string, number>;
export const CATALOGUE_DIRS: Record<"web" | "server", string>;
export const SOURCE_LOCALE: string;
type Catalogue = { [key: string]: string | Catalogue };
interface Unit {
  base: string;
  plural: boolean;
  forms: Record<string, string>;
  text?: string;
}
export function readCatalogue(dir: string, locale: string): Catalogue;
export function catalogueLocales(dir: string): string[];
export function sourceUnits(source: Catalogue): Map<string, Unit>;
export function checkCatalogue(
  locale: string,
  catalogue: Catalogue,
  units: Map<string, Unit>,
): { errors: string[]; translated: number; total: number };
