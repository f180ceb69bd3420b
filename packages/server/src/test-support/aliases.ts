import { type Endpoint, endpoints } from "@larder/shared";
import type { Probes } from "./isolation-world.js";
import type { TestContext } from "./test-context.js";

/** Every alias of the endpoint table: `METHOD /alias` with the operation's own `METHOD /path`. */
export function aliasRoutes(): { route: string; primary: string; method: string; path: string; alias: string }[] {
  return Object.values(endpoints as Record<string, Endpoint>).flatMap((endpoint) =>
    (endpoint.aliases ?? []).map((alias) => ({
      route: `${endpoint.method} ${alias}`,
      primary: `${endpoint.method} ${endpoint.path}`,
      method: endpoint.method,
      path: endpoint.path,
      alias,
    })),
  );
}

/** A rewrite of concrete URLs of `method path` (`/api/groups/x/:id`) to the same call under `alias`. */
export function aliasRewrite(method: string, path: string, alias: string): (method: string, url: string) => string {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/:([a-z_]+)/gi, (_, name: string) => {
      names.push(name);
      return "([^/?]+)";
    })}(\\?.*)?$`,
  );
  return (sentMethod, url) => {
    const match = sentMethod === method ? pattern.exec(url) : null;
    if (!match) return url;
    const values = new Map(names.map((name, index) => [name, match[index + 1] as string]));
    return alias.replace(/:([a-z_]+)/gi, (_, name: string) => values.get(name) as string) + (match.at(-1) ?? "");
  };
}

/**
 * The probes of the aliases: each runs its operation's own probe with that operation's requests sent
 * to the alias instead, so that the same checks hold of the alias.
 */
export function aliasProbes(t: TestContext, probes: Probes): Probes {
  const result: Probes = {};
  for (const { route, primary, method, path, alias } of aliasRoutes()) {
    const probe = probes[primary];
    if (!probe) continue;
    result[route] = async () => {
      t.rewriteUrl = aliasRewrite(method, path, alias);
      try {
        await probe();
      } finally {
        t.rewriteUrl = undefined;
      }
    };
  }
  return result;
}
