import { RecipeNameQuery } from "../contracts/recipes.js";
import { EmailQuery, GroupNameQuery, UsernameQuery, ValidationResponse } from "../contracts/validators.js";
import { defineEndpoints } from "./define.js";

const tags = ["Validators"];

/** `/api/validators`: is a name still free? Forms ask before they submit. */
export const validatorEndpoints = defineEndpoints({
  validateUserName: {
    method: "GET",
    path: "/api/validators/user/name",
    tags,
    query: UsernameQuery,
    response: ValidationResponse,
  },
  validateUserEmail: {
    method: "GET",
    path: "/api/validators/user/email",
    tags,
    query: EmailQuery,
    response: ValidationResponse,
  },
  validateGroupName: {
    method: "GET",
    path: "/api/validators/group",
    tags,
    query: GroupNameQuery,
    response: ValidationResponse,
  },
  validateRecipeName: {
    method: "GET",
    path: "/api/validators/recipe",
    tags,
    query: RecipeNameQuery,
    response: ValidationResponse,
  },
});
