import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanFlag = z.enum(['on', 'off']);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Trust X-Forwarded-For (behind a load balancer); off, a client could pick its own address. */
  TRUST_PROXY: booleanFlag.default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded PGlite data folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** The race-day simulator; on by default only on the embedded database. */
  SIMULATOR: booleanFlag.optional(),
  /** Seed the demo race days and reference data on start. */
  SEED: booleanFlag.default('on'),
  /** Signs access tokens and peppers one-time codes; required in production. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Player email goes out through this SMTP server (smtp:// or smtps://); unset, to the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Furlong <no-reply@furlong.in>'),
  /** SMS provider endpoint (JSON POST, bearer SMS_API_KEY); unset, SMS go to the dev outbox. */
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  /** Bets whose liability at the shown price exceeds this (rupees) wait for a trader. */
  TRADER_REVIEW_LIABILITY_RUPEES: z.coerce.number().int().positive().default(1000),
  /** Built web app to serve; defaults to apps/web/dist. A missing folder means API only. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
});

export type Env = z.infer<typeof envSchema>;

const productionRules = (env: z.infer<typeof envSchema>, context: z.RefinementCtx) => {
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
  }
  if (env.SMS_API_URL && !env.SMS_API_KEY) {
    context.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required with SMS_API_URL' });
  }
};

/** Parses the environment once at boot; a bad value stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.superRefine(productionRules).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export function isSimulatorOn(env: Env): boolean {
  return env.SIMULATOR ? env.SIMULATOR === 'on' : env.DATABASE_URL === undefined;
}
