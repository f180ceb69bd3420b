import type { CheerioAPI } from "cheerio";
import { readCookingCircle } from "./cooking-circle.js";
import { readDagelijkseKost } from "./dagelijkse-kost.js";
import { readGourmetTraveller } from "./gourmet-traveller.js";
import { readHogarmania } from "./hogarmania.js";
import { readMagimix } from "./magimix.js";
import { readMollyBaz } from "./mollybaz.js";
import { readOwenHan } from "./owen-han.js";
import { readPicnic } from "./picnic.js";
import { readRecipeCard } from "./recipe-card.js";
import type { SiteFields, SitePage, SiteReader } from "./site-reader.js";
import { readSpisBedre } from "./spisbedre.js";
import { readSunset } from "./sunset.js";

export type { SiteFields } from "./site-reader.js";

/** Hosts (without "www.") whose own layout a reader knows; a host also covers its subdomains. */
const READERS: { hosts: string[]; read: SiteReader }[] = [
  {
    hosts: ["acouplecooks.com", "carriesexperimentalkitchen.com", "culinaryhill.com", "simplegreensmoothies.com"],
    read: readRecipeCard({ ingredients: true }),
  },
  { hosts: ["madamecuisine.de"], read: readRecipeCard({ ingredients: true, steps: true }) },
  { hosts: ["sundaysuppermovement.com"], read: readRecipeCard({ steps: true }) },
  { hosts: ["picnic.app"], read: readPicnic },
  { hosts: ["spisbedre.dk"], read: readSpisBedre },
  { hosts: ["mollybaz.com"], read: readMollyBaz },
  { hosts: ["magimix.com"], read: readMagimix },
  { hosts: ["sunset.com"], read: readSunset },
  { hosts: ["gourmettraveller.com.au"], read: readGourmetTraveller },
  { hosts: ["dagelijksekost.vrt.be"], read: readDagelijkseKost },
  { hosts: ["hogarmania.com"], read: readHogarmania },
  { hosts: ["owen-han.com"], read: readOwenHan },
  // Ninja's recipe site, served under both names.
  { hosts: ["cookingcircle.com", "ninjatestkitchen.eu"], read: readCookingCircle },
];

const hostOf = (address: string | null | undefined): string | null => {
  if (!address) return null;
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

/**
 * The host a page comes from: its own address when known (a fetched page), else the canonical or
 * og:url link it declares (pasted HTML).
 */
export function pageHost($: CheerioAPI, pageUrl: string | null): string | null {
  return (
    hostOf(pageUrl) ??
    hostOf($('link[rel="canonical" i]').attr("href")) ??
    hostOf($('meta[property="og:url" i]').attr("content"))
  );
}

/**
 * Which host-specific readers may be used, given the hosts each is written for. The app uses them
 * all; the scraper bench turns them off, or keeps only other hosts' ones, to measure what an unknown
 * site gets from generic reading alone.
 */
export type SiteReaderFilter = (readerHosts: readonly string[]) => boolean;

const everyReader: SiteReaderFilter = () => true;

/** The reader for a host, if one knows its layout (and the filter allows it). */
export function siteReaderFor(host: string | null, allowed: SiteReaderFilter = everyReader): SiteReader | null {
  if (!host) return null;
  const entry = READERS.find(({ hosts }) => hosts.some((known) => host === known || host.endsWith(`.${known}`)));
  return entry && allowed(entry.hosts) ? entry.read : null;
}

/** The fields the page's own site reader overrides; empty when no (allowed) reader knows the host. */
export function readSiteFields(page: SitePage, pageUrl: string | null, allowed?: SiteReaderFilter): SiteFields {
  const read = siteReaderFor(pageHost(page.$, pageUrl), allowed);
  return read ? read(page) : {};
}
