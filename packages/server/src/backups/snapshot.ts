/**
 * What a restore puts in place of the server's data, whatever it was read from: a Larder backup
 * archive, or a Mealie v1 backup converted into Larder's tables. The restore validates the whole
 * snapshot, loads it into fresh tables and files, and swaps them in only when everything is in.
 */

/** One row as JSON values: dates as ISO 8601 text, booleans as booleans, absent values as null. */
export type SnapshotRow = Record<string, string | number | boolean | null>;

/** A stored file of the snapshot, read only when the restore copies it. */
export interface SnapshotFile {
  /** Where it goes, relative to DATA_DIR, with forward slashes (`groups/{group}/recipes/{recipe}/images/original.webp`). */
  path: string;
  size: number;
  read(): Promise<Buffer>;
}

/**
 * A table's rows read a batch at a time, for snapshots too large to hold at once (a Larder backup
 * archive reads them from the zip as the restore loads them).
 */
export interface SnapshotRowBatches {
  count: number;
  batches(): AsyncIterable<readonly SnapshotRow[]>;
}

export interface BackupSnapshot {
  /**
   * The Larder schema the rows are written for: the name of the last applied migration
   * (`db/migrations`). A restore refuses a snapshot of a schema newer than its own and brings an
   * older one up to date by applying the missing migrations to the fresh tables.
   */
  schemaVersion: string;
  /** Every table's rows by table name; a table the snapshot leaves out is restored empty. */
  tables: ReadonlyMap<string, readonly SnapshotRow[] | SnapshotRowBatches>;
  files: readonly SnapshotFile[];
  /** What the source held that Larder has no place for, said in the restore's report. */
  leftOut: readonly { kind: string; count: number; reason: string }[];
}
