import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSchema, onPostgresServer, type TestSchema } from "../test-support/test-database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { markRunning, tryInstanceLock, withInstanceLock } from "./instance-lock.js";

/**
 * The locks several instances on one PostgreSQL database take turns with (start-up, restores).
 * PostgreSQL server only (`*.pg.int.test.ts`): PGlite has one session, SQLite one instance.
 */
describe.skipIf(!onPostgresServer())("instance locks", () => {
  const schemas: TestSchema[] = [];
  const handles: DatabaseHandle[] = [];

  /** A database handle as another instance on `schema` would open it. */
  function instanceOn(schema: TestSchema): DatabaseHandle {
    const handle = openDatabase({ engine: "postgres", connectionString: schema.connectionString }, schema.connection);
    handles.push(handle);
    return handle;
  }

  let one: DatabaseHandle;
  let two: DatabaseHandle;
  let elsewhere: DatabaseHandle;

  beforeAll(async () => {
    const [shared, other] = await Promise.all([createTestSchema(), createTestSchema()]);
    schemas.push(shared as TestSchema, other as TestSchema);
    one = instanceOn(shared as TestSchema);
    two = instanceOn(shared as TestSchema);
    elsewhere = instanceOn(other as TestSchema);
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await Promise.all(schemas.map((schema) => schema.drop()));
  });

  it("lets one instance at a time through the start-up, the others waiting their turn", async () => {
    const order: string[] = [];
    const turn = (name: string, database: DatabaseHandle) =>
      withInstanceLock(database, "start-up", async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} out`);
      });
    await Promise.all([turn("one", one), turn("two", two), turn("one again", one)]);
    for (let index = 0; index < order.length; index += 2) {
      expect(order[index + 1]).toBe(order[index]?.replace(" in", " out"));
    }
  });

  it("refuses a restore lock held by another instance of the same installation only", async () => {
    const held = await tryInstanceLock(one, "restore");
    expect(held).not.toBeNull();
    expect(await tryInstanceLock(two, "restore")).toBeNull();
    const otherInstallation = await tryInstanceLock(elsewhere, "restore");
    expect(otherInstallation).not.toBeNull();
    await otherInstallation?.release();

    await held?.release();
    const next = await tryInstanceLock(two, "restore");
    expect(next).not.toBeNull();
    await next?.release();
  });

  it("tells a starting instance whether another one of the installation is running", async () => {
    const running = (one.newSessionClient as NonNullable<DatabaseHandle["newSessionClient"]>)("running");
    await running.connect();
    await markRunning(running);
    expect(await tryInstanceLock(two, "running")).toBeNull();
    const otherInstallation = await tryInstanceLock(elsewhere, "running");
    expect(otherInstallation).not.toBeNull();
    await otherInstallation?.release();

    await running.end();
    const alone = await tryInstanceLock(two, "running");
    expect(alone).not.toBeNull();
    await alone?.release();
  });
});
