import type { Kysely } from "kysely";
import { SessionsRepository } from "./auth/sessions.repository.js";
import { CommentsRepository } from "./comments/comments.repository.js";
import { CookbooksRepository } from "./cookbooks/cookbooks.repository.js";
import type { Engine } from "./db/database.js";
import type { Database } from "./db/schema.js";
import { withStatementJournalsInMemory } from "./db/statement-journals.js";
import type { Executor } from "./db/transactions.js";
import { DeliveriesRepository } from "./events/deliveries.repository.js";
import { EventOutboxRepository, type OutboxSignal } from "./events/outbox.repository.js";
import { BulkRecipesRepository } from "./exports/bulk-recipes.repository.js";
import { ExpiredGroupExports, GroupExportsRepository } from "./exports/group-exports.repository.js";
import { FoodsRepository } from "./foods/foods.repository.js";
import { LabelsRepository } from "./foods/labels.repository.js";
import { RecipeSearchTextRepository } from "./foods/recipe-search-text.repository.js";
import { UnitsRepository } from "./foods/units.repository.js";
import { GroupMembersRepository } from "./groups/group-members.repository.js";
import { GroupsRepository } from "./groups/groups.repository.js";
import { InvitationsRepository } from "./groups/invitations.repository.js";
import { JobRunsRepository } from "./jobs/job-runs.repository.js";
import { MaintenanceRepository } from "./maintenance/maintenance.repository.js";
import { CalendarFeedsRepository } from "./mealplans/calendar-feeds.repository.js";
import { MadeThisRepository } from "./mealplans/made-this.repository.js";
import { MealPlansRepository } from "./mealplans/mealplans.repository.js";
import { NotifiersRepository } from "./notifiers/notifiers.repository.js";
import { NamedRefsRepository } from "./organizers/named-refs.repository.js";
import { OrganizerRecipesRepository } from "./organizers/organizer-recipes.repository.js";
import { type OrganizerKind, OrganizersRepository } from "./organizers/organizers.repository.js";
import { VocabularyVersionRepository } from "./parser/vocabulary-version.repository.js";
import { RatingsRepository } from "./ratings/ratings.repository.js";
import { RecipeActionsRepository } from "./recipe-actions/recipe-actions.repository.js";
import { RecipeListRepository, SearchWordsRepository } from "./recipes/list/recipe-list.repository.js";
import { SearchIndexRepository } from "./recipes/list/search-index.repository.js";
import { RecipeFilesLocator, RecipeMediaRepository } from "./recipes/recipe-media.repository.js";
import { RecipesRepository } from "./recipes/recipes.repository.js";
import { AbandonedReports, ReportsRepository } from "./reports/reports.repository.js";
import { SharedRecipeLinks, ShareTokensRepository } from "./shares/shares.repository.js";
import { ShoppingItemsUpkeep, ShoppingRepository } from "./shopping/shopping.repository.js";
import { TimelineRepository } from "./timeline/timeline.repository.js";
import { ApiTokensRepository } from "./users/api-tokens.repository.js";
import { PasswordResetTokensRepository } from "./users/password-reset-tokens.repository.js";
import { UsersRepository } from "./users/users.repository.js";
import { ScheduledWebhooks, WebhooksRepository } from "./webhooks/webhooks.repository.js";

/** Builds each repository of a set on first use, and hands out that one afterwards. */
abstract class RepositorySet {
  readonly #built = new Map<string, unknown>();

  constructor(
    protected readonly executor: Executor,
    protected readonly engine: Engine,
    /** Where the outboxes of this set say that they recorded events. */
    protected readonly signal: OutboxSignal,
  ) {}

  protected once<R>(name: string, build: () => R): R {
    if (!this.#built.has(name)) this.#built.set(name, build());
    return this.#built.get(name) as R;
  }
}

/** One group's repositories, all on one executor and built with the group's id. */
export class GroupRepositories extends RepositorySet {
  constructor(
    executor: Executor,
    engine: Engine,
    signal: OutboxSignal,
    readonly groupId: string,
  ) {
    super(executor, engine, signal);
  }

