import { createRequire } from "node:module";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { pino } from "pino";
import { aboutRoutes } from "./about/about.routes.js";
import { adminRoutes, legacyAdminUserRoutes } from "./admin/admin.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { signedInCaller } from "./auth/authenticate.js";
import { loadTokenSecret } from "./auth/token-secret.js";
import { backupsRoutes } from "./backups/backups.routes.js";
import { ensureFirstStart } from "./bootstrap/first-start.js";
import { commentsRoutes } from "./comments/comments.routes.js";
import type { Config } from "./config/config.js";
import { cookbooksRoutes } from "./cookbooks/cookbooks.routes.js";
import { type DatabaseHandle, openDatabase, type PostgresConnectionOptions } from "./db/database.js";
import { withInstanceLock } from "./db/instance-lock.js";
import { isMigrated, migrateToLatest } from "./db/migrations/index.js";
import { PostgresFanout } from "./events/postgres-fanout.js";
import { shoppingListEventsRoutes } from "./events/shopping-list-events.routes.js";
import { exploreCookbooksRoutes } from "./explore/explore-cookbooks.routes.js";
import { exploreOrganizersRoutes } from "./explore/explore-organizers.routes.js";
import { exploreRecipesRoutes } from "./explore/explore-recipes.routes.js";
import { exportsRoutes } from "./exports/exports.routes.js";
import { foodsRoutes } from "./foods/foods.routes.js";
import { groupsRoutes } from "./groups/groups.routes.js";
import { householdsRoutes } from "./households/households.routes.js";
import { registerAccessControl } from "./http/access.js";
import { answerClientError, answerFrameworkError } from "./http/client-errors.js";
import { registerErrorHandler } from "./http/errors.js";
import { registerNulCharacterCheck } from "./http/nul-characters.js";
import { registerOperations } from "./http/operations.js";
import { ServerRenderer } from "./http/server-render.js";
import { registerWebApp } from "./http/spa.js";
import { registerTurnTaking } from "./http/turn-taking.js";
import type { Clock } from "./jobs/clock.js";
import { LinkPreviewsService } from "./link-previews/link-previews.service.js";
import { LogFile } from "./maintenance/log-file.js";
import { maintenanceRoutes } from "./maintenance/maintenance.routes.js";
import { mealPlansRoutes } from "./mealplans/mealplans.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { migrationsRoutes } from "./migrations/migrations.routes.js";
import { notifiersRoutes } from "./notifiers/notifiers.routes.js";
import { organizersRoutes } from "./organizers/organizers.routes.js";
import { PACKAGE_ROOT } from "./package-root.js";
import { parserRoutes } from "./parser/parser.routes.js";
import { ratingsRoutes } from "./ratings/ratings.routes.js";
import { recipeActionsRoutes } from "./recipe-actions/recipe-actions.routes.js";
import { recipeListRoutes } from "./recipes/list/recipe-list.routes.js";
import { recipeMediaRoutes } from "./recipes/recipe-media.routes.js";
import { recipesRoutes } from "./recipes/recipes.routes.js";
import { reportsRoutes } from "./reports/reports.routes.js";
import { scraperRoutes } from "./scraper/scraper.routes.js";
import { seedersRoutes } from "./seeders/seeders.routes.js";
import { createServices, type Services } from "./services.js";
import { sharesRoutes } from "./shares/shares.routes.js";
import { shoppingRoutes } from "./shopping/shopping.routes.js";
import { timelineRoutes } from "./timeline/timeline.routes.js";
import { usersRoutes } from "./users/users.routes.js";
import { validatorsRoutes } from "./validators/validators.routes.js";
import { webhooksRoutes } from "./webhooks/webhooks.routes.js";

const { version } = createRequire(PACKAGE_ROOT)("./package.json") as { version: string };

export interface BuildOptions extends PostgresConnectionOptions {
  /** Folder of the built web app; the API alone is served when it is absent. */
  webDir?: string;
  /** The web app's server entry (web/dist-ssr/entry-server.js): recipe pages and group homes come rendered. */
  serverEntry?: string;
  /**
   * Whether the scheduled jobs and the planner's statistics run on their timers once the app is
   * ready (default true); tests call `services.jobs.runDue` and `services.plannerStatistics.refresh`.
   */
  runJobs?: boolean;
  /** Where the job runner's timer reads the time (default: the system's). */
  clock?: Clock;
}

export interface LarderApp {
  app: FastifyInstance;
  services: Services;
}

/**
 * The server's logger: standard output, and the log file in the data folder that the maintenance
 * screen reads (not when logging is off).
 */
function createLogger(config: Config) {
  const options = { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] };
  if (config.logLevel === "silent") return pino(options);
  const level = config.logLevel;
  return pino(
    options,
    pino.multistream([
      { level, stream: pino.destination({ dest: 1, sync: true }) },
      { level, stream: LogFile.of(config.dataDir) },
    ]),
  );
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

/** Fastify types these factories for JSON Schema compilers; the zod ones take the same calls. */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Whether the schema is up to date and the first start made its group: what start-up would otherwise do. */
async function isSettled(database: DatabaseHandle): Promise<boolean> {
  if (!(await isMigrated(database.db, database.engine))) return false;
  return Boolean(await database.db.selectFrom("groups").select("id").limit(1).executeTakeFirst());
}

