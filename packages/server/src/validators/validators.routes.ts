import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/validators`: public like Mealie's, since the sign-up form checks names before anyone is signed in. */
export function validatorsRoutes({ validators, recipes }: Services) {
  return [
    operation("validateUserName", "public", ({ query }) => validators.username(query.name)),
    operation("validateUserEmail", "public", ({ query }) => validators.email(query.email)),
    operation("validateGroupName", "public", ({ query }) => validators.groupName(query.name)),
    operation("validateRecipeName", "public", ({ query }) => recipes.nameIsFree(query.group_id, query.name)),
  ];
}
