import type { ColumnType, Generated } from "kysely";

/** A timestamp: written as a Date, read back as a Date on both engines (see EngineValuesPlugin). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface GroupsTable {
  id: string;
  name: string;
  slug: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface GroupPreferencesTable {
  id: string;
  group_id: string;
  private_group: Generated<boolean>;
  first_day_of_week: Generated<number>;
  recipe_public: Generated<boolean>;
  recipe_show_nutrition: Generated<boolean>;
  recipe_show_assets: Generated<boolean>;
  recipe_landscape_view: Generated<boolean>;
  recipe_disable_comments: Generated<boolean>;
  recipe_disable_amount: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface UsersTable {
  id: string;
  group_id: string;
  username: string;
  email: string;
  full_name: string | null;
  password: string;
  auth_method: Generated<"Mealie" | "LDAP" | "OIDC">;
  admin: Generated<boolean>;
  advanced: Generated<boolean>;
  can_invite: Generated<boolean>;
  can_manage: Generated<boolean>;
  can_organize: Generated<boolean>;
  cache_key: string;
  login_attempts: Generated<number>;
  locked_at: Date | null;
  /** Set while the account still signs in with DEFAULT_PASSWORD, so the UI can warn. */
  uses_default_password: Generated<boolean>;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  integration_id: string;
  /** SHA-256 of the token: the token itself is shown once and never stored. */
  token_hash: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface InviteTokensTable {
  id: string;
  group_id: string;
  token: string;
  uses_left: number;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface Database {
  groups: GroupsTable;
  group_preferences: GroupPreferencesTable;
  users: UsersTable;
  api_tokens: ApiTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  invite_tokens: InviteTokensTable;
}

/**
 * Columns stored as INTEGER 0/1 on SQLite that the application reads as booleans.
 * Every boolean column of every table is listed here; a name must not be reused for a non-boolean column.
 */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([
  "private_group",
  "recipe_public",
  "recipe_show_nutrition",
  "recipe_show_assets",
  "recipe_landscape_view",
  "recipe_disable_comments",
  "recipe_disable_amount",
  "admin",
  "advanced",
  "can_invite",
  "can_manage",
  "can_organize",
  "uses_default_password",
]);

/** Columns stored as ISO-8601 text on SQLite that the application reads as Dates. */
export const TIMESTAMP_COLUMNS: ReadonlySet<string> = new Set(["created_at", "update_at", "locked_at"]);
