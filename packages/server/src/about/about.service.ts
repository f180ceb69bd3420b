import { type AppInfo, type AppStartupInfo, type AppTheme, MEALIE_API_VERSION, type OidcInfo } from "@larder/shared";
import type { Config } from "../config/config.js";
import type { GroupsRepository } from "../groups/groups.repository.js";
import type { UsersRepository } from "../users/users.repository.js";

/** Public facts about this installation that the web app needs before anyone signs in. */
export class AboutService {
  constructor(
    private readonly config: Config,
    private readonly groups: GroupsRepository,
    private readonly users: UsersRepository,
  ) {}

  async info(): Promise<AppInfo> {
    const { config } = this;
    return {
      production: config.production,
      version: MEALIE_API_VERSION,
      demoStatus: config.isDemo,
      allowSignup: config.allowSignup,
      defaultGroupSlug: await this.publicDefaultGroupSlug(),
      enableOidc: this.oidcReady(),
      oidcRedirect: config.oidc.autoRedirect,
      oidcProviderName: config.oidc.providerName,
      enableOpenai: false,
      enableOpenaiImageServices: false,
      allowPasswordLogin: true,
    };
  }

  theme(): AppTheme {
    return { ...this.config.theme };
  }

  async startupInfo(): Promise<AppStartupInfo> {
    return {
      // As Mealie: until no account has the default e-mail (its web app then stops offering its set-up).
      isFirstLogin: await this.users.emailInUse(this.config.defaultEmail),
      isDemo: this.config.isDemo,
    };
  }

  oidc(): OidcInfo {
    const { oidc } = this.config;
    return { configurationUrl: oidc.configurationUrl, clientId: oidc.clientId, groupsClaim: oidc.groupsClaim };
  }

  oidcReady(): boolean {
    const { oidc } = this.config;
    return oidc.enabled && oidc.configurationUrl !== null && oidc.clientId !== null;
  }

  /** The default group's slug, published only when that group is not private. */
  private async publicDefaultGroupSlug(): Promise<string | null> {
    const group = await this.groups.findByName(this.config.defaultGroup);
    if (!group || (await this.groups.isPrivate(group.id))) return null;
    return group.slug;
  }
}
