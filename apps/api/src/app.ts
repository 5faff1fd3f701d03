import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { ensureHouseAccounts } from './ledger/ledger-accounts';
import { amlRoutes } from './modules/aml/aml.routes';
import { betsRoutes } from './modules/bets/bets.routes';
import { cashierRoutes } from './modules/cashier/cashier.routes';
import { operatorWithdrawalsRoutes } from './modules/cashier/operator-withdrawals.routes';
import { depositCallbackRoutes } from './modules/cashier/deposit-callback.routes';
import { registerDeposits } from './modules/cashier/deposits';
import { payoutCallbackRoutes } from './modules/cashier/payout-callback.routes';
import { registerPayouts } from './modules/cashier/payouts';
import { contentRoutes } from './modules/content/content.routes';
import { operatorContentRoutes } from './modules/content/operator-content.routes';
import { operatorDebtsRoutes } from './modules/debts/operator-debts.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { sendRegistrationCodes } from './modules/identity/registration-codes';
import { healthRoutes } from './modules/health/health.routes';
import { createReadinessState, type ReadinessState } from './modules/health/readiness';
import { registerPlayerAuthentication } from './modules/identity/authenticate-player';
import { identityRoutes } from './modules/identity/identity.routes';
import { secondFactorRoutes } from './modules/identity/second-factor.routes';
import { signedInDevicesRoutes } from './modules/identity/signed-in-devices.routes';
import { kycDocumentRoutes, operatorKycRoutes } from './modules/kyc-review/kyc-review.routes';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { operatorDataRightsRoutes } from './modules/data-rights/operator-data-rights.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { operatorLegalRoutes } from './modules/legal/operator-legal.routes';
import { sealLegacyAccountNumbers } from './modules/cashier/sealed-bank-account';
import { sealLegacyKycDocuments, sealLegacyPans } from './modules/customers/seal-legacy-identity';
import { hashLegacyIdentities } from './modules/kyc-review/hash-legacy-identities';
import { registerDrainingConnectionClose } from './graceful-shutdown';
import { createNotifier } from './modules/notifications/create-notifier';
import { devOutboxRoutes } from './modules/notifications/dev-outbox.routes';
import type { Notifier } from './modules/notifications/notifier';
import type { SettlementQueue } from './modules/races/race-deps';
import { followsRoutes } from './modules/follows/follows.routes';
import { playerNoticesRoutes } from './modules/notifications/player-notices.routes';
import { pushRoutes } from './modules/notifications/push.routes';
import { loadVapidKeys, type VapidKeys } from './modules/notifications/vapid-keys';
import { createWebPushSender } from './modules/notifications/web-push-sender';
import { clearBettingContact } from './modules/protections/clear-betting-contact';
import {
  guardStaffRoutes,
  registerOperatorAuthentication,
} from './modules/operators/authenticate-operator';
import { adjustmentRequestsRoutes } from './modules/player-desk/adjustment-requests.routes';
import {
  operatorSessionRoutes,
  operatorSignInRoutes,
} from './modules/operators/operator-auth.routes';
import { operatorPlayersRoutes } from './modules/player-desk/operator-players.routes';
import { playerLookupRoutes } from './modules/player-desk/player-lookup.routes';
import { operatorProtectionsRoutes } from './modules/protections/operator-protections.routes';
import { protectionsRoutes } from './modules/protections/protections.routes';
import { raceAdminRoutes } from './modules/race-admin/race-admin.routes';
import { reviewOfferRoutes } from './modules/race-admin/review-offer.routes';
import { raceControlRoutes } from './modules/race-control/race-control.routes';
import { racesRoutes } from './modules/races/races.routes';
import { raceResultsRoutes } from './modules/settlement/race-results.routes';
import { operatorReportsRoutes } from './modules/statements/operator-reports.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { taxRoutes } from './modules/tax/tax.routes';
import { createToteHost } from './modules/tote/create-tote-host';
import type { ToteHost } from './modules/tote/tote-host';
import { ensureToteHouseAccounts } from './modules/tote/tote-accounts';
import { multiRaceOperatorRoutes } from './modules/tote/multi-race-operator.routes';
import { multiRaceRoutes } from './modules/tote/multi-race.routes';
import { toteOperatorRoutes } from './modules/tote/tote-operator.routes';
import { toteRoutes } from './modules/tote/tote.routes';
import { tradingRoutes } from './modules/trading/trading.routes';
import { priceFeedRoutes } from './modules/price-feeds/price-feeds.routes';
import { videoRoutes } from './modules/video/video.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { registerAppGauges } from './metrics/app-gauges';
import { registerHttpMetrics } from './metrics/http-metrics';
import { createMetrics, type Metrics } from './metrics/metrics';
import { registerJsonCompression } from './plugins/compress-json';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler';
import { createFastLane, type FastLane } from './plugins/fast-lane';
import { serializeError } from './plugins/log-serializers';
import { realtimePlugin } from './plugins/realtime';
import { registerUnreadableTextGuard } from './plugins/refuse-unreadable-text';
import { requestIdFor } from './plugins/request-id';
import { lazyChildLogger, WritesAndFailuresLogController } from './plugins/request-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import type { RealtimeHub } from './realtime/hub';
import { createRateLimiter } from './security/create-rate-limiter';
import type { RateLimiter } from './security/rate-limiter';
import { loadServerSecrets, type ServerSecrets } from './security/server-secrets';
import { trustProxyOption } from './security/trusted-proxies';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  hub: RealtimeHub;
  clock: Clock;
  /** Defaults to the configured channels (the dev outbox when none). */
  notifier?: Notifier;
  settlements?: SettlementQueue;
  /** Defaults to Redis when REDIS_URL is set, else in-process. */
  rateLimiter?: RateLimiter;
  /** Prometheus metrics (served by server.ts on METRICS_PORT); a fresh registry by default. */
  metrics?: Metrics;
  /** Where log lines go (stdout by default); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    hub: RealtimeHub;
    clock: Clock;
    secrets: ServerSecrets;
    notifier: Notifier;
    /** Settlement as queue jobs (the server); undefined, race changes settle in the call. */
    settlements: SettlementQueue | undefined;
    rateLimiter: RateLimiter;
    metrics: Metrics;
    /** Turns /api/health/ready to 503 when shutdown begins (graceful-shutdown.ts). */
    readiness: ReadinessState;
    /** Answers the race card's cache hits ahead of Fastify (plugins/fast-lane.ts). */
    fastLane: FastLane;
    /** Who runs the tote pools, as TOTE_HOST says (decision 059). */
    toteHost: ToteHost;
    /** The VAPID key pair Web Push is signed with (decision 081). */
    pushKeys: VapidKeys;
  }
}

