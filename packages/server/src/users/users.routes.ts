import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.js";
import { operation } from "../http/operations.js";
import { requestLocale, requestTranslator } from "../http/request-locale.js";
import type { Services } from "../services.js";
import { presentUser } from "./users.presenter.js";

/** Largest avatar upload accepted, before conversion. */
const AVATAR_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** The uploaded picture of `updateUserImage`, from the multipart field `profile`. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, "errors.users.profileImageNotMultipart");
  const file = await request.file({ limits: { fileSize: AVATAR_UPLOAD_LIMIT_BYTES, files: 1 } });
  if (!file) throw new HttpError(400, "errors.users.profileImageMissing");
  return file.toBuffer();
}

/** `/api/users`: the signed-in user's own account, signing up and resetting a password. */
export function usersRoutes({ users, groups, registration, passwordReset }: Services) {
  return [
    operation("getLoggedInUser", "user", ({ actor }) => users.self(actor)),
    operation("updateUser", "user", async ({ actor, params, body }) =>
      presentUser(await users.update(actor, params.id, body), null),
    ),
    operation("updateUserLocale", "user", async ({ actor, body }) => users.setLocale(actor, body.locale)),
    operation("updatePassword", "user", async ({ actor, body, request }) => {
      await users.changePassword(actor, body);
      return { message: requestTranslator(request)("messages.passwordUpdated") };
    }),
    operation("updateUserImage", "user", async ({ actor, params, request }) =>
      presentUser(await users.updateAvatar(actor, params.id, await readAvatarUpload(request)), null),
    ),
    operation("getGroupUsers", "group", ({ actor, query }) => groups.memberSummaries(actor, query)),
    operation("registerNewUser", "public", ({ body }) => registration.register(body)),
    operation("forgotPassword", "public", async ({ body, request }) => {
      await passwordReset.forgot(body.email, requestLocale(request));
      return { message: requestTranslator(request)("messages.passwordResetLinkSent") };
    }),
    operation("resetPassword", "public", async ({ body, request }) => {
      await passwordReset.reset(body.token, body.email, body.password);
      return { message: requestTranslator(request)("messages.passwordUpdated") };
    }),
    operation("createApiToken", "user", ({ actor, body }) =>
      users.createApiToken(actor, body.name, body.integrationId),
    ),
    operation("deleteApiToken", "user", ({ actor, params }) => users.deleteApiToken(actor, params.token_id)),
  ];
}
