/** Where an image address was found: the page's own recipe markup outranks the page-level meta tags. */
export type ImageSource = "recipe" | "meta";

export interface ImageCandidate {
  url: string;
  width: number | null;
  height: number | null;
  source: ImageSource;
}

const SOURCE_RANK: Record<ImageSource, number> = { recipe: 0, meta: 1 };
const ICON = /(?:^|[/_.-])(?:favicon|apple-touch-icon|logo|icon|sprite|avatar|gravatar)(?:[/_.-]|$)/i;
const SIZE_IN_NAME = /(?:^|[^\d])(\d{2,4})[x×](\d{2,4})(?:[^\d]|$)/;

/** The pixel size an image declares, or its address gives away ("-1200x800.jpg", "?w=1200&h=800"). */
function areaOf(candidate: ImageCandidate): number {
  if (candidate.width && candidate.height) return candidate.width * candidate.height;
  let width: number | null = null;
  let height: number | null = null;
  const inName = SIZE_IN_NAME.exec(candidate.url);
  if (inName) {
    width = Number(inName[1]);
    height = Number(inName[2]);
  }
  try {
    const params = new URL(candidate.url).searchParams;
    width = Number(params.get("w") ?? params.get("width") ?? "") || width;
    height = Number(params.get("h") ?? params.get("height") ?? "") || height;
  } catch {
    // The address was checked when the candidate was made; an odd one just has no size.
  }
  if (width && height) return width * height;
  if (width) return width * width;
  if (candidate.width) return candidate.width * candidate.width;
  return 0;
}

/**
 * Every candidate address ranked: the largest declared or visible pixel size, then the recipe's own
 * markup before meta tags, then https, then the earliest. Icons and logos are left out. Each
 * candidate's size is read once, so a gallery of thousands of images ranks in one sort.
 */
function ranked(candidates: ImageCandidate[]): ImageCandidate[] {
  const scored = candidates
    .map((candidate, order) => ({ candidate, order, area: areaOf(candidate) }))
    .filter(({ candidate }) => !ICON.test(new URL(candidate.url).pathname));
  scored.sort(
    (a, b) =>
      b.area - a.area ||
      SOURCE_RANK[a.candidate.source] - SOURCE_RANK[b.candidate.source] ||
      Number(b.candidate.url.startsWith("https:")) - Number(a.candidate.url.startsWith("https:")) ||
      a.order - b.order,
  );
  return scored.map(({ candidate }) => candidate);
}

/** Every candidate, best first, each address once: the import tries the next one when the best cannot be downloaded. */
export function rankedImages(candidates: ImageCandidate[]): string[] {
  return [...new Set(ranked(candidates).map((candidate) => candidate.url))];
}
