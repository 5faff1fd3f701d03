import { join } from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './api-root';
import { parseTrustedProxies } from './security/trusted-proxies';

const booleanFlag = z.enum(['on', 'off']);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus `/metrics` on its own port, never the public one; `0` or `off` turns it off. */
  METRICS_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
    .default(9464)
    .transform((value) => (value === 'off' || value === 0 ? undefined : value)),
  /**
   * On SIGTERM, how long /api/health/ready answers 503 while requests are still served, so
   * the load balancer takes the instance out before it stops accepting connections.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Which X-Forwarded-For hops to believe behind load balancers: off, a hop count or the
   * proxies' addresses and CIDR ranges; `on` is refused (decision 048).
   */
  TRUST_PROXY: z
    .string()
    .default('off')
    .transform((value, context) => parseTrustedProxies(value, context)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded PGlite data folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * A direct connection for migrations when DATABASE_URL goes through PgBouncer in transaction
   * mode (their lock is held for a whole session); unset, migrations use DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /**
   * Worker processes sharing the instance's port (node:cluster, decision 093): one process
   * holds at most the open-file limit of sockets. Above 1 it needs PostgreSQL and Redis.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** The race-day simulator; on by default only on the embedded database, never in production. */
  SIMULATOR: booleanFlag.optional(),
  /** Seed the demo race days on start; on by default except in production. */
  SEED: booleanFlag.optional(),
  /** Publish the API's documentation at /api/docs; on by default except in production. */
  API_DOCS: booleanFlag.optional(),
  /** Signs access tokens and peppers one-time codes; required in production. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts sensitive fields at rest (bank account numbers, PANs): 32 random bytes, base64
   * (`openssl rand -base64 32`); required in production. Kept apart from AUTH_SECRET so
   * rotating that does not lock the data away.
   */
  DATA_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  /** Player email goes out through this SMTP server (smtp:// or smtps://); unset, to the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Furlong <no-reply@furlong.in>'),
  /** SMS provider endpoint (JSON POST, bearer SMS_API_KEY); unset, SMS go to the dev outbox. */
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it): set both
   * or neither. Unset, a pair is made once and kept in the database (decision 081).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .default('mailto:support@furlong.in'),
  /**
   * Lets a push subscription's endpoint be http://127.0.0.1 (a test's fake push service);
   * refused in production, where an endpoint is https and never a loopback or IP address.
   */
  PUSH_ALLOW_LOOPBACK_HTTP: z.enum(['on', 'off']).default('off'),
  /** Bets whose liability at the shown price exceeds this (rupees) wait for a trader. */
  TRADER_REVIEW_LIABILITY_RUPEES: z.coerce.number().int().positive().default(1000),
  /**
   * Who runs the tote pools (decision 059): `own` sells into our pools; `club-sandbox` also sends
   * every ticket to a simulated club totalisator with outside money of its own, which declares
   * the dividends.
   */
  TOTE_HOST: z.enum(['own', 'club-sandbox']).default('own'),
  /** The minimum tote dividend per ₹10 unit (rupees); a shortfall is paid by the house. */
  /** A price feed silent this long (seconds) suspends the races it feeds, unless it set its own (decision 073). */
  FEED_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  TOTE_MIN_DIVIDEND_RUPEES: z.coerce.number().min(10).max(1000).default(11),
  /** Best of price and tote: the most one bet is paid over its struck price (rupees; decision 066). */
  BEST_TOTE_MAX_EXTRA_RUPEES: z.coerce.number().int().min(0).default(25_000),
  /** A multiple whose potential payout exceeds this (rupees) waits for a trader (decision 061). */
  MULTIPLE_REVIEW_LIABILITY_RUPEES: z.coerce.number().int().positive().default(25_000),
  /** No bet of a multiple returns more than this (rupees, before TDS; decision 061). */
  MULTIPLE_MAX_PAYOUT_RUPEES: z.coerce.number().int().positive().default(500_000),
  /** Who pays withdrawals out: the sandbox (dev, tests) or a bank/UPI connector (docs/decisions/016). */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'bank']).default('sandbox'),
  /**
   * The sandbox pays nothing out for real, so a production process refuses to start with it
   * unless this is on (a staging site).
   */
  PAYOUT_SANDBOX_ALLOWED: booleanFlag.default('off'),
  /** Signs payout callbacks (HMAC-SHA256); unset outside production, a per-process key is made. */
  PAYOUT_CALLBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sandbox: instant settles by itself after the delay; manual waits for a callback. */
  PAYOUT_SANDBOX_MODE: z.enum(['instant', 'manual']).default('instant'),
  PAYOUT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Share of sandbox payouts that fail, 0 to 1. */
  PAYOUT_SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Sandbox callbacks go to this URL over HTTP; unset, into this process's callback route. */
  PAYOUT_SANDBOX_CALLBACK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional(),
  /** The bank/UPI payout API (PAYOUT_PROVIDER=bank). */
  PAYOUT_BANK_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  PAYOUT_BANK_API_KEY: z.string().min(1).optional(),
  PAYOUT_BANK_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Deposits by UPI and net banking (decision 069): off by default, the spec's "disabled until
   * further notice"; on, a player whose state is LIVE may deposit.
   */
  DEPOSITS: booleanFlag.default('off'),
  /** Signs deposit webhooks (HMAC-SHA256); unset outside production, a per-process key is made. */
  DEPOSIT_CALLBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sandbox deposits: instant settles by itself after the delay; manual waits for a webhook. */
  DEPOSIT_SANDBOX_MODE: z.enum(['instant', 'manual']).default('instant'),
  DEPOSIT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /**
   * Money one operator moves alone to one player in one India day (adjustments and retail
   * cash-ins together; credits and debits each) up to this many rupees; the request that would
   * pass it waits for a second operator's approval (maker-checker, decisions 026 and 046).
   */
  ADJUSTMENT_APPROVAL_RUPEES: z.coerce.number().int().positive().default(50_000),
  /**
   * Money one operator moves alone over all players in one India day (credits and debits
   * together) up to this many rupees; past it everything waits for a second operator
   * (decision 046). 0 switches this limit off.
   */
  OPERATOR_DAILY_APPROVAL_RUPEES: z.coerce.number().int().min(0).default(2_500_000),
  /**
   * Operators' second factor at sign-in (authenticator codes, decision 052): `required` asks
   * every operator, enrolling at the first sign-in; `optional` asks only those enrolled.
   * Required in production (the default there; `optional` is refused); optional elsewhere.
   */
  OPERATOR_2FA: z.enum(['required', 'optional']).optional(),
  /** Where players reach the web app: links in messages (the "not you?" freeze link) start here. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://localhost:8080'),
  /**
   * Hosts besides PUBLIC_URL's that a content link (tips, banners, promotions) may lead to over
   * https, comma-separated (decision 048); empty, links stay on the site.
   */
  CONTENT_LINK_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be hostnames, e.g. racing.example.in'),
      ),
    ),
  /** Hours a new beneficiary waits before it can receive money (decision 025); 0 switches it off. */
  BENEFICIARY_COOLING_OFF_HOURS: z.coerce.number().min(0).max(720).default(24),
  /** Withdrawals above this (rupees) wait for two operators before going to the provider. */
  WITHDRAWAL_REVIEW_RUPEES: z.coerce.number().int().positive().default(10_000),
  /** Built web app to serve; defaults to apps/web/dist. A missing folder means API only. */
  WEB_DIST: z.string().default(join(API_ROOT, '..', 'web', 'dist')),
  /** Live video (docs/decisions/015-live-video.md): demo serves a looping test stream. */
  VIDEO_PROVIDER: z.enum(['demo', 'hls']).default('demo'),
  /** The HLS provider's address; a race's stream is <base>/<stream key>/index.m3u8, signed. */
  VIDEO_HLS_BASE_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  VIDEO_HLS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  VIDEO_HLS_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Fixed stream addresses per venue, e.g. "CAL=https://...m3u8,HYD=https://...m3u8". */
  VIDEO_STREAMS: z
    .string()
    .optional()
    .transform((value, context) => parseVenueStreams(value ?? '', context)),
  /** The embeddable player for the connect call; {videoCode} is replaced. Unset, no embeds. */
  VIDEO_EMBED_URL: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .refine((value) => value.includes('{videoCode}'), 'must contain {videoCode}')
    .optional(),
});

