import { z } from "zod";

/**
 * The body of `POST /api/groups/seeders/{foods,units,labels}`: the locale whose names to seed. A
 * locale without seed data gets its language's, else en-US's (the answer says so).
 */
export const SeederConfig = z.object({ locale: z.string().max(64) });
export type SeederConfig = z.input<typeof SeederConfig>;
