import type { FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { AboutService } from "./about/about.service.js";
import { AdminAboutService } from "./admin/admin-about.service.js";
import { AdminGroupsService } from "./admin/admin-groups.service.js";
import { AdminUsersService } from "./admin/admin-users.service.js";
import { AccessTokens } from "./auth/access-tokens.js";
import { AuthService } from "./auth/auth.service.js";
import { requireUser } from "./auth/authenticate.js";
import { LdapDirectory } from "./auth/ldap-directory.js";
import { OidcService } from "./auth/oidc.service.js";
import { BackupsService } from "./backups/backups.service.js";
import { mealieBackupReader } from "./backups/mealie/mealie-backup.js";
import { CommentsService } from "./comments/comments.service.js";
import type { Config } from "./config/config.js";
import { CookbooksService } from "./cookbooks/cookbooks.service.js";
import type { DatabaseHandle } from "./db/database.js";
import { PlannerStatistics } from "./db/planner-statistics.js";
import { OutboundDeliverySender } from "./events/delivery-sender.js";
import { DeliveryWorker } from "./events/delivery-worker.js";
import { EventBus } from "./events/event-bus.js";
import { EventStreams } from "./events/event-streams.js";
import { ShoppingListEventsService } from "./events/shopping-list-events.service.js";
import { ExploreOrganizersService } from "./explore/explore-organizers.service.js";
import { BulkActionsService } from "./exports/bulk-actions.service.js";
import { RecipeExportsService } from "./exports/exports.service.js";
import { FileTokens } from "./exports/file-tokens.js";
import { FoodsService } from "./foods/foods.service.js";
import { LabelsService } from "./foods/labels.service.js";
import { UnitsService } from "./foods/units.service.js";
import { GroupsService } from "./groups/groups.service.js";
import { InvitationsService } from "./groups/invitations.service.js";
import { HouseholdsService } from "./households/households.service.js";
import { type Clock, systemClock } from "./jobs/clock.js";
import { JobRunner } from "./jobs/job-runner.js";
import { MailSender } from "./mail/mail-sender.js";
import { Mailer } from "./mail/mailer.js";
import { LogFile } from "./maintenance/log-file.js";
import { MaintenanceService } from "./maintenance/maintenance.service.js";
import { CalendarFeedService } from "./mealplans/calendar-feed.service.js";
import { MadeThisService } from "./mealplans/made-this.service.js";
import { MealPlansService } from "./mealplans/mealplans.service.js";
import { AvatarStore } from "./media/avatar-store.js";
import { MediaAccessService } from "./media/media-access.service.js";
import { MigrationsService } from "./migrations/migrations.service.js";
import { NotifiersService } from "./notifiers/notifiers.service.js";
import { NotificationDeliveryError, notifierReach, sendNotification } from "./notify/send-notification.js";
import { OrganizersService } from "./organizers/organizers.service.js";
import { SafeFetcher } from "./outbound/safe-fetch.js";
import { ParserService } from "./parser/parser.service.js";
import { RatingsService } from "./ratings/ratings.service.js";
import { RecipeActionsService } from "./recipe-actions/recipe-actions.service.js";
import { RecipeListService } from "./recipes/list/recipe-list.service.js";
import { SearchIndexWriter } from "./recipes/list/search-index-writer.js";
import { SearchVocabulary } from "./recipes/list/search-vocabulary.js";
import { RecipesReadModel } from "./recipes/read-model/recipes-read-model.js";
import { RecipeMediaService } from "./recipes/recipe-media.service.js";
import { RecipesService } from "./recipes/recipes.service.js";
import { ReportsService } from "./reports/reports.service.js";
import { Repositories } from "./repositories.js";
import { ScraperService } from "./scraper/scraper.service.js";
import { SeedersService } from "./seeders/seeders.service.js";
import { SharesService } from "./shares/shares.service.js";
import { ShoppingService } from "./shopping/shopping.service.js";
import { TimelineService } from "./timeline/timeline.service.js";
import { PasswordResetService } from "./users/password-reset.service.js";
import { RegistrationService } from "./users/registration.service.js";
import { UsersService } from "./users/users.service.js";
import { ValidatorsService } from "./validators/validators.service.js";
import { WebhooksService } from "./webhooks/webhooks.service.js";

export interface Services {
  config: Config;
  database: DatabaseHandle;
  /** The repositories on the database, and the transactions services run. */
  repositories: Repositories;
  mail: MailSender;
  avatars: AvatarStore;
  auth: AuthService;
  /** Sign-in through the OpenID Connect provider. */
  oidc: OidcService;
  users: UsersService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  groups: GroupsService;
  households: HouseholdsService;
  invitations: InvitationsService;
  about: AboutService;
  adminAbout: AdminAboutService;
  adminUsers: AdminUsersService;
  adminGroups: AdminGroupsService;
  maintenance: MaintenanceService;
  validators: ValidatorsService;
  ratings: RatingsService;
  comments: CommentsService;
  timeline: TimelineService;
  shares: SharesService;
  /** The one outbound HTTP client (timeouts, size caps, no private addresses). */
  safeFetcher: SafeFetcher;
  recipeMedia: RecipeMediaService;
  /** Who may fetch a recipe's media or a user's picture from the public media routes. */
  mediaAccess: MediaAccessService;
  recipeExports: RecipeExportsService;
  bulkActions: BulkActionsService;
  recipeActions: RecipeActionsService;
  cookbooks: CookbooksService;
  mealPlans: MealPlansService;
  shopping: ShoppingService;
  /** Members' private iCalendar feeds of their group's meal plan. */
  calendarFeeds: CalendarFeedService;
  /** Recipes of a group: reads, creation with the slug rules, updates, copies, deletion. */
  recipes: RecipesService;
  /** What GET routes read of recipes as JSON text (one recipe, list pages, explore), with its caches. */
  recipesReadModel: RecipesReadModel;
  /** Categories, tags and tools: one service per kind. */
  organizers: { categories: OrganizersService; tags: OrganizersService; tools: OrganizersService };
  foods: FoodsService;
  units: UnitsService;
  parser: ParserService;
  labels: LabelsService;
  exploreOrganizers: ExploreOrganizersService;
  /** The group's reports of background jobs (bulk imports). */
  reports: ReportsService;
  /** A locale's common foods, units and shop labels for a group (seeders, registration). */
  seeders: SeedersService;
  /** Importing recipes from web pages, pasted HTML or JSON-LD. */
  scraper: ScraperService;
  /** Importing another recipe app's export into a group, in the background. */
  migrations: MigrationsService;
  /** The meal planner's daily "made this" timeline events. */
  madeThis: MadeThisService;
  /** The one runner of scheduled jobs (see `scheduleJobs`); the app starts and stops it. */
  jobs: JobRunner;
  /** Indexes queued recipes for search in batches (SQLite); the app starts and stops it. */
  searchIndex: SearchIndexWriter;
  /** Analyses PostgreSQL tables that grew since their statistics; the app starts and stops it. */
  plannerStatistics: PlannerStatistics;
  /** The one event bus: services publish after commit; on PostgreSQL it reaches every instance. */
  events: EventBus;
  /** This instance's open server-sent event streams; the app ends them when it closes. */
  eventStreams: EventStreams;
  /** Members following a shopping list live. */
  shoppingListEvents: ShoppingListEventsService;
  /** Sends the outbox's deliveries to notifiers and webhooks in the background; the app stops it. */
  deliveryWorker: DeliveryWorker;
  /** The group's daily meal-plan webhooks. */
  webhooks: WebhooksService;
  /** The group's notifiers (Apprise-style URLs) and the events each wants. */
  notifiers: NotifiersService;
  /** The server's own backups (DATA_DIR/backups) and restores. */
  backups: BackupsService;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

/** Wires repositories into services once per process; routes receive the result. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  tokenSecret: Uint8Array,
  version: string,
  log: Logger,
  clock: Clock = systemClock,
): Services {
  const repositories = new Repositories(database.db, database.engine);
  const tokens = new AccessTokens(tokenSecret);
  const mail = new MailSender(new Mailer(config.smtp), log);
  const avatars = new AvatarStore(config.dataDir);
  const directory = new LdapDirectory(config.ldap);
  const auth = new AuthService(repositories.users, repositories.apiTokens, repositories.sessions, tokens, config, {
    directory,
    groups: repositories.groups,
    log,
  });
  const users = new UsersService(repositories, tokens, avatars);
  const safeFetcher = new SafeFetcher({ allowPrivateNetwork: config.allowPrivateNetwork });
  const groups = new GroupsService(repositories, config.dataDir);
  const about = new AboutService(config, repositories.groups, repositories.users);
  const organizers = {
    categories: new OrganizersService("categories", repositories),
    tags: new OrganizersService("tags", repositories),
    tools: new OrganizersService("tools", repositories),
  };
  const foods = new FoodsService(repositories);
  const units = new UnitsService(repositories);
  const recipes = new RecipesService(repositories, config.dataDir);
  const recipeMedia = new RecipeMediaService(config.dataDir, recipes, repositories, safeFetcher);
  const fileTokens = new FileTokens(tokenSecret);
  const reports = new ReportsService(repositories);
  const parser = new ParserService(foods, units, repositories.vocabularyVersions);
  const seeders = new SeedersService(repositories);
  const searchVocabulary = new SearchVocabulary(repositories.searchWords);
  const recipesReadModel = new RecipesReadModel(repositories, new RecipeListService(repositories, searchVocabulary));
  const events = new EventBus((error) => log.error({ err: error }, "an event listener failed"));
  // Events recorded in a transaction wake the delivery workers of every instance once it has committed.
  repositories.onEventsCommitted(
    () => clock.now(),
    (groupId) => events.publish({ type: "events-recorded", groupId }),
  );
  const deliveryWorker = new DeliveryWorker({
    deliveries: repositories.deliveries,
    sender: new OutboundDeliverySender(safeFetcher, async (url, message, reach) => {
      try {
        const { httpStatus } = await sendNotification(url, message, { outbound: safeFetcher, mail }, { reach });
        return { ok: true, httpStatus, error: null, permanent: false };
      } catch (error) {
        if (!(error instanceof NotificationDeliveryError)) throw error;
        return { ok: false, httpStatus: error.status, error: error.text, permanent: !error.retryable };
      }
    }),
    clock,
    log,
    reachOf: (localNetwork) => notifierReach(localNetwork, config.allowPrivateNetwork),
  });
  events.subscribeForever((event) => {
    if (event.type === "events-recorded") deliveryWorker.wake();
    // The read model's kept JSON needs nothing: the restore moves the versions it is checked against.
    // These two are checked against counts that a restore may happen to leave as they were.
    if (event.type === "data-restored") {
      searchVocabulary.forgetAll();
      parser.forgetAll();
    }
  });
  const mealPlans = new MealPlansService(repositories, recipesReadModel, clock);
  const scraper = new ScraperService(safeFetcher, recipes, recipeMedia, reports, log);
  const services: Services = {
    config,
    database,
    repositories,
    mail,
    avatars,
    auth,
    oidc: new OidcService(config, repositories, auth, safeFetcher, tokenSecret, log),
    users,
    registration: new RegistrationService(config, repositories, users, seeders),
    passwordReset: new PasswordResetService(config, repositories, mail),
    groups,
    households: new HouseholdsService(repositories, groups),
    invitations: new InvitationsService(config, repositories.invitations, repositories.users, mail),
    about,
    adminAbout: new AdminAboutService(config, version, about, repositories.users, repositories.groups, mail, directory),
    adminUsers: new AdminUsersService(config, repositories, users, avatars),
    adminGroups: new AdminGroupsService(config, repositories),
    maintenance: new MaintenanceService(config.dataDir, repositories.maintenance, LogFile.of(config.dataDir), {
      version,
      engine: config.database.engine,
      usingEmail: Boolean(config.smtp.host),
      usingLdap: config.ldap.enabled,
    }),
    validators: new ValidatorsService(repositories.users, repositories.groups),
    ratings: new RatingsService(repositories),
    comments: new CommentsService(repositories),
    timeline: new TimelineService(repositories, config.dataDir),
    shares: new SharesService(repositories, (groupId, recipeId) => recipes.getInGroup(groupId, recipeId)),
    safeFetcher,
    recipeMedia,
    mediaAccess: new MediaAccessService(repositories),
    recipeExports: new RecipeExportsService(config.dataDir, recipes, recipeMedia, fileTokens, config.archives),
    bulkActions: new BulkActionsService(config.dataDir, repositories, recipes, fileTokens),
    recipeActions: new RecipeActionsService(repositories),
    cookbooks: new CookbooksService(repositories),
    mealPlans,
    shopping: new ShoppingService(repositories, parser, events, clock),
    calendarFeeds: new CalendarFeedService(repositories, config.baseUrl, clock),
    recipes,
    recipesReadModel,
    organizers,
    foods,
    units,
    parser,
    labels: new LabelsService(repositories),
    exploreOrganizers: new ExploreOrganizersService(repositories.groups, foods, organizers),
    reports,
    seeders,
    scraper,
    migrations: new MigrationsService(config.dataDir, recipes, recipeMedia, scraper, reports, config.archives, log),
    madeThis: new MadeThisService(repositories),
    jobs: new JobRunner(repositories.jobRuns, clock, log),
    searchIndex: new SearchIndexWriter(repositories.searchIndex, database.engine, (error) =>
      log.error({ err: error }, "indexing recipes for search failed"),
    ),
    plannerStatistics: new PlannerStatistics(database.db, database.engine, (error) =>
      log.error({ err: error }, "gathering the planner's statistics failed"),
    ),
    events,
    eventStreams: new EventStreams(),
    shoppingListEvents: new ShoppingListEventsService(repositories, events),
    deliveryWorker,
    webhooks: new WebhooksService(repositories, mealPlans, deliveryWorker, clock),
    notifiers: new NotifiersService(repositories, deliveryWorker),
    backups: new BackupsService({
      dataDir: config.dataDir,
      database,
      databaseSettings: config.database,
      fileTokens,
      appVersion: version,
      keep: config.backups.keep,
      maxBytes: config.backups.maxBytes,
      testPauseRestoreAt: config.backups.testPauseRestoreAt,
      log,
      readers: [mealieBackupReader],
      reports,
      restored: () => events.publish({ type: "data-restored" }),
    }),
    requireUser: requireUser(auth),
  };
  scheduleJobs(services);
  return services;
}

/**
 * A background import's report that has had no entry for this long belongs to a job that stopped
 * (a restart, a crash): an import writes one per recipe, and one recipe never takes minutes.
 */
const ABANDONED_AFTER_MS = 30 * 60 * 1000;

/** Events and their deliveries are kept this long once nothing is pending (the last 20 of each are shown). */
const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The server's scheduled jobs. Each calls one service with the moment its run was due; the runner
 * runs each once per period across every instance on the database.
 */
function scheduleJobs({
  jobs,
  config,
  invitations,
  passwordReset,
  bulkActions,
  auth,
  madeThis,
  shopping,
  deliveryWorker,
  webhooks,
  repositories,
  reports,
  backups,
}: Services): void {
  if (config.backups.keep > 0) {
    jobs.register({
      name: "daily-backup",
      schedule: { every: "day", at: config.backups.scheduleTime },
      // A large library takes minutes; another instance must not start the same backup meanwhile.
      leaseMinutes: 120,
      run: () => backups.daily(),
    });
  }
  const daily = { every: "day", at: config.dailyScheduleTime } as const;
  jobs.register({ name: "purge-expired-invitations", schedule: daily, run: (at) => invitations.purgeExpired(at) });
  jobs.register({
    name: "purge-expired-password-resets",
    schedule: daily,
    run: (at) => passwordReset.purgeExpired(at),
  });
  jobs.register({ name: "purge-expired-exports", schedule: daily, run: (at) => bulkActions.purgeExpiredExports(at) });
  jobs.register({
    name: "meal-plan-made-this",
    schedule: daily,
    run: async (at) => {
      await madeThis.recordMealsMade(at);
    },
  });
  jobs.register({
    name: "trim-checked-shopping-items",
    schedule: daily,
    run: async () => {
      await shopping.trimCheckedItems();
    },
  });
  jobs.register({
    name: "deliver-events",
    schedule: { every: "minute" },
    // A never-answering receiver holds a send for the outbound client's time limit, well under this.
    leaseMinutes: 5,
    run: () => deliveryWorker.drain(),
  });
  jobs.register({
    name: "fire-webhooks",
    schedule: { every: "minute" },
    leaseMinutes: 5,
    run: async (at) => {
      await webhooks.fireScheduled(at);
    },
  });
  jobs.register({
    name: "prune-events",
    schedule: daily,
    run: (at) => repositories.deliveries.prune(new Date(at.getTime() - EVENT_RETENTION_MS)),
  });
  jobs.register({
    name: "fail-abandoned-reports",
    schedule: { every: "hour" },
    run: async (at) => {
      await reports.failAbandoned(new Date(at.getTime() - ABANDONED_AFTER_MS));
    },
  });
  jobs.register({
    name: "lift-expired-lockouts",
    schedule: { every: "hour" },
    run: async (at) => {
      await auth.liftExpiredLockouts(at);
    },
  });
}
