import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Seeding: Bob seeds his own group; Alpha's foods, units and labels stay as they were. */
export function seederIsolationProbes(w: IsolationWorld): Probes {
  const probe = (kind: "foods" | "units" | "labels", list: string) => async () => {
    const before = (await w.asAlice.get(`${list}?perPage=-1`)).json().total;
    const response = await w.asBob.post(`/api/groups/seeders/${kind}`, { locale: "en-US" });
    expect(response.statusCode).toBe(200);
    w.expectNoAlphaData(response.body);
    expect((await w.asAlice.get(`${list}?perPage=-1`)).json().total).toBe(before);
    expect((await w.asBob.get(`${list}?perPage=-1`)).json().total).toBeGreaterThan(0);
  };
  return {
    "POST /api/groups/seeders/foods": probe("foods", "/api/foods"),
    "POST /api/groups/seeders/units": probe("units", "/api/units"),
    "POST /api/groups/seeders/labels": probe("labels", "/api/groups/labels"),
  };
}
