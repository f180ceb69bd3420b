import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Reports of background jobs are read and deleted in their group only. */
export function reportIsolationProbes(w: IsolationWorld): Probes {
  /** A finished bulk-import report of Alpha's with one entry; returns its id. */
  async function alphaReport(): Promise<string> {
    const report = await w.t.services.reports.start(w.alpha.id, "Alpha's import", "bulk_import");
    await report.add({ success: true, message: "Imported https://alpha.example.com/pie" });
    await report.finish();
    return report.id;
  }
  return {
    "GET /api/groups/reports": async () => {
      const report = await alphaReport();
      const response = await w.asBob.get("/api/groups/reports");
      expect(response.body).not.toContain(report);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/reports/:item_id": async () => {
      const response = await w.asBob.get(`/api/groups/reports/${await alphaReport()}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "DELETE /api/groups/reports/:item_id": async () => {
      const report = await alphaReport();
      expect((await w.asBob.delete(`/api/groups/reports/${report}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/reports/${report}`)).statusCode).toBe(200);
    },
  };
}
