import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../services.js";
import { deflatedEntry, type HandmadeEntry, handmadeZip } from "../test-support/handmade-zips.js";
import { multipartFile } from "../test-support/multipart.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { onPostgresServer, testEngine } from "../test-support/test-database.js";
import { DERIVED_COLUMNS, isBackedUp, listTables, readRows } from "./database-tables.js";
import { SimulatedCrash } from "./restore.js";
import { listDataFiles } from "./stored-files.js";

const t = useTestContext();
let admin: Member;
let cook: Member;

function form(parts: ({ field: string; value: string } | { field: string; file: Buffer; filename: string })[]) {
  const boundary = "----larder-backup-test";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      "file" in part
        ? Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            part.file,
            Buffer.from("\r\n"),
          ])
        : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** A group with one of everything a household keeps, made through the API. */
async function fillGroup(caller: ReturnType<typeof t.as>, member: Member): Promise<string> {
  const category = ok(await caller.post("/api/organizers/categories", { name: "Breakfast" })).json();
  const tag = ok(await caller.post("/api/organizers/tags", { name: "Quick" })).json();
  const tool = ok(await caller.post("/api/organizers/tools", { name: "Pan" })).json();
  const label = ok(await caller.post("/api/groups/labels", { name: "Dairy" })).json();
  const food = ok(await caller.post("/api/foods", { name: "milk", labelId: label.id })).json();
  const unit = ok(await caller.post("/api/units", { name: "cup", abbreviation: "c" })).json();
  const slug = ok(await caller.post("/api/recipes", { name: "Crêpes du dimanche" })).json();
  const recipe = ok(await caller.get(`/api/recipes/${slug}`)).json();
  ok(
    await caller.put(`/api/recipes/${slug}`, {
      ...recipe,
      description: "Thin pancakes",
      recipeCategory: [category],
      tags: [tag],
      tools: [tool],
      recipeIngredient: [{ quantity: 1.5, unit, food, note: "cold", display: "" }],
      recipeInstructions: [{ text: "Whisk and fry." }],
      notes: [{ title: "Tip", text: "Rest the batter." }],
    }),
  );
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c08040" } })
    .png()
    .toBuffer();
  ok(await caller.upload(`/api/recipes/${slug}/image`, multipartFile("image", "a.png", png, "image/png"), "PUT"));
  ok(
    await caller.upload(
      `/api/recipes/${slug}/assets`,
      form([
        { field: "name", value: "Card" },
        { field: "icon", value: "mdi-file" },
        { field: "extension", value: "txt" },
        { field: "file", file: Buffer.from("grandma's card"), filename: "card.txt" },
      ]),
    ),
  );
  ok(await caller.upload(`/api/users/${member.id}/image`, multipartFile("profile", "me.png", png, "image/png")));
  ok(await caller.post("/api/comments", { recipeId: recipe.id, text: "Lovely" }));
  ok(
    await caller.post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "Made it",
      eventType: "comment",
    }),
  );
  ok(await caller.post(`/api/users/${member.id}/ratings/${slug}`, { rating: 4 }));
  ok(await caller.post(`/api/users/${member.id}/favorites/${slug}`, {}));
  ok(await caller.post("/api/groups/cookbooks", { name: "Mornings", categories: [category] }));
  ok(await caller.post("/api/groups/mealplans", { date: "2030-01-02", entryType: "dinner", recipeId: recipe.id }));
  const list = ok(await caller.post("/api/groups/shopping/lists", { name: "Saturday" })).json();
  ok(await caller.post("/api/groups/shopping/items", { shoppingListId: list.id, note: "eggs" }));
  ok(await caller.post("/api/groups/events/notifications", { name: "Phone", appriseUrl: "json://127.0.0.1:9/x" }));
  return slug;
}

/** Every backed-up table's rows (derived columns aside) and every stored file's digest. */
async function contentsOf(
  services: Services,
): Promise<{ rows: Record<string, unknown[]>; files: Record<string, string> }> {
  const { db, engine } = services.database;
  const rows: Record<string, unknown[]> = {};
  for (const table of await listTables(db, engine)) {
    if (!isBackedUp(table.name)) continue;
    const all: unknown[] = [];
    for await (const batch of readRows(db, table, 5000)) {
      for (const row of batch) {
        for (const column of DERIVED_COLUMNS[table.name] ?? []) delete row[column];
        all.push(row);
      }
    }
    rows[table.name] = all;
  }
  // The report a restore keeps of itself is the one thing it adds.
  const restoreReports = new Set(
    (rows.group_reports ?? [])
      .filter((row) => (row as { category: string }).category === "restore")
      .map((row) => (row as { id: string }).id),
  );
  rows.group_reports = (rows.group_reports ?? []).filter((row) => !restoreReports.has((row as { id: string }).id));
  rows.group_report_entries = (rows.group_report_entries ?? []).filter(
    (row) => !restoreReports.has((row as { report_id: string }).report_id),
  );
  const files: Record<string, string> = {};
  for (const file of await listDataFiles(services.config.dataDir)) {
    files[file.path] = createHash("sha256")
      .update(fs.readFileSync(path.join(services.config.dataDir, file.path)))
      .digest("hex");
  }
  return { rows, files };
}

