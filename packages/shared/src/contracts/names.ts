import { z } from "zod";
import { maxLengthMessage } from "../validation/messages.js";

/**
 * The longest name of a recipe, category, tag, tool, food, unit, label or cookbook. Names (and the
 * slugs made of them) are indexed, and PostgreSQL refuses index rows past about 2,700 bytes.
 */
export const MAX_NAME_LENGTH = 255;

export const NAME_TOO_LONG_MESSAGE = maxLengthMessage(MAX_NAME_LENGTH);

/** A name as a request gives it. */
export const NameText = z.string().max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE);
