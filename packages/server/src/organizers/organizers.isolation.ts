import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { collectionProbes } from "../test-support/isolation-world.js";

/** Categories, tags and tools: Alice files hers, Bob aims every route at them. */
export function organizerIsolationProbes(w: IsolationWorld): Probes {
  function organizerProbes(kind: "categories" | "tags" | "tools", slugParam: string): Probes {
    const base = `/api/organizers/${kind}`;
    const probes: Probes = {
      ...collectionProbes(w, base),
      [`GET ${base}/slug/:${slugParam}`]: async () => {
        const item = await w.alphaItem(base);
        const response = await w.asBob.get(`${base}/slug/${item.slug}`);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(item.id);
      },
    };
    if (kind !== "tools") {
      probes[`GET ${base}/empty`] = async () => {
        const item = await w.alphaItem(base);
        const response = await w.asBob.get(`${base}/empty`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(item.id);
        w.expectNoAlphaData(response.body);
      };
    }
    return probes;
  }
  return {
    ...organizerProbes("categories", "category_slug"),
    ...organizerProbes("tags", "tag_slug"),
    ...organizerProbes("tools", "tool_slug"),
  };
}