/**
 * Everything under /api/operator, composed from each module's staff routes. Sign-in and
 * refresh are open; every other route sits in the guarded scope (guardStaffRoutes): the
 * operator's session, then the permission the route declares.
 */
const operatorRoutes = async (operator: FastifyInstance) => {
  await operator.register(operatorSignInRoutes);
  await operator.register(async (staff) => {
    guardStaffRoutes(staff);
    await staff.register(operatorSessionRoutes);
    await staff.register(playerLookupRoutes);
    await staff.register(operatorPlayersRoutes);
    await staff.register(adjustmentRequestsRoutes);
    await staff.register(operatorWithdrawalsRoutes);
    await staff.register(operatorKycRoutes);
    await staff.register(raceAdminRoutes);
    await staff.register(raceControlRoutes);
    await staff.register(tradingRoutes);
    await staff.register(priceFeedRoutes);
    await staff.register(operatorContentRoutes);
    await staff.register(operatorDebtsRoutes);
    await staff.register(operatorProtectionsRoutes);
    await staff.register(operatorReportsRoutes);
    await staff.register(toteOperatorRoutes);
    await staff.register(multiRaceOperatorRoutes);
    await staff.register(operatorLegalRoutes);
    await staff.register(operatorDataRightsRoutes);
    await staff.register(amlRoutes);
  });
};

