import { z } from "zod";

/** Error body of every non-validation failure, in the shape Mealie clients already parse. */
export const ErrorResponse = z.object({
  detail: z.object({
    message: z.string(),
    error: z.boolean(),
    exception: z.string().nullable(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Request validation failure (422), FastAPI's list shape. */
export const ValidationErrorResponse = z.object({
  detail: z.array(
    z.object({
      loc: z.array(z.union([z.string(), z.number()])),
      msg: z.string(),
      type: z.string(),
    }),
  ),
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponse>;
