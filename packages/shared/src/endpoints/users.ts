import { z } from "zod";
import { PaginationQuery } from "../contracts/pagination.js";
import {
  ApiTokenCreate,
  ApiTokenDeleteResponse,
  ApiTokenOut,
  ChangePassword,
  CreateUserRegistration,
  ForgotPassword,
  MessageResponse,
  ResetPassword,
  UserLocaleUpdate,
  UserOut,
  UserSummaryPagination,
  UserUpdate,
} from "../contracts/users.js";
import { USER_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";

/** A user named in the path as Mealie v1 names them, by `id` rather than `item_id`. */
export const UserIdParam = z.object({ id: z.guid(USER_ID_MESSAGE) });

const crudTags = ["Users: CRUD"];
const passwordTags = ["Users: Passwords"];
const tokenTags = ["Users: Tokens"];

/** `/api/users`: the signed-in user's own account, signing up and resetting a password. */
export const userEndpoints = defineEndpoints({
  getLoggedInUser: {
    method: "GET",
    path: "/api/users/self",
    tags: crudTags,
    response: UserOut,
  },
  updateUser: {
    method: "PUT",
    path: "/api/users/:id",
    tags: crudTags,
    params: UserIdParam,
    body: UserUpdate,
    response: UserOut,
  },
  updateUserLocale: {
    method: "PUT",
    path: "/api/users/self/locale",
    tags: crudTags,
    body: UserLocaleUpdate,
    response: UserOut,
  },
  updatePassword: {
    method: "PUT",
    path: "/api/users/password",
    tags: crudTags,
    body: ChangePassword,
    response: MessageResponse,
  },
  updateUserImage: {
    method: "POST",
    path: "/api/users/:id/image",
    tags: ["Users: Images"],
    params: UserIdParam,
    // The image, in the form field `profile`.
    multipart: true,
    response: UserOut,
  },
  getGroupUsers: {
    method: "GET",
    path: "/api/users/group-users",
    tags: crudTags,
    query: PaginationQuery,
    response: UserSummaryPagination,
  },
  registerNewUser: {
    method: "POST",
    path: "/api/users/register",
    tags: ["Users: Registration"],
    body: CreateUserRegistration,
    response: UserOut,
    status: 201,
  },
  forgotPassword: {
    method: "POST",
    path: "/api/users/forgot-password",
    tags: passwordTags,
    body: ForgotPassword,
    response: MessageResponse,
  },
  resetPassword: {
    method: "POST",
    path: "/api/users/reset-password",
    tags: passwordTags,
    body: ResetPassword,
    response: MessageResponse,
  },
  createApiToken: {
    method: "POST",
    path: "/api/users/api-tokens",
    tags: tokenTags,
    body: ApiTokenCreate,
    response: ApiTokenOut,
    status: 201,
  },
  deleteApiToken: {
    method: "DELETE",
    path: "/api/users/api-tokens/:token_id",
    tags: tokenTags,
    params: z.object({ token_id: z.coerce.number().int().positive() }),
    response: ApiTokenDeleteResponse,
  },
});