/** Builds the whole app without listening: server.ts listens, tests inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const fastLane = createFastLane();
  const app = Fastify({
    logger: {
      level: deps.env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
      // A failed query's parameters and SQL never reach a log line.
      serializers: { err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Keep a caller's request id when it is sane, so logs correlate across hops.
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    serverFactory: fastLane.serverFactory,
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    logController: new WritesAndFailuresLogController(),
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger, bindings, options),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', deps.env);
  app.decorate('database', deps.database);
  app.decorate('hub', deps.hub);
  app.decorate('clock', deps.clock);
  app.decorate('metrics', deps.metrics ?? createMetrics());
  app.decorate('readiness', createReadinessState());
  app.decorate('fastLane', fastLane);
  app.decorate('toteHost', createToteHost(deps.env.TOTE_HOST));
  registerDrainingConnectionClose(app);
  registerHttpMetrics(app);
  registerAppGauges(app);
  app.decorate(
    'secrets',
    await loadServerSecrets(deps.database.db, {
      authSecret: deps.env.AUTH_SECRET,
      dataKey: deps.env.DATA_KEY,
    }),
  );
  await ensureHouseAccounts(deps.database.db);
  await ensureToteHouseAccounts(deps.database.db);
  await sealLegacyAccountNumbers(deps.database.db, app.secrets.fieldCipher);
  await sealLegacyPans(deps.database.db, app.secrets.fieldCipher);
  await sealLegacyKycDocuments(deps.database.db, app.secrets.fieldCipher);
  await hashLegacyIdentities(deps.database.db, app.secrets.fieldCipher, app.log);
  app.decorate('settlements', deps.settlements);
  app.decorate(
    'pushKeys',
    await loadVapidKeys(deps.database.db, deps.env, app.secrets.fieldCipher),
  );
  app.decorate(
    'notifier',
    deps.notifier ??
      createNotifier(
        deps.env,
        deps.database.db,
        app.log,
        createWebPushSender({
          db: deps.database.db,
          keys: app.pushKeys,
          // Every push asks the contact rule as it goes out (decision 049).
          mayContact: async (playerId, now) =>
            (await clearBettingContact(deps.database.db, playerId, now)) !== undefined,
          now: () => deps.clock.now(),
          log: app.log,
        }),
      ),
  );
  // Messages already promised to players go out before the process stops.
  app.addHook('onClose', async () => app.notifier.drain?.());
  registerPayouts(app);
  registerDeposits(app);
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.env);
  app.decorate('rateLimiter', rateLimiter);
  if (!deps.rateLimiter) app.addHook('onClose', async () => rateLimiter.close());

  registerErrorHandler(app);
  registerUnreadableTextGuard(app);
  registerPlayerAuthentication(app);
  registerOperatorAuthentication(app);
  registerSecurityHeaders(app);
  await registerJsonCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Furlong API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (tests and the operator guard read it); publishing it is a choice.
  if (deps.env.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(realtimePlugin, {
    countSockets: app.metrics.countSockets,
    ...(deps.env.NODE_ENV === 'production'
      ? { allowedOrigin: new URL(deps.env.PUBLIC_URL).origin }
      : {}),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(racesRoutes);
      await api.register(raceResultsRoutes);
      await api.register(contentRoutes);
      await api.register(referenceRoutes);
      await api.register(taxRoutes);
      await api.register(legalRoutes);
      await api.register(identityRoutes);
      await api.register(signedInDevicesRoutes);
      await api.register(secondFactorRoutes);
      await api.register(customersRoutes, { registrationCodes: sendRegistrationCodes });
      await api.register(walletRoutes);
      await api.register(betsRoutes);
      await api.register(reviewOfferRoutes);
      await api.register(toteRoutes);
      await api.register(multiRaceRoutes);
      await api.register(protectionsRoutes);
      await api.register(dataRightsRoutes);
      await api.register(statementsRoutes);
      await api.register(followsRoutes);
      await api.register(playerNoticesRoutes);
      await api.register(pushRoutes);
      await api.register(cashierRoutes);
      await api.register(payoutCallbackRoutes);
      await api.register(depositCallbackRoutes);
      await api.register(kycDocumentRoutes);
      await api.register(devOutboxRoutes);
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(videoRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.env.WEB_DIST);
  return app;
}
