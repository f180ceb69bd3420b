import { z } from "zod";

export const ValidationResponse = z.object({ valid: z.boolean() });
export type ValidationResponse = z.infer<typeof ValidationResponse>;

export const UsernameQuery = z.object({ name: z.string() });
export const EmailQuery = z.object({ email: z.string() });
export const GroupNameQuery = z.object({ name: z.string() });
