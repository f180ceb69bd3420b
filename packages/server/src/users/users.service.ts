import type { ApiTokenOut, UserOut } from "@larder/shared";
import { type AccessTokens, hashApiToken } from "../auth/access-tokens.js";
import { notFound } from "../http/errors.js";
import type { ApiTokensRepository } from "./api-tokens.repository.js";
import { presentApiToken, presentUser } from "./users.presenter.js";
import type { UserWithGroup } from "./users.repository.js";

/** The signed-in user's own account: profile and long-lived API tokens. */
export class UsersService {
  constructor(
    private readonly apiTokens: ApiTokensRepository,
    private readonly tokens: AccessTokens,
  ) {}

  async self(user: UserWithGroup): Promise<UserOut> {
    return presentUser(user, await this.apiTokens.listForUser(user.id));
  }

  async createApiToken(user: UserWithGroup, name: string, integrationId: string): Promise<ApiTokenOut> {
    const { row, token } = await this.apiTokens.create(user.id, name, integrationId, async (tokenId) => {
      const signed = await this.tokens.issueApiToken(user.id, tokenId);
      return { token: signed, hash: hashApiToken(signed) };
    });
    return presentApiToken(row, token);
  }

  async deleteApiToken(user: UserWithGroup, tokenId: number): Promise<{ tokenDelete: string }> {
    const deleted = await this.apiTokens.deleteForUser(user.id, tokenId);
    if (!deleted) throw notFound("Token not found");
    return { tokenDelete: deleted.name };
  }
}