  get recipes(): RecipesRepository {
    return this.once("recipes", () => new RecipesRepository(this.executor, this.groupId));
  }
  get recipeList(): RecipeListRepository {
    return this.once("recipeList", () => new RecipeListRepository(this.executor, this.engine, this.groupId));
  }
  get recipeMedia(): RecipeMediaRepository {
    return this.once("recipeMedia", () => new RecipeMediaRepository(this.executor, this.groupId));
  }
  get bulkRecipes(): BulkRecipesRepository {
    return this.once("bulkRecipes", () => new BulkRecipesRepository(this.executor, this.groupId));
  }
  get exports(): GroupExportsRepository {
    return this.once("exports", () => new GroupExportsRepository(this.executor, this.groupId));
  }
  get namedRefs(): NamedRefsRepository {
    return this.once("namedRefs", () => new NamedRefsRepository(this.executor, this.groupId));
  }
  organizers(kind: OrganizerKind): OrganizersRepository {
    return this.once(`organizers:${kind}`, () => new OrganizersRepository(this.executor, kind, this.groupId));
  }
  get organizerRecipes(): OrganizerRecipesRepository {
    return this.once("organizerRecipes", () => new OrganizerRecipesRepository(this.executor, this.groupId));
  }
  get foods(): FoodsRepository {
    return this.once("foods", () => new FoodsRepository(this.executor, this.groupId));
  }
  get units(): UnitsRepository {
    return this.once("units", () => new UnitsRepository(this.executor, this.groupId));
  }
  get labels(): LabelsRepository {
    return this.once("labels", () => new LabelsRepository(this.executor, this.groupId));
  }
  get recipeSearchText(): RecipeSearchTextRepository {
    return this.once(
      "recipeSearchText",
      () => new RecipeSearchTextRepository(this.executor, this.engine, this.groupId),
    );
  }
  get cookbooks(): CookbooksRepository {
    return this.once("cookbooks", () => new CookbooksRepository(this.executor, this.groupId));
  }
  get ratings(): RatingsRepository {
    return this.once("ratings", () => new RatingsRepository(this.executor, this.groupId));
  }
  get comments(): CommentsRepository {
    return this.once("comments", () => new CommentsRepository(this.executor, this.groupId));
  }
  get timeline(): TimelineRepository {
    return this.once("timeline", () => new TimelineRepository(this.executor, this.groupId));
  }
  get shareTokens(): ShareTokensRepository {
    return this.once("shareTokens", () => new ShareTokensRepository(this.executor, this.groupId));
  }
  get shopping(): ShoppingRepository {
    return this.once("shopping", () => new ShoppingRepository(this.executor, this.groupId));
  }
  get mealPlans(): MealPlansRepository {
    return this.once("mealPlans", () => new MealPlansRepository(this.executor, this.groupId));
  }
  get recipeActions(): RecipeActionsRepository {
    return this.once("recipeActions", () => new RecipeActionsRepository(this.executor, this.groupId));
  }
  get reports(): ReportsRepository {
    return this.once("reports", () => new ReportsRepository(this.executor, this.groupId));
  }
  get members(): GroupMembersRepository {
    return this.once("members", () => new GroupMembersRepository(this.executor, this.groupId));
  }
  /** The group's events, recorded in the transaction of the change they tell of. */
  get outbox(): EventOutboxRepository {
    return this.once("outbox", () => new EventOutboxRepository(this.executor, this.engine, this.groupId, this.signal));
  }
  get notifiers(): NotifiersRepository {
    return this.once("notifiers", () => new NotifiersRepository(this.executor, this.groupId));
  }
  get webhooks(): WebhooksRepository {
    return this.once("webhooks", () => new WebhooksRepository(this.executor, this.groupId));
  }
}

/** The server-wide repositories on one executor, and the way to a group's on the same one. */
export class ServerRepositories extends RepositorySet {
  get users(): UsersRepository {
    return this.once("users", () => new UsersRepository(this.executor));
  }
  get groups(): GroupsRepository {
    return this.once("groups", () => new GroupsRepository(this.executor));
  }
  get apiTokens(): ApiTokensRepository {
    return this.once("apiTokens", () => new ApiTokensRepository(this.executor));
  }
  get invitations(): InvitationsRepository {
    return this.once("invitations", () => new InvitationsRepository(this.executor));
  }
  get sessions(): SessionsRepository {
    return this.once("sessions", () => new SessionsRepository(this.executor));
  }
  get passwordResetTokens(): PasswordResetTokensRepository {
    return this.once("passwordResetTokens", () => new PasswordResetTokensRepository(this.executor));
  }
  get sharedRecipeLinks(): SharedRecipeLinks {
    return this.once("sharedRecipeLinks", () => new SharedRecipeLinks(this.executor));
  }
  get recipeFiles(): RecipeFilesLocator {
    return this.once("recipeFiles", () => new RecipeFilesLocator(this.executor));
  }
  get shoppingItems(): ShoppingItemsUpkeep {
    return this.once("shoppingItems", () => new ShoppingItemsUpkeep(this.executor));
  }
  get calendarFeeds(): CalendarFeedsRepository {
    return this.once("calendarFeeds", () => new CalendarFeedsRepository(this.executor));
  }
  get searchIndex(): SearchIndexRepository {
    return this.once("searchIndex", () => new SearchIndexRepository(this.executor, this.engine));
  }
  get searchWords(): SearchWordsRepository {
    return this.once("searchWords", () => new SearchWordsRepository(this.executor));
  }
  get vocabularyVersions(): VocabularyVersionRepository {
    return this.once("vocabularyVersions", () => new VocabularyVersionRepository(this.executor));
  }
  get expiredExports(): ExpiredGroupExports {
    return this.once("expiredExports", () => new ExpiredGroupExports(this.executor));
  }
  get jobRuns(): JobRunsRepository {
    return this.once("jobRuns", () => new JobRunsRepository(this.executor));
  }
  get abandonedReports(): AbandonedReports {
    return this.once("abandonedReports", () => new AbandonedReports(this.executor));
  }
  get madeThis(): MadeThisRepository {
    return this.once("madeThis", () => new MadeThisRepository(this.executor));
  }

