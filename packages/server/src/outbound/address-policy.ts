import net from "node:net";

/**
 * Where an address lies: the internet, a LAN of the server's own (private ranges), the server
 * itself (loopback), a link-local segment, or nowhere a fetch may ever go (forbidden).
 */
export type AddressClass = "public" | "private" | "loopback" | "link-local" | "forbidden";

/**
 * How far a fetch may reach: "public" only the internet; "lan" also private networks (a household's
 * own servers) but never the server itself or link-local neighbours; "local" every non-forbidden
 * address, loopback and link-local included (SCRAPER_ALLOW_PRIVATE_NETWORK, tests).
 */
export type NetworkReach = "public" | "lan" | "local";

function blockList(ipv4: string[], ipv6: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const cidr of ipv4) {
    const [address = "", bits] = cidr.split("/");
    list.addSubnet(address, Number(bits), "ipv4");
  }
  for (const cidr of ipv6) {
    const [address = "", bits] = cidr.split("/");
    list.addSubnet(address, Number(bits), "ipv6");
  }
  return list;
}

/** The server itself. */
const loopbackRanges = blockList(["127.0.0.0/8"], ["::1/128"]);

/** Neighbours without a configured address (and the home of several metadata services). */
const linkLocalRanges = blockList(["169.254.0.0/16"], ["fe80::/10"]);

/** Networks of the server's own site: a household's other machines live here. */
const privateRanges = blockList(
  [
    "10.0.0.0/8",
    "172.16.0.0/12",
    "192.168.0.0/16",
    "100.64.0.0/10", // carrier-grade NAT
    "198.18.0.0/15", // benchmarking networks, used by some private set-ups
  ],
  [
    "fc00::/7", // unique local
    "fec0::/10", // the old site-local range
  ],
);

/**
 * Addresses that are never a web server worth fetching from, whatever the configuration: nowhere,
 * everyone, documentation ranges, and the cloud metadata services (which hand out credentials).
 */
const forbiddenRanges = blockList(
  [
    "0.0.0.0/8", // "this network", 0.0.0.0 reaches the local host on Linux
    "169.254.169.254/32", // cloud instance metadata
    "192.0.0.0/24", // IETF protocol assignments
    "192.0.2.0/24",
    "198.51.100.0/24",
    "203.0.113.0/24",
    "224.0.0.0/4", // multicast
    "240.0.0.0/4", // reserved, and the broadcast address
  ],
  [
    "::/128", // unspecified
    "fd00:ec2::254/128", // AWS metadata over IPv6
    "ff00::/8", // multicast
    "2001:db8::/32", // documentation
    "100::/64", // discard-only
  ],
);

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64 or 6to4 forms), if any. */
export function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const fromGroups = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the deprecated compatible form; not :: or ::1)
  if (zeros(0, 5) && (groups[5] === 0xffff || (groups[5] === 0 && (groups[6] !== 0 || (groups[7] ?? 0) > 1)))) {
    return fromGroups(groups[6] ?? 0, groups[7] ?? 0);
  }
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return fromGroups(groups[6] ?? 0, groups[7] ?? 0);
  // 2002:AABB:CCDD::/48, 6to4
  if (groups[0] === 0x2002) return fromGroups(groups[1] ?? 0, groups[2] ?? 0);
  return null;
}

/** The eight 16-bit groups of an IPv6 address, dotted IPv4 tails included; null when it is not one. */
function expandIpv6(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array.from({ length: Math.max(missing, 0) }, () => 0), ...back];
}

/** Sorts an IP address into the classes above. */
export function classifyAddress(address: string): AddressClass {
  const family = net.isIP(address);
  if (family === 0) return "forbidden";
  if (family === 6) {
    const ipv4 = embeddedIpv4(address);
    if (ipv4) return classifyAddress(ipv4);
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  if (forbiddenRanges.check(address, type)) return "forbidden";
  if (loopbackRanges.check(address, type)) return "loopback";
  if (linkLocalRanges.check(address, type)) return "link-local";
  if (privateRanges.check(address, type)) return "private";
  return "public";
}

/** Whether the server may connect to `address` when fetches may go as far as `reach`. */
export function isReachable(address: string, reach: NetworkReach): boolean {
  switch (classifyAddress(address)) {
    case "public":
      return true;
    case "private":
      return reach !== "public";
    case "loopback":
    case "link-local":
      return reach === "local";
    case "forbidden":
      return false;
  }
}