/** Opens and migrates the database, seeds a first start, and builds the HTTP application. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<LarderApp> {
  const database = openDatabase(config.database, options);
  try {
    const log = createLogger(config);
    const prepare = async () => {
      await migrateToLatest(database.db, database.engine);
      const services = createServices(
        config,
        database,
        loadTokenSecret(config.dataDir, config.tokenSecret),
        version,
        log,
        options.clock,
      );
      // Before anything reads the data: a restore the last process died in is finished or undone.
      await services.backups.startUp();
      await ensureFirstStart(config, services.repositories);
      return services;
    };
    // Instances started together on one PostgreSQL database take turns: the first migrates and
    // makes the default group and administrator, the others then find both done. On a database
    // already migrated and set up there is nothing to race for, and no lock's session to open.
    const services = (await isSettled(database))
      ? await prepare()
      : await withInstanceLock(database, "start-up", prepare);

    const app = Fastify({
      loggerInstance: log as FastifyBaseLogger,
      // Slugs are path parameters: one made of a name of MAX_NAME_LENGTH characters can be five times
      // as long ("♥" → "love"); Fastify's default of 100 would answer 414 for long names.
      routerOptions: { maxParamLength: 2048 },
      // Requests are not logged one by one: errors are, by the error handler.
      logController: new LogController({ disableRequestLogging: true }),
      // Refusals made before a route is found, by Node's parser or Fastify's router, in Mealie's shape.
      clientErrorHandler: answerClientError,
      frameworkErrors: answerFrameworkError,
      // The zod schemas validate and serialize. Given as the compilers' factories (what
      // setValidatorCompiler and setSerializerCompiler install), Fastify does not load its default
      // compilers, ajv and fast-json-stringify, which nothing here uses: 3% of the start's CPU time.
      schemaController: { compilersFactory: zodCompilersFactory },
    });
    const { newSessionClient } = database;
    if (newSessionClient) {
      // Several instances may share this database: what one publishes reaches the others' listeners.
      const fanout = new PostgresFanout(services.events, {
        db: database.db,
        newClient: () => newSessionClient("larder-events"),
        log,
      });
      app.addHook("onReady", async () => {
        await fanout.start();
      });
    }
    app.addHook("onReady", async () => {
      services.searchIndex.start();
    });
    if (options.runJobs ?? true) {
      app.addHook("onReady", async () => {
        services.jobs.start();
        services.plannerStatistics.start();
      });
    }
    // Before the HTTP server's close, which waits for open responses such as event streams.
    app.addHook("preClose", async () => {
      services.eventStreams.endAll();
    });
    app.addHook("onClose", async () => {
      // A job or a bulk import still running would otherwise write into a closed database.
      // The worker first: a run of the minute job that drains it then ends without waiting for a
      // receiver that never answers.
      await services.deliveryWorker.stop();
      await services.jobs.stop();
      await services.scraper.idle();
      await services.searchIndex.stop();
      await services.plannerStatistics.stop();
      await services.migrations.close();
      await services.events.close();
      await services.mail.close();
      await database.close();
    });
    registerTurnTaking(app);
    registerErrorHandler(app);
    registerNulCharacterCheck(app);
    registerAccessControl(app, services.requireUser);

    await app.register(fastifyCompress, {
      threshold: 1024,
      // Quality 2 compresses a page of 50 recipes (60 kB) within 3% of quality 4's size in a third
      // of the time (0.2 ms against 0.75 ms).
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
      // JSON answers (up to a few hundred kB: a page of 100 recipes) are compressed in one call: at
      // these sizes a compression stream per response cost more in set-up and scheduling than the
      // compressing (a third of a recipe's request time).
      syncThreshold: 512 * 1024,
    });
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: "Larder", version, description: "Larder's HTTP API, compatible with Mealie v1 clients." },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: "/docs" });
    app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());

    registerOperations(app, [
      ...cookbooksRoutes(services),
      ...mealPlansRoutes(services),
      ...shoppingRoutes(services),
      ...householdsRoutes(services),
      ...shoppingListEventsRoutes(services),
      ...exploreCookbooksRoutes(services),
      ...mediaRoutes(services),
      ...ratingsRoutes(services),
      ...commentsRoutes(services),
      ...timelineRoutes(services),
      ...sharesRoutes(services),
      ...recipeActionsRoutes(services),
      ...aboutRoutes(services),
      ...authRoutes(services),
      ...usersRoutes(services),
      ...groupsRoutes(services),
      ...adminRoutes(services),
      ...legacyAdminUserRoutes(services),
      ...maintenanceRoutes(services),
      ...backupsRoutes(services),
      ...validatorsRoutes(services),
      ...recipeMediaRoutes(services),
      ...exportsRoutes(services),
      ...recipesRoutes(services),
      ...scraperRoutes(services),
      ...migrationsRoutes(services),
      ...reportsRoutes(services),
      ...seedersRoutes(services),
      ...recipeListRoutes(services),
      ...parserRoutes(services),
      ...exploreRecipesRoutes(services),
      ...organizersRoutes(services),
      ...foodsRoutes(services),
      ...exploreOrganizersRoutes(services),
      ...webhooksRoutes(services),
      ...notifiersRoutes(services),
    ]);
    await registerWebApp(app, options.webDir, {
      linkPreviews: new LinkPreviewsService(
        {
          publicRecipe: (groupSlug, recipeSlug) => services.recipesReadModel.exploreRecipe(groupSlug, recipeSlug),
          sharedRecipe: (tokenId) => services.shares.sharedRecipe(tokenId),
        },
        config.baseUrl,
      ),
      viewerOf: async (request) => {
        // An expired or revoked session opens the page as a visitor would; the app then says so. The
        // page itself is served whatever happens here: its hints are only a head start.
        const actor = await signedInCaller(services.auth, request).catch(() => null);
        return { groupSlug: actor?.groupSlug ?? null };
      },
      serverRenderer: new ServerRenderer(app, options.serverEntry, app.log),
    });

    return { app, services };
  } catch (error) {
    await database.close();
    throw error;
  }
}