  get deliveries(): DeliveriesRepository {
    return this.once("deliveries", () => new DeliveriesRepository(this.executor));
  }
  get maintenance(): MaintenanceRepository {
    return this.once("maintenance", () => new MaintenanceRepository(this.executor));
  }
  get scheduledWebhooks(): ScheduledWebhooks {
    return this.once("scheduledWebhooks", () => new ScheduledWebhooks(this.executor));
  }

  /** A group's repositories on this set's executor: inside a transaction, they are in it too. */
  group(groupId: string): GroupRepositories {
    return new GroupRepositories(this.executor, this.engine, this.signal, groupId);
  }
}

/**
 * The repositories on the database, and transactions: `inTransaction` hands its work a fresh set
 * built on the transaction, so every query of the work runs in it and none can be left outside
 * by forgetting an argument. A group's set is asked for with the group's id.
 */
export class Repositories extends ServerRepositories {
  /** Outside a transaction, each recorded event has committed already: it is told at once. */
  readonly #signal: { now: () => Date; recorded: (groupId: string) => void };

  constructor(
    private readonly db: Kysely<Database>,
    engine: Engine,
  ) {
    const signal = { now: () => new Date(), recorded: (_groupId: string) => {} };
    super(db, engine, signal);
    this.#signal = signal;
  }

  /**
   * Where recorded events are told once committed (the event bus's wake-up of the delivery
   * workers), and the clock their deliveries fall due by.
   */
  onEventsCommitted(now: () => Date, committed: (groupId: string) => void): void {
    this.#signal.now = now;
    this.#signal.recorded = committed;
  }

  inTransaction<T>(work: (repositories: ServerRepositories) => Promise<T>): Promise<T>;
  inTransaction<T>(groupId: string, work: (repositories: GroupRepositories) => Promise<T>): Promise<T>;
  async inTransaction<T>(
    groupOrWork: string | ((repositories: ServerRepositories) => Promise<T>),
    groupWork?: (repositories: GroupRepositories) => Promise<T>,
  ): Promise<T> {
    return this.#transaction((server) =>
      typeof groupOrWork === "string"
        ? (groupWork as (repositories: GroupRepositories) => Promise<T>)(server.group(groupOrWork))
        : groupOrWork(server),
    );
  }

  /**
   * `inTransaction` for the write of one recipe (its row, children and links), whose statements
   * each change a bounded number of pages: on SQLite they keep their undo copies in memory rather
   * than in temporary files (see withStatementJournalsInMemory).
   */
  inRecipeWrite<T>(groupId: string, work: (repositories: GroupRepositories) => Promise<T>): Promise<T> {
    return this.#transaction((server, trx) =>
      withStatementJournalsInMemory(trx, this.engine, () => work(server.group(groupId))),
    );
  }

  async #transaction<T>(work: (repositories: ServerRepositories, trx: Executor) => Promise<T>): Promise<T> {
    // Groups whose events the work recorded: told only once the transaction has committed.
    const recorded = new Set<string>();
    const signal: OutboxSignal = { now: () => this.#signal.now(), recorded: (groupId) => recorded.add(groupId) };
    const result = await this.db
      .transaction()
      .execute((trx) => work(new ServerRepositories(trx, this.engine, signal), trx));
    for (const groupId of recorded) this.#signal.recorded(groupId);
    return result;
  }
}
