import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { WEB_VITALS_LIMITS } from '../contracts/web-vitals.ts';
import { PLAN_CURRENCIES, PLAN_KEYS, type PlanCatalog } from '../core/plans.ts';
import { depositsConfig, depositsEnv, type DepositsConfig } from './config-deposits.ts';
import { whatsAppConfig, whatsAppEnv, whatsAppProblems, type WhatsAppConfig } from './config-whatsapp.ts';

const optionalString = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  BASE_URL: optionalString.pipe(z.url({ error: 'must be a full URL such as https://agendo.example.com' }).optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Agendo <no-reply@agendo.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: optionalString.pipe(
    z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  ),
  GOOGLE_CALENDAR_API_URL: optionalString.pipe(
    z
      .url()
      .regex(/\/calendar\/v3\/?$/, 'must end with /calendar/v3, such as https://www.googleapis.com/calendar/v3')
      .default('https://www.googleapis.com/calendar/v3'),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url({ error: 'must be a full URL such as http://127.0.0.1:12111' }).optional()),
  STRIPE_PORTAL_CONFIGURATION: optionalString,
  ...whatsAppEnv,
  ...depositsEnv,
  SEED_DEMO: booleanFlag.default(true),
  LOCAL_MAILBOX: booleanFlag.optional(),
  WORKER: booleanFlag.default(true),
  WORKER_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  CALDAV_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CALDAV_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_BOOKINGS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  WEB_VITALS_REPORTS_PER_IP: z.coerce.number().int().positive().default(WEB_VITALS_LIMITS.reportsPerWindow),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  SIGN_IN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must have at least 16 characters').optional()),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files (the site's screenshots) are kept: UPLOADS_DIR, or DATA_DIR/uploads. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** The Google Calendar API, `…/calendar/v3` (a stand-in in tests); used once `google` is set (docs/calendars.md). */
  googleCalendarApiUrl: string;
  billing: BillingConfig;
  /** Deposits at booking (docs/deposits.md): Stripe Connect, or the built-in test payments. */
  deposits: DepositsConfig;
  whatsapp: WhatsAppConfig;
  seedDemo: boolean;
  localMailbox: boolean;
  worker: boolean;
  workerIntervalMs: number;
  /** How long a worker holds a message it is sending before another may retry it. */
  outboxLeaseSeconds: number;
  /**
   * How often each CalDAV connection's calendars are read for busy time, and whether a CalDAV
   * server's address may be on a private network in production (docs/calendars.md).
   */
  caldav: { pollSeconds: number; allowPrivateNetworks: boolean };
  logLevel: string;
  trustProxy: boolean;
  signInLimits: { perEmail: number; perIp: number; windowSeconds: number };
  publicBookingsPerIpPerHour: number;
  /** Speed reports (the performance monitor's) one address may send per WEB_VITALS_LIMITS.windowSeconds. */
  webVitalsReportsPerIp: number;
  /** After SIGTERM, how long readiness answers 503 while requests are still served, before closing. */
  drainSeconds: number;
  /** GET /metrics from another address than loopback needs `Authorization: Bearer <token>`; unset: loopback only. */
  metricsToken: string | undefined;
  version: string;
}

/**
 * How subscriptions are paid. With `STRIPE_SECRET_KEY`, through Stripe (its API at
 * `STRIPE_API_URL` when set: a local stand-in in tests); without it, through the built-in test
 * checkout, whose events are signed with `webhookSecret` just like the provider's.
 */
export type BillingConfig =
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
      portalConfigurationId: string | undefined;
      /** From STRIPE_PRODUCT_<PLAN> and STRIPE_PRICE_<PLAN>_<CURRENCY>; undefined: found by lookup key. */
      catalog: PlanCatalog | undefined;
    }
  | { mode: 'test'; webhookSecret: string };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads and checks the environment. Every bad value is named with what it must be. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  problems.push(...whatsAppProblems(e));
  const catalog = readPlanCatalog(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(baseUrl).hostname);
  const authSecret = e.AUTH_SECRET ?? readOrCreateSecret(dataDir);
  const billing: BillingConfig =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          mode: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          api: e.STRIPE_API_URL ? apiAddress(e.STRIPE_API_URL) : undefined,
          portalConfigurationId: e.STRIPE_PORTAL_CONFIGURATION,
          catalog,
        }
      : {
          mode: 'test',
          webhookSecret:
            e.STRIPE_WEBHOOK_SECRET ??
            `whsec_${createHmac('sha256', authSecret).update('billing-test-webhook').digest('base64url')}`,
        };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    authSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    googleCalendarApiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/$/, ''),
    billing,
    deposits: depositsConfig(e, authSecret, e.STRIPE_API_URL ? apiAddress(e.STRIPE_API_URL) : undefined),
    whatsapp: whatsAppConfig(e, authSecret),
    seedDemo: e.SEED_DEMO,
    // Kept e-mails hold password-reset links: only show them where nobody else can look.
    localMailbox: !e.SMTP_URL && (e.LOCAL_MAILBOX ?? isLocal),
    worker: e.WORKER,
    workerIntervalMs: e.WORKER_INTERVAL_MS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    caldav: {
      pollSeconds: e.CALDAV_POLL_SECONDS,
      allowPrivateNetworks: e.CALDAV_ALLOW_PRIVATE_NETWORKS || e.NODE_ENV !== 'production',
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    signInLimits: {
      perEmail: e.SIGN_IN_LIMIT_PER_EMAIL,
      perIp: e.SIGN_IN_LIMIT_PER_IP,
      windowSeconds: e.SIGN_IN_LIMIT_WINDOW_SECONDS,
    },
    publicBookingsPerIpPerHour: e.PUBLIC_BOOKINGS_PER_IP_PER_HOUR,
    webVitalsReportsPerIp: e.WEB_VITALS_REPORTS_PER_IP,
    drainSeconds: e.DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    version: readVersion(),
  };
}

function apiAddress(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The plans' provider ids from the environment: all of them, or none (then found by lookup key). */
function readPlanCatalog(env: NodeJS.ProcessEnv, problems: string[]): PlanCatalog | undefined {
  const names = PLAN_KEYS.flatMap((plan) => [
    `STRIPE_PRODUCT_${plan.toUpperCase()}`,
    ...PLAN_CURRENCIES.map((currency) => `STRIPE_PRICE_${plan.toUpperCase()}_${currency}`),
  ]);
  const given = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  if (given.length < names.length) {
    problems.push(
      `set all of ${names.join(', ')} or none of them (missing: ${names.filter((n) => !given.includes(n)).join(', ')})`,
    );
    return undefined;
  }
  const value = (name: string) => (env[name] ?? '').trim();
  return Object.fromEntries(
    PLAN_KEYS.map((plan) => {
      const upper = plan.toUpperCase();
      return [
        plan,
        {
          productId: value(`STRIPE_PRODUCT_${upper}`),
          priceIds: { BRL: value(`STRIPE_PRICE_${upper}_BRL`), USD: value(`STRIPE_PRICE_${upper}_USD`) },
        },
      ];
    }),
  ) as PlanCatalog;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
