import type { AdminAboutInfo, AppStatistics, CheckAppConfig, EmailSendResult } from "@larder/shared";
import type { AboutService } from "../about/about.service.js";
import type { LdapDirectory } from "../auth/ldap-directory.js";
import type { Config } from "../config/config.js";
import type { GroupsRepository } from "../groups/groups.repository.js";
import type { MailSender } from "../mail/mail-sender.js";
import { testMail } from "../mail/mail-templates.js";
import type { UsersRepository } from "../users/users.repository.js";

/** What the administrator's site settings page shows: server facts, totals and configuration checks. */
export class AdminAboutService {
  constructor(
    private readonly config: Config,
    private readonly version: string,
    private readonly about: AboutService,
    private readonly users: UsersRepository,
    private readonly groups: GroupsRepository,
    private readonly mail: MailSender,
    private readonly directory: LdapDirectory,
  ) {}

  async info(): Promise<AdminAboutInfo> {
    const { config } = this;
    return {
      ...(await this.about.info()),
      // The public answer reports the Mealie API level; the administrator sees Larder's own version.
      version: this.version,
      // Larder does not call home, so the newest version it knows of is its own.
      versionLatest: this.version,
      apiPort: config.port,
      apiDocs: true,
      dbType: config.database.engine,
      dbUrl:
        config.database.engine === "sqlite" ? config.database.file : maskPassword(config.database.connectionString),
      defaultGroup: config.defaultGroup,
      buildId: this.version,
      recipeScraperVersion: this.version,
    };
  }

  async statistics(): Promise<AppStatistics> {
    const [totalUsers, totalGroups, recipes] = await Promise.all([
      this.users.countAll(),
      this.groups.countAll(),
      this.groups.recipeTotals(),
    ]);
    return {
      totalRecipes: recipes.recipes,
      totalUsers,
      totalGroups,
      uncategorizedRecipes: recipes.uncategorized,
      untaggedRecipes: recipes.untagged,
    };
  }

  async check(): Promise<CheckAppConfig> {
    return {
      defaultPasswordInUse: await this.users.defaultPasswordInUse(),
      emailReady: this.mail.ready,
      // Configured and answering: the query account binds and the base DN is there.
      ldapReady: await this.directory.ready(),
      oidcReady: this.about.oidcReady(),
      enableOpenai: false,
      baseUrlSet: this.config.baseUrlSet,
      isSiteSecure: this.config.baseUrl.startsWith("https://"),
      isUpToDate: true,
    };
  }

  emailReady(): { ready: boolean } {
    return { ready: this.mail.ready };
  }

  sendTestEmail(to: string, locale: string): Promise<EmailSendResult> {
    return this.mail.trySend(testMail(to, { locale, baseUrl: this.config.baseUrl }));
  }
}

function maskPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = "*****";
    return url.toString();
  } catch {
    return "postgres";
  }
}
