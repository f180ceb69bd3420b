import type { FastifyRequest } from "fastify";
import { AboutService } from "./about/about.service.js";
import { AccessTokens } from "./auth/access-tokens.js";
import { AuthService } from "./auth/auth.service.js";
import { requireUser } from "./auth/authenticate.js";
import type { Config } from "./config/config.js";
import type { DatabaseHandle } from "./db/database.js";
import { GroupsRepository } from "./groups/groups.repository.js";
import { ApiTokensRepository } from "./users/api-tokens.repository.js";
import { UsersRepository } from "./users/users.repository.js";
import { UsersService } from "./users/users.service.js";
import { ValidatorsService } from "./validators/validators.service.js";

export interface Services {
  config: Config;
  database: DatabaseHandle;
  repositories: { groups: GroupsRepository; users: UsersRepository; apiTokens: ApiTokensRepository };
  auth: AuthService;
  users: UsersService;
  about: AboutService;
  validators: ValidatorsService;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

/** Wires repositories into services once per process; routes receive the result. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  tokenSecret: Uint8Array,
  version: string,
): Services {
  const { db } = database;
  const repositories = {
    groups: new GroupsRepository(db),
    users: new UsersRepository(db),
    apiTokens: new ApiTokensRepository(db),
  };
  const tokens = new AccessTokens(tokenSecret);
  const auth = new AuthService(repositories.users, repositories.apiTokens, tokens, config);
  return {
    config,
    database,
    repositories,
    auth,
    users: new UsersService(repositories.apiTokens, tokens),
    about: new AboutService(config, version, repositories.groups, repositories.users),
    validators: new ValidatorsService(repositories.users, repositories.groups),
    requireUser: requireUser(auth),
  };
}