async function createBackup(): Promise<string> {
  ok(await t.as(admin).post("/api/admin/backups", {}));
  const list = ok(await t.as(admin).get("/api/admin/backups")).json();
  return list.imports[0].name;
}

async function upload(caller: Member, name: string, content: Buffer) {
  return t.as(caller).upload("/api/admin/backups/upload", multipartFile("archive", name, content, "application/zip"));
}

beforeAll(async () => {
  admin = await t.defaultAdmin();
  cook = await t.newMember({ group: "default", canOrganize: true, canManage: true, advanced: true });
  await fillGroup(t.as(cook), cook);
});

describe("backups", () => {
  it("lists, downloads through a file token and deletes a backup", async () => {
    const name = await createBackup();
    expect(name).toMatch(/^larder_\d{4}\.\d\d\.\d\d\.\d\d\.\d\d\.\d\d( \(\d+\))?\.zip$/);
    const list = ok(await t.as(admin).get("/api/admin/backups")).json();
    expect(list.templates).toEqual([]);
    expect(list.imports[0]).toEqual({
      name,
      date: expect.any(String),
      size: expect.stringMatching(/\d (bytes|KB|MB)$/),
    });
    const { fileToken } = ok(await t.as(admin).get(`/api/admin/backups/${encodeURIComponent(name)}`)).json();
    const download = await t.anonymous.get(`/api/utils/download?token=${fileToken}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe("PK");
    ok(await t.as(admin).delete(`/api/admin/backups/${encodeURIComponent(name)}`));
    expect((await t.as(admin).get(`/api/admin/backups/${encodeURIComponent(name)}`)).statusCode).toBe(404);
  });

  it("refuses names that are paths", async () => {
    for (const name of ["..%2F.secret", "a%2Fb.zip", ".hidden.zip", "x.txt"]) {
      const response = await t.as(admin).get(`/api/admin/backups/${name}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it("restores every table and file as they were, and ends every session", async () => {
    const before = await contentsOf(t.services);
    expect(before.rows.recipe_ingredients?.length).toBeGreaterThan(0);
    expect(Object.keys(before.files).some((file) => file.includes("/assets/"))).toBe(true);
    const name = await createBackup();

    // Changes made after the backup, which the restore must undo.
    const slug = ok(await t.as(cook).post("/api/recipes", { name: "Made later" })).json();
    const recipes = ok(await t.as(cook).get("/api/recipes?perPage=-1")).json();
    for (const recipe of recipes.items) ok(await t.as(cook).delete(`/api/recipes/${recipe.slug}`));
    fs.writeFileSync(path.join(t.config.dataDir, "groups", "stray.txt"), "stray");

    const restored = await t.as(admin).post(`/api/admin/backups/${encodeURIComponent(name)}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await contentsOf(t.services)).toEqual(before);
    expect((await t.as(admin).get("/api/users/self")).statusCode).toBe(401);
    t.forgetSessions();

    // The report counts what came in per kind; a Larder backup leaves nothing out.
    const result = restored.json();
    const count = (kind: string) => result.restored.find((item: { kind: string }) => item.kind === kind)?.count;
    for (const [kind, table] of [
      ["users", "users"],
      ["recipes", "recipes"],
      ["foods", "foods"],
      ["units", "units"],
      ["labels", "labels"],
      ["cookbooks", "cookbooks"],
      ["comments", "recipe_comments"],
      ["timelineEvents", "timeline_events"],
      ["ratings", "user_ratings"],
      ["mealPlans", "meal_plan_entries"],
      ["shoppingLists", "shopping_lists"],
    ] as const) {
      expect(count(kind), kind).toBe(before.rows[table]?.length);
      expect(count(kind), kind).toBeGreaterThan(0);
    }
    expect(count("files")).toBe(Object.keys(before.files).length);
    expect(result.leftOut).toEqual([]);
    // …and is kept among the reports of the restoring administrator's group.
    const adminHeaders = await signIn(t.app);
    const reports = (
      await t.app.inject({ url: "/api/groups/reports?report_type=restore", headers: adminHeaders })
    ).json();
    expect(reports.map((report: { id: string }) => report.id)).toEqual(result.reportIds);
    const report = (
      await t.app.inject({ url: `/api/groups/reports/${result.reportIds[0]}`, headers: adminHeaders })
    ).json();
    expect(report).toMatchObject({ category: "restore", status: "success", name: `Restore of ${name}` });
    expect(report.entries.map((entry: { message: string }) => entry.message)).toContain(
      `Restored recipes: ${before.rows.recipes?.length}`,
    );

    const headers = await signIn(t.app, cook.username, cook.password);
    const found = await t.app.inject({ url: "/api/recipes?search=dimanche", headers });
    expect(found.json().items.map((item: { name: string }) => item.name)).toEqual(["Crêpes du dimanche"]);
    expect((await t.app.inject({ url: `/api/recipes/${slug}`, headers })).statusCode).toBe(404);
    const backups = (await t.app.inject({ url: "/api/admin/backups", headers: await signIn(t.app) })).json();
    expect(backups.imports.some((file: { name: string }) => file.name.startsWith("larder_before-restore_"))).toBe(true);
  });
});

describe("bad archives leave the data as it was", () => {
  let good: Buffer;

  beforeAll(async () => {
    const name = await createBackup();
    good = fs.readFileSync(path.join(t.config.dataDir, "backups", name));
  });

  async function refusedWithOldData(name: string, content: Buffer, message?: RegExp) {
    const before = await contentsOf(t.services);
    const uploaded = await upload(admin, name, content);
    if (uploaded.statusCode === 200) {
      const restored = await t.as(admin).post(`/api/admin/backups/${encodeURIComponent(name)}/restore`, {});
      expect(restored.statusCode, restored.body).toBe(400);
      if (message) expect(restored.json().detail.message).toMatch(message);
    } else {
      expect(uploaded.statusCode, uploaded.body).toBe(400);
      if (message) expect(uploaded.json().detail.message).toMatch(message);
    }
    expect(await contentsOf(t.services)).toEqual(before);
    expect((await t.as(admin).get("/api/users/self")).statusCode).toBe(200);
  }

  /** The good backup's entries, changed by `edit`, zipped again. */
  async function rezipped(edit: (entries: Record<string, Uint8Array>) => void): Promise<Buffer> {
    const { ZipReader } = await import("../exports/zip.js");
    const reader = await ZipReader.fromBuffer(good, 65535);
    const entries: Record<string, Uint8Array> = {};
    for (const entry of reader.entries) entries[entry.name] = await reader.read(entry.name);
    edit(entries);
    return Buffer.from(zipSync(entries));
  }

  it("refuses a file that is no zip", async () => {
    await refusedWithOldData("corrupt.zip", Buffer.from("this is not a zip at all"), /not a zip/);
  });

  it("refuses a truncated archive", async () => {
    await refusedWithOldData("truncated.zip", good.subarray(0, Math.floor(good.length / 2)));
  });

  it("refuses an entry whose path leaves the folder", async () => {
    const entries: HandmadeEntry[] = [
      deflatedEntry("larder-backup.json", Buffer.from("{}")),
      deflatedEntry("../evil.txt", Buffer.from("x")),
    ];
    await refusedWithOldData("dotdot.zip", handmadeZip(entries), /leaves/);
  });

  it("refuses a symbolic link", async () => {
    const link = { ...deflatedEntry("data/groups/link", Buffer.from("/etc/passwd")), symlink: true };
    const zip = handmadeZip([deflatedEntry("larder-backup.json", Buffer.from("{}")), link]);
    // Marks the second entry of the central directory as a Unix symbolic link.
    const directory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt8(3, directory + 5);
    zip.writeUInt32LE((0o120777 << 16) >>> 0, directory + 38);
    await refusedWithOldData("symlink.zip", zip, /symbolic link/);
  });

  it("refuses a file whose checksum does not match", async () => {
    const content = await rezipped((entries) => {
      const name = Object.keys(entries).find((entry) => entry.startsWith("tables/recipes/")) ?? "";
      entries[name] = Buffer.from(
        `${Buffer.from(entries[name] ?? [])
          .toString()
          .replace("Thin", "Thiq")}`,
      );
    });
    await refusedWithOldData("checksum.zip", content, /SHA-256/);
  });

  it("refuses a backup of a newer schema", async () => {
    const content = await rezipped((entries) => {
      const manifest = JSON.parse(Buffer.from(entries["larder-backup.json"] ?? []).toString());
      entries["larder-backup.json"] = Buffer.from(JSON.stringify({ ...manifest, schemaVersion: "9999-future" }));
    });
    await refusedWithOldData("newer.zip", content, /newer than this server/);
  });

  it("refuses rows that do not fit the tables", async () => {
    const content = await rezipped((entries) => {
      const name = Object.keys(entries).find((entry) => entry.startsWith("tables/recipes/")) ?? "";
      const changed = Buffer.from(
        Buffer.from(entries[name] ?? [])
          .toString()
          .replace('"name":', '"no_such_column":1,"name":'),
      );
      entries[name] = changed;
      const manifest = JSON.parse(Buffer.from(entries["larder-backup.json"] ?? []).toString());
      manifest.files[name] = { size: changed.length, sha256: createHash("sha256").update(changed).digest("hex") };
      entries["larder-backup.json"] = Buffer.from(JSON.stringify(manifest));
    });
    await refusedWithOldData("columns.zip", content, /no column no_such_column/);
  });

  it("refuses an archive over the size limit", async () => {
    const small = await createTestApp({ env: { BACKUP_MAX_MB: "1" } });
    try {
      const big = await rezipped((entries) => {
        entries["data/groups/big.bin"] = new Uint8Array(2 * 1024 * 1024);
        const manifest = JSON.parse(Buffer.from(entries["larder-backup.json"] ?? []).toString());
        manifest.files["data/groups/big.bin"] = {
          size: 2 * 1024 * 1024,
          sha256: createHash("sha256")
            .update(new Uint8Array(2 * 1024 * 1024))
            .digest("hex"),
        };
        entries["larder-backup.json"] = Buffer.from(JSON.stringify(manifest));
      });
      const folder = path.join(small.config.dataDir, "backups");
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "big.zip"), big);
      const headers = await signIn(small.app);
      const restored = await small.app.inject({ method: "POST", url: "/api/admin/backups/big.zip/restore", headers });
      expect(restored.statusCode, restored.body).toBe(400);
      expect(restored.json().detail.message).toMatch(/more than 1 MiB/);
    } finally {
      await small.close();
    }
  });
});

describe("a restore interrupted by a crash", () => {
  for (const step of ["staged", "files-staged", "committed"] as const) {
    it(`leaves ${step === "committed" ? "the new" : "the old"} data whole when the process dies once ${step}`, async () => {
      const original = await contentsOf(t.services);
      const name = await createBackup();
      ok(await t.as(cook).post("/api/recipes", { name: `After the backup ${step}` }));
      fs.mkdirSync(path.join(t.config.dataDir, "users", "later"), { recursive: true });
      fs.writeFileSync(path.join(t.config.dataDir, "users", "later", "note.txt"), "later");
      const changed = await contentsOf(t.services);

      t.services.backups.afterRestoreStep = (at) => {
        if (at === step) throw new SimulatedCrash(at);
      };
      const restored = await t.as(admin).post(`/api/admin/backups/${encodeURIComponent(name)}/restore`, {});
      expect(restored.statusCode).toBe(500);
      await t.restart();
      t.forgetSessions();
      const after = await contentsOf(t.services);
      expect(after).toEqual(step === "committed" ? original : changed);
      expect(fs.readdirSync(path.join(t.config.dataDir, "backups")).filter((file) => file.startsWith("."))).toEqual([]);
      // The next test starts from the data as it was at its start.
      if (step !== "committed") {
        const again = await t.as(admin).post(`/api/admin/backups/${encodeURIComponent(name)}/restore`, {});
        expect(again.statusCode, again.body).toBe(200);
        t.forgetSessions();
      }
    });
  }
});

describe("across engines", () => {
  it.runIf(testEngine() === "sqlite" ? onPostgresServer() || Boolean(process.env.TEST_POSTGRES_URL) : true)(
    "restores a backup made on one engine on the other",
    async () => {
      const name = await createBackup();
      const before = await contentsOf(t.services);
      const other = testEngine() === "sqlite" ? "postgres" : "sqlite";
      const saved = process.env.TEST_DB_ENGINE;
      process.env.TEST_DB_ENGINE = other;
      let target: TestApp | undefined;
      try {
        target = await createTestApp();
      } finally {
        process.env.TEST_DB_ENGINE = saved;
      }
      try {
        expect(target.services.database.engine).toBe(other);
        const folder = path.join(target.config.dataDir, "backups");
        fs.mkdirSync(folder, { recursive: true });
        fs.copyFileSync(path.join(t.config.dataDir, "backups", name), path.join(folder, name));
        const restored = await target.app.inject({
          method: "POST",
          url: `/api/admin/backups/${encodeURIComponent(name)}/restore`,
          headers: await signIn(target.app),
        });
        expect(restored.statusCode, restored.body).toBe(200);
        expect(await contentsOf(target.services)).toEqual(before);
        const headers = await signIn(target.app, cook.username, cook.password);
        const found = await target.app.inject({ url: "/api/recipes?search=dimanche", headers });
        expect(found.json().items.map((item: { name: string }) => item.name)).toEqual(["Crêpes du dimanche"]);
      } finally {
        await target.close();
      }
    },
  );
});

describe("automatic backups", () => {
  it("makes one a day through the job runner and keeps the last BACKUP_KEEP", async () => {
    const larder = await createTestApp({ env: { BACKUP_KEEP: "2", BACKUP_SCHEDULE_TIME: "03:30" } });
    try {
      for (const day of ["2030-03-01", "2030-03-02", "2030-03-03"]) {
        const outcomes = await larder.services.jobs.runDue(new Date(`${day}T12:00:00`));
        expect(outcomes.find((outcome) => outcome.job === "daily-backup")?.ok).toBe(true);
        // Backup names are to the second: the next day's must not meet this one's.
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      const headers = await signIn(larder.app);
      const { imports } = (await larder.app.inject({ url: "/api/admin/backups", headers })).json();
      expect(imports.filter((file: { name: string }) => file.name.startsWith("larder_auto_"))).toHaveLength(2);
    } finally {
      await larder.close();
    }
  });
});

describe("in the administrator's language", () => {
  const inLanguage = (language: string | null, method: "GET" | "POST" | "DELETE", url: string) =>
    t.as(admin).inject({
      method,
      url,
      headers: language ? { "accept-language": language } : {},
      ...(method === "POST" ? { payload: {} } : {}),
    });
  const newest = async () => ok(await t.as(admin).get("/api/admin/backups")).json().imports[0].name as string;

  it("answers a backup made and deleted in German, and in English without a language", async () => {
    const created = ok(await inLanguage("de-DE", "POST", "/api/admin/backups"));
    const name = await newest();
    expect(created.json()).toEqual({ message: `Sicherung ${name} erstellt`, error: false });
    const deleted = ok(await inLanguage("de-DE", "DELETE", `/api/admin/backups/${encodeURIComponent(name)}`));
    expect(deleted.json()).toEqual({ message: `Sicherung ${name} gelöscht`, error: false });

    const english = ok(await inLanguage(null, "POST", "/api/admin/backups"));
    expect(english.json()).toEqual({ message: `Backup ${await newest()} created`, error: false });
  });

  it("answers an upload in the caller's language", async () => {
    const name = await createBackup();
    const content = fs.readFileSync(path.join(t.config.dataDir, "backups", name));
    const form = multipartFile("archive", "von-zuhause.zip", content, "application/zip");
    const uploaded = await t.as(admin).inject({
      method: "POST",
      url: "/api/admin/backups/upload",
      payload: form.payload,
      headers: { ...form.headers, "accept-language": "de-DE" },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({ message: "Sicherung von-zuhause.zip hochgeladen", error: false });
  });

  it("writes the restore's reply and its kept report in Spanish, each count with its plural form", async () => {
    const name = await createBackup();
    const restored = await inLanguage("es-ES", "POST", `/api/admin/backups/${encodeURIComponent(name)}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    t.forgetSessions();
    const result = restored.json();
    expect(result.message).toMatch(
      new RegExp(`^${name.replace(/[.()]/g, "\\$&")} restaurada: \\d+ filas y \\d+ archivos$`),
    );

    const headers = await signIn(t.app);
    const [report] = (await t.app.inject({ url: "/api/groups/reports?report_type=restore", headers })).json();
    expect(report.name).toBe(`Restauración de ${name}`);
    const { entries } = (await t.app.inject({ url: `/api/groups/reports/${report.id}`, headers })).json();
    const lines: string[] = entries.map((entry: { message: string }) => entry.message);
    const names: Record<string, string> = {
      users: "Usuarios",
      groups: "Grupos",
      recipes: "Recetas",
      cookbooks: "Recetarios",
    };
    const counts = new Map<string, number>(
      result.restored.map((item: { kind: string; count: number }) => [item.kind, item.count]),
    );
    for (const [kind, kindName] of Object.entries(names)) {
      const count = counts.get(kind) ?? -1;
      const noun = count === 1 ? "elemento restaurado" : "elementos restaurados";
      expect(lines).toContain(`${kindName}: ${count} ${noun}`);
    }
    // The one cookbook: a kind counted once says so in the singular.
    expect(counts.get("cookbooks")).toBe(1);
  });
});
