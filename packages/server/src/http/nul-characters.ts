import type { FastifyInstance } from "fastify";
import type { Text } from "../i18n/server-texts.js";
import { HttpError } from "./errors.js";

/**
 * PostgreSQL cannot store the NUL character in text (error 22021) while SQLite can: refusing it in
 * every input keeps the two engines alike and tells the client what is wrong instead of a 500.
 */

const NUL = "\u0000";

/** A value met on the walk, with the way back to the root (paths are built only for a find). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, last?: string): string[] {
  const reversed = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path (`["aliases", "0", "name"]`) of a string or object key under `value` that holds a NUL
 * character, or undefined. Walks with a stack of its own, so that deeply nested JSON cannot
 * exhaust the call stack.
 */
export function findNulCharacter(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: "", parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        pending.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return pathOf(visit, key);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** `value` with every NUL character removed from its strings and keys, for text from outside sources (web pages). */
export function withoutNulCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll(NUL, "") as T;
  if (Array.isArray(value)) return value.map(withoutNulCharacters) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.replaceAll(NUL, ""), withoutNulCharacters(item)]),
    ) as T;
  }
  return value;
}

/** The 400 for a NUL character, `where` saying where it was found. */
function nulCharacterError(where: Text): HttpError {
  return new HttpError(400, where.key, where.values);
}

/** Throws nulCharacterError when `value` holds a NUL character; `describe` says where from its path. */
export function refuseNulCharacters(value: unknown, describe: (path: string[]) => Text): void {
  const path = findNulCharacter(value);
  if (path) throw nulCharacterError(describe(path));
}

/**
 * Checks the query string, the path parameters and the parsed body of every request, before the
 * route's own validation. Multipart bodies are read by their routes (see http/multipart-form.ts).
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    refuseNulCharacters(request.query, ([name = ""]) => ({
      key: "errors.nulCharacter.queryParameter",
      values: { name },
    }));
    refuseNulCharacters(request.params, () => ({ key: "errors.nulCharacter.address" }));
    refuseNulCharacters(request.body, (path) =>
      path.length > 0
        ? { key: "errors.nulCharacter.bodyField", values: { field: path.join(".") } }
        : { key: "errors.nulCharacter.body" },
    );
  });
}
