import type { FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { AboutService } from "./about/about.service.js";
import { AdminAboutService } from "./admin/admin-about.service.js";
import { AdminGroupsService } from "./admin/admin-groups.service.js";
import { AdminUsersService } from "./admin/admin-users.service.js";
import { AccessTokens } from "./auth/access-tokens.js";
import { AuthService } from "./auth/auth.service.js";
import { requireUser } from "./auth/authenticate.js";
import type { Config } from "./config/config.js";
import type { DatabaseHandle } from "./db/database.js";
import { transactionsOf } from "./db/transactions.js";
import { GroupMembersRepository } from "./groups/group-members.repository.js";
import { GroupsRepository } from "./groups/groups.repository.js";
import { GroupsService } from "./groups/groups.service.js";
import { InvitationsRepository } from "./groups/invitations.repository.js";
import { InvitationsService } from "./groups/invitations.service.js";
import { MailSender } from "./mail/mail-sender.js";
import { Mailer } from "./mail/mailer.js";
import { AvatarStore } from "./media/avatar-store.js";
import { ApiTokensRepository } from "./users/api-tokens.repository.js";
import { PasswordResetService } from "./users/password-reset.service.js";
import { PasswordResetTokensRepository } from "./users/password-reset-tokens.repository.js";
import { RegistrationService } from "./users/registration.service.js";
import { UsersRepository } from "./users/users.repository.js";
import { UsersService } from "./users/users.service.js";
import { ValidatorsService } from "./validators/validators.service.js";

export interface Services {
  config: Config;
  database: DatabaseHandle;
  repositories: {
    groups: GroupsRepository;
    users: UsersRepository;
    apiTokens: ApiTokensRepository;
    invitations: InvitationsRepository;
    passwordResetTokens: PasswordResetTokensRepository;
  };
  mail: MailSender;
  avatars: AvatarStore;
  auth: AuthService;
  users: UsersService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  groups: GroupsService;
  invitations: InvitationsService;
  about: AboutService;
  adminAbout: AdminAboutService;
  adminUsers: AdminUsersService;
  adminGroups: AdminGroupsService;
  validators: ValidatorsService;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

/** Wires repositories into services once per process; routes receive the result. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  tokenSecret: Uint8Array,
  version: string,
  log: Logger,
): Services {
  const { db } = database;
  const repositories = {
    groups: new GroupsRepository(db),
    users: new UsersRepository(db),
    apiTokens: new ApiTokensRepository(db),
    invitations: new InvitationsRepository(db),
    passwordResetTokens: new PasswordResetTokensRepository(db),
  };
  const inTransaction = transactionsOf(db);
  const tokens = new AccessTokens(tokenSecret);
  const mail = new MailSender(new Mailer(config.smtp), log);
  const avatars = new AvatarStore(config.dataDir);
  const auth = new AuthService(repositories.users, repositories.apiTokens, tokens, config);
  const users = new UsersService(repositories.users, repositories.groups, repositories.apiTokens, tokens, avatars);
  const about = new AboutService(config, version, repositories.groups, repositories.users);
  return {
    config,
    database,
    repositories,
    mail,
    avatars,
    auth,
    users,
    registration: new RegistrationService(
      config,
      inTransaction,
      repositories.users,
      repositories.groups,
      repositories.invitations,
      users,
    ),
    passwordReset: new PasswordResetService(
      config,
      inTransaction,
      repositories.users,
      repositories.passwordResetTokens,
      mail,
    ),
    groups: new GroupsService(
      (groupId) => new GroupMembersRepository(db, groupId),
      repositories.groups,
      config.dataDir,
    ),
    invitations: new InvitationsService(config, repositories.invitations, mail),
    about,
    adminAbout: new AdminAboutService(config, version, about, repositories.users, repositories.groups, mail),
    adminUsers: new AdminUsersService(config, repositories.users, repositories.groups, users, avatars),
    adminGroups: new AdminGroupsService(config, inTransaction, repositories.groups),
    validators: new ValidatorsService(repositories.users, repositories.groups),
    requireUser: requireUser(auth),
  };
}
