import type { FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { AboutService } from "./about/about.service.js";
import { AdminAboutService } from "./admin/admin-about.service.js";
import { AdminGroupsService } from "./admin/admin-groups.service.js";
import { AdminUsersService } from "./admin/admin-users.service.js";
import { AccessTokens } from "./auth/access-tokens.js";
import { AuthService } from "./auth/auth.service.js";
import { requireUser } from "./auth/authenticate.js";
import { CommentsRepository } from "./comments/comments.repository.js";
import { CommentsService } from "./comments/comments.service.js";
import type { Config } from "./config/config.js";
import { CookbooksRepository } from "./cookbooks/cookbooks.repository.js";
import { CookbooksService } from "./cookbooks/cookbooks.service.js";
import type { DatabaseHandle } from "./db/database.js";
import { transactionsOf } from "./db/transactions.js";
import { ExploreOrganizersService } from "./explore/explore-organizers.service.js";
import { BulkActionsService } from "./exports/bulk-actions.service.js";
import { BulkRecipesRepository } from "./exports/bulk-recipes.repository.js";
import { RecipeExportsService } from "./exports/exports.service.js";
import { FileTokens } from "./exports/file-tokens.js";
import { GroupExportsRepository } from "./exports/group-exports.repository.js";
import { FoodsRepository } from "./foods/foods.repository.js";
import { FoodsService } from "./foods/foods.service.js";
import { LabelsRepository } from "./foods/labels.repository.js";
import { LabelsService } from "./foods/labels.service.js";
import { RecipeSearchTextRepository } from "./foods/recipe-search-text.repository.js";
import { UnitsRepository } from "./foods/units.repository.js";
import { UnitsService } from "./foods/units.service.js";
import { GroupMembersRepository } from "./groups/group-members.repository.js";
import { GroupsRepository } from "./groups/groups.repository.js";
import { GroupsService } from "./groups/groups.service.js";
import { InvitationsRepository } from "./groups/invitations.repository.js";
import { InvitationsService } from "./groups/invitations.service.js";
import { MailSender } from "./mail/mail-sender.js";
import { Mailer } from "./mail/mailer.js";
import { AvatarStore } from "./media/avatar-store.js";
import { NamedRefsRepository } from "./organizers/named-refs.repository.js";
import { OrganizerRecipesRepository } from "./organizers/organizer-recipes.repository.js";
import { OrganizersRepository } from "./organizers/organizers.repository.js";
import { OrganizersService } from "./organizers/organizers.service.js";
import { SafeFetcher } from "./outbound/safe-fetch.js";
import { ParserService } from "./parser/parser.service.js";
import { VocabularyVersionRepository } from "./parser/vocabulary-version.repository.js";
import { RatingsRepository } from "./ratings/ratings.repository.js";
import { RatingsService } from "./ratings/ratings.service.js";
import { RecipeActionsRepository } from "./recipe-actions/recipe-actions.repository.js";
import { RecipeActionsService } from "./recipe-actions/recipe-actions.service.js";
import { RecipeListRepository, SearchWordsRepository } from "./recipes/list/recipe-list.repository.js";
import { RecipeListService } from "./recipes/list/recipe-list.service.js";
import { SearchVocabulary } from "./recipes/list/search-vocabulary.js";
import { RecipesReadModel } from "./recipes/read-model/recipes-read-model.js";
import { RecipeFilesLocator, RecipeMediaRepository } from "./recipes/recipe-media.repository.js";
import { RecipeMediaService } from "./recipes/recipe-media.service.js";
import { RecipesRepository } from "./recipes/recipes.repository.js";
import { RecipesService } from "./recipes/recipes.service.js";
import { ReportsRepository } from "./reports/reports.repository.js";
import { ReportsService } from "./reports/reports.service.js";
import { ScraperService } from "./scraper/scraper.service.js";
import { SharedRecipeLinks, ShareTokensRepository } from "./shares/shares.repository.js";
import { SharesService } from "./shares/shares.service.js";
import { TimelineRepository } from "./timeline/timeline.repository.js";
import { TimelineService } from "./timeline/timeline.service.js";
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
  ratings: RatingsService;
  comments: CommentsService;
  timeline: TimelineService;
  shares: SharesService;
  /** The one outbound HTTP client (timeouts, size caps, no private addresses). */
  safeFetcher: SafeFetcher;
  recipeMedia: RecipeMediaService;
  recipeFiles: RecipeFilesLocator;
  recipeExports: RecipeExportsService;
  bulkActions: BulkActionsService;
  recipeActions: RecipeActionsService;
  cookbooks: CookbooksService;
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
  /** Importing recipes from web pages, pasted HTML or JSON-LD. */
  scraper: ScraperService;
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
  const safeFetcher = new SafeFetcher({ allowPrivateNetwork: config.allowPrivateNetwork });
  const about = new AboutService(config, version, repositories.groups, repositories.users);
  const organizersOf = (kind: "categories" | "tags" | "tools", groupId: string) =>
    new OrganizersRepository(db, kind, groupId);
  const organizerRecipesOf = (groupId: string) => new OrganizerRecipesRepository(db, groupId);
  const organizers = {
    categories: new OrganizersService("categories", organizersOf, organizerRecipesOf),
    tags: new OrganizersService("tags", organizersOf, organizerRecipesOf),
    tools: new OrganizersService("tools", organizersOf, organizerRecipesOf),
  };
  const labelsOf = (groupId: string) => new LabelsRepository(db, groupId);
  const foods = new FoodsService(
    inTransaction,
    (groupId) => new FoodsRepository(db, groupId),
    labelsOf,
    (groupId) => new RecipeSearchTextRepository(db, groupId),
  );
  const units = new UnitsService(inTransaction, (groupId) => new UnitsRepository(db, groupId));
  const namedRefsOf = (groupId: string) => new NamedRefsRepository(db, groupId);
  const recipesOf = (groupId: string) => new RecipesRepository(db, groupId);
  const recipeListOf = (groupId: string) => new RecipeListRepository(db, database.engine, groupId);
  const recipes = new RecipesService(recipesOf, namedRefsOf, repositories.groups, inTransaction, config.dataDir);
  const recipeMedia = new RecipeMediaService(
    config.dataDir,
    recipes,
    (groupId) => new RecipeMediaRepository(db, groupId),
    safeFetcher,
  );
  const fileTokens = new FileTokens(tokenSecret);
  const reports = new ReportsService((groupId) => new ReportsRepository(db, groupId));
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
    invitations: new InvitationsService(config, repositories.invitations, repositories.users, mail),
    about,
    adminAbout: new AdminAboutService(config, version, about, repositories.users, repositories.groups, mail),
    adminUsers: new AdminUsersService(config, repositories.users, repositories.groups, users, avatars),
    adminGroups: new AdminGroupsService(config, inTransaction, repositories.groups),
    validators: new ValidatorsService(repositories.users, repositories.groups),
    ratings: new RatingsService((groupId) => new RatingsRepository(db, groupId), inTransaction),
    comments: new CommentsService((groupId) => new CommentsRepository(db, groupId)),
    timeline: new TimelineService((groupId) => new TimelineRepository(db, groupId), config.dataDir),
    shares: new SharesService(
      (groupId) => new ShareTokensRepository(db, groupId),
      new SharedRecipeLinks(db),
      (groupId, recipeId) => recipes.getInGroup(groupId, recipeId),
    ),
    safeFetcher,
    recipeMedia,
    recipeFiles: new RecipeFilesLocator(db),
    recipeExports: new RecipeExportsService(config.dataDir, recipes, recipeMedia, fileTokens),
    bulkActions: new BulkActionsService(
      config.dataDir,
      inTransaction,
      (groupId) => new BulkRecipesRepository(db, groupId),
      namedRefsOf,
      (groupId) => new GroupExportsRepository(db, groupId),
      recipes,
      fileTokens,
    ),
    recipeActions: new RecipeActionsService((groupId) => new RecipeActionsRepository(db, groupId)),
    cookbooks: new CookbooksService(
      (groupId) => new CookbooksRepository(db, groupId),
      (groupId) => new RecipesRepository(db, groupId),
      repositories.groups,
      inTransaction,
    ),
    recipes,
    recipesReadModel: new RecipesReadModel(
      recipesOf,
      recipeListOf,
      new RecipeListService(recipeListOf, new SearchVocabulary(new SearchWordsRepository(db))),
      repositories.groups,
    ),
    organizers,
    foods,
    units,
    parser: new ParserService(foods, units, new VocabularyVersionRepository(db)),
    labels: new LabelsService(labelsOf),
    exploreOrganizers: new ExploreOrganizersService(repositories.groups, foods, organizers),
    reports,
    scraper: new ScraperService(safeFetcher, recipes, recipeMedia, reports, log),
    requireUser: requireUser(auth),
  };
}
