import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { collectionProbes } from "../test-support/isolation-world.js";

/** Foods, units and labels: Alice files hers, Bob aims every route at them. */
export function foodIsolationProbes(w: IsolationWorld): Probes {
  /** Bob can merge neither Alice's item into his own nor his into hers; both stay as they were. */
  function mergeProbe(base: string, from: string, to: string): Probes {
    return {
      [`PUT ${base}/merge`]: async () => {
        const alices = await w.alphaItem(base);
        const bobs = (await w.asBob.post(base, { name: `Bob's ${alices.name}` })).json();
        expect((await w.asBob.put(`${base}/merge`, { [from]: alices.id, [to]: bobs.id })).statusCode).toBe(404);
        expect((await w.asBob.put(`${base}/merge`, { [from]: bobs.id, [to]: alices.id })).statusCode).toBe(404);
        await w.expectAliceStillHas(`${base}/${alices.id}`, alices.name);
        expect((await w.asBob.get(`${base}/${bobs.id}`)).statusCode).toBe(200);
      },
    };
  }
  return {
    ...collectionProbes(w, "/api/foods"),
    ...mergeProbe("/api/foods", "fromFood", "toFood"),
    ...collectionProbes(w, "/api/units"),
    ...mergeProbe("/api/units", "fromUnit", "toUnit"),
    ...collectionProbes(w, "/api/groups/labels", { color: "#123456" }),
  };
}
