import slugify from "@sindresorhus/slugify";

/** The URL slug of a name: lower-case ASCII words joined by hyphens ("Crème Brûlée" -> "creme-brulee"). */
export function toSlug(name: string): string {
  return slugify(name, { decamelize: false });
}
