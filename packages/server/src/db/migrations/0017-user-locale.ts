import type { Kysely } from "kysely";

/**
 * The interface language each user chose, kept with the account so that it follows them to another
 * browser or device and so that work done for them later (mails, notifications) speaks it. Null
 * until they choose one: the app then starts in their browser's language.
 */
export function userLocale() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("users").addColumn("locale", "text").execute();
    },
  };
}