const VENUE_STREAM = /^([A-Z]{3})=(https?:\/\/\S+)$/;

function parseVenueStreams(value: string, context: z.RefinementCtx): Record<string, string> {
  const streams: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = VENUE_STREAM.exec(entry);
    if (!match?.[1] || !match[2] || !URL.canParse(match[2])) {
      context.addIssue({ code: 'custom', message: `"${entry}" is not VENUE=https://address` });
      continue;
    }
    streams[match[1]] = match[2];
  }
  return streams;
}

/** Every variable the server reads; .env.example lists each (env.test.ts checks). */
export const ENV_NAMES = Object.keys(envSchema.shape);

const productionRules = (env: z.infer<typeof envSchema>, context: z.RefinementCtx) => {
  for (const key of ['AUTH_SECRET', 'DATA_KEY'] as const) {
    if (env.NODE_ENV === 'production' && !env[key]) {
      context.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  }
  if (
    env.NODE_ENV === 'production' &&
    env.PAYOUT_PROVIDER === 'sandbox' &&
    env.PAYOUT_SANDBOX_ALLOWED !== 'on'
  ) {
    context.addIssue({
      code: 'custom',
      path: ['PAYOUT_PROVIDER'],
      message:
        'is the sandbox, which pays nothing out: set PAYOUT_PROVIDER=bank, or PAYOUT_SANDBOX_ALLOWED=on for a staging site',
    });
  }
  if (env.NODE_ENV === 'production' && env.DEPOSITS === 'on') {
    for (const key of ['DEPOSIT_CALLBACK_SECRET', 'PAYOUT_SANDBOX_ALLOWED'] as const)
      if (!env[key] || env[key] === 'off')
        context.addIssue({
          code: 'custom',
          path: [key],
          message:
            key === 'PAYOUT_SANDBOX_ALLOWED'
              ? 'must be on with DEPOSITS=on: the only deposit provider is the sandbox, which takes no money (a staging site)'
              : 'is required in production with DEPOSITS=on',
        });
  }
  if (env.VIDEO_PROVIDER === 'hls' && !(env.VIDEO_HLS_BASE_URL && env.VIDEO_HLS_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: ['VIDEO_HLS_BASE_URL'],
      message: 'and VIDEO_HLS_SECRET are required with VIDEO_PROVIDER=hls',
    });
  }
  if (env.PAYOUT_PROVIDER === 'bank') {
    for (const key of [
      'PAYOUT_BANK_URL',
      'PAYOUT_BANK_API_KEY',
      'PAYOUT_BANK_SIGNING_SECRET',
      'PAYOUT_CALLBACK_SECRET',
    ] as const) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with PAYOUT_PROVIDER=bank',
        });
    }
  }
  if (env.NODE_ENV === 'production' && env.OPERATOR_2FA === 'optional') {
    context.addIssue({
      code: 'custom',
      path: ['OPERATOR_2FA'],
      message:
        'must be required in production: an operator signs in with a password and an authenticator code (leave it unset)',
    });
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'is required with the other VAPID key: set both or neither',
    });
  }
  if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_LOOPBACK_HTTP === 'on') {
    context.addIssue({
      code: 'custom',
      path: ['PUSH_ALLOW_LOOPBACK_HTTP'],
      message: 'is for tests only: a production push endpoint is https',
    });
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process, so several workers share a PostgreSQL',
    });
  }
  if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL) {
    context.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs REDIS_URL: a change made through one worker reaches the sockets of the others through Redis',
    });
  }
  if (env.SMS_API_URL && !env.SMS_API_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['SMS_API_KEY'],
      message: 'is required with SMS_API_URL',
    });
  }
};

/** Demo data and the docs are on by default, except in production (docs/decisions/027). */
const withDefaults = (env: z.infer<typeof envSchema>) => {
  const isProduction = env.NODE_ENV === 'production';
  return {
    ...env,
    SEED: env.SEED ?? (isProduction ? 'off' : 'on'),
    API_DOCS: env.API_DOCS ?? (isProduction ? 'off' : 'on'),
    OPERATOR_2FA: env.OPERATOR_2FA ?? (isProduction ? 'required' : 'optional'),
  } as const;
};

const validatedEnvSchema = envSchema.superRefine(productionRules).transform(withDefaults);

export type Env = z.output<typeof validatedEnvSchema>;

/** Parses the environment once at boot; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = validatedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export function isSimulatorOn(env: Env): boolean {
  if (env.SIMULATOR) return env.SIMULATOR === 'on';
  return env.NODE_ENV !== 'production' && env.DATABASE_URL === undefined;
}
