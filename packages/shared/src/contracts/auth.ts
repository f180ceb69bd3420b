import { z } from "zod";

/** Accepts the booleans an HTML form or a JSON client may send. */
const formBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0", ""])])
  .transform((value) => value === true || value === "true" || value === "on" || value === "1");

export const TokenRequest = z.object({
  username: z.string().default(""),
  password: z.string().default(""),
  remember_me: formBoolean.default(false),
});
export type TokenRequest = z.input<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const LogoutResponse = z.object({ message: z.string() });
