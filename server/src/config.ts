import { z } from 'zod';
import { DEFAULT_CANCELLATION_WINDOW_HOURS } from '@regen/shared/constants';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_SESSION_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  CLIENT_DIST: z.string().min(1).default('./client/dist'),
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_EMAILS: emailList.default([]),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  ACTIVITY_APPROVAL: z.enum(['manual', 'auto']).default('manual'),
  CANCELLATION_WINDOW_HOURS: z.coerce.number().min(0).max(720).default(DEFAULT_CANCELLATION_WINDOW_HOURS),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RATE_LIMITS: booleanFlag.default(true),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Regen Marketplace <hello@regen.example>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: z.string().min(1).optional(),
  S3_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  S3_USE_SSL: booleanFlag.default(false),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().min(3).default('activity-photos'),
  S3_PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  // A bearer token long enough not to be guessed; without one /metrics is not served (docs/decisions/100).
  METRICS_TOKEN: z.string().min(24).optional(),
  // Another such token for /ops/backup (the embedded database's copy while it runs, docs/decisions/111).
  BACKUP_TOKEN: z.string().min(24).optional(),
  TICKET_SECRET: z.string().min(32).optional(),
  // OCTO webhooks to http://127.0.0.1 (tests' local receivers); refused in production (docs/decisions/115).
  OCTO_WEBHOOKS_ALLOW_LOOPBACK: booleanFlag.default(false),
  /** Admins' second factor: `required` everywhere but a local demo (docs/decisions/116). */
  ADMIN_SECOND_FACTOR: z.enum(['required', 'offered']).default('required'),
  // Passkeys (docs/decisions/116): the relying party's id (a domain) and the origins browsers sign for.
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_ORIGINS: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where the app is reached by browsers: used in emailed links and the Origin check. */
  publicUrl: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /**
   * A session-mode connection to the same database, for what holds a session: LISTEN and the
   * migrations' lock (DATABASE_URL may go through a transaction pooler); DATABASE_URL's if unset.
   */
  databaseSessionUrl: string | undefined;
  dataDir: string;
  clientDist: string;
  /** Load the demo accounts (public password) into an empty database: development and test only. */
  seedDemo: boolean;
  /** Serve /dev/mailbox: only when NODE_ENV says development or test and no SMTP server is set. */
  devMailbox: boolean;
  adminEmails: string[];
  requireEmailVerification: boolean;
  activityApproval: 'manual' | 'auto';
  cancellationWindowHours: number;
  /** Sliding lifetime: a session unused this long ends; use renews it. */
  sessionDays: number;
  /** Absolute lifetime: no renewal keeps a session past this many days after sign-in. */
  sessionMaxDays: number;
  rateLimits: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        endPoint: string;
        port: number | undefined;
        useSSL: boolean;
        accessKey: string;
        secretKey: string;
        bucket: string;
        publicUrl: string | undefined;
      };
  trustProxy: boolean;
  /** The bearer token /metrics asks for; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** The bearer token /ops/backup asks for; unset: /ops/backup answers 404. */
  backupToken: string | undefined;
  /** Signs booking tickets (docs/decisions/104); unset: a key made once and kept in the database. */
  ticketSecret: string | undefined;
  /** OCTO webhook URLs may be http://127.0.0.1 (tests); otherwise https only (docs/decisions/115). */
  octoWebhooksAllowLoopback: boolean;
  /** Admin procedures need a session that used a second factor (false only in a local demo, docs/decisions/116). */
  adminSecondFactorRequired: boolean;
  /** Passkeys: the relying party id and the origins a signed answer may come from (docs/decisions/116). */
  webauthn: { rpId: string; origins: string[] };
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The passkeys' relying party from PUBLIC_URL unless set: its host name and origin. Browsers
 * refuse an IP address as a relying party id, so a loopback PUBLIC_URL (tests, the demo) gives
 * `localhost`, and the same port on localhost is accepted as an origin.
 */
function webauthnParty(publicUrl: string, rpId: string | undefined, origins: string | undefined) {
  const url = new URL(publicUrl);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  const localhostOrigin = `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`;
  return {
    rpId: rpId ?? (loopback ? 'localhost' : url.hostname),
    origins: origins
      ? origins.split(',').map((o) => o.trim())
      : loopback
        ? [...new Set([url.origin, localhostOrigin])]
        : [url.origin],
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Tools that must never reach a deployment (demo accounts with a public password, a page
  // showing every emailed link) need NODE_ENV to say development or test: an unset
  // NODE_ENV still runs as development, but does not turn them on.
  const explicitlyDevelopment = cleaned.NODE_ENV === 'development' || cleaned.NODE_ENV === 'test';
  if (e.SEED_DEMO && !explicitlyDevelopment) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: demo data (accounts with a public password) is loaded only when NODE_ENV is development or test',
    );
  }
  if (e.ADMIN_SECOND_FACTOR === 'offered' && !explicitlyDevelopment) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_SECOND_FACTOR: admins need a second factor unless NODE_ENV is development or test',
    );
  }
  if (e.OCTO_WEBHOOKS_ALLOW_LOOPBACK && production) {
    throw new ConfigError(
      'Invalid configuration:\n  OCTO_WEBHOOKS_ALLOW_LOOPBACK: webhooks go over https in production',
    );
  }
  if (e.SESSION_MAX_DAYS < e.SESSION_DAYS) {
    throw new ConfigError('Invalid configuration:\n  SESSION_MAX_DAYS: must be at least SESSION_DAYS');
  }
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_ENDPOINT ? 's3' : 'local');
  if (storageDriver === 's3' && (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY || !e.S3_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY are required when STORAGE_DRIVER is s3',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseSessionUrl: e.DATABASE_SESSION_URL,
    dataDir: e.DATA_DIR,
    clientDist: e.CLIENT_DIST,
    seedDemo: e.SEED_DEMO ?? explicitlyDevelopment,
    devMailbox: explicitlyDevelopment && !e.SMTP_URL,
    adminEmails: e.ADMIN_EMAILS,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? production,
    activityApproval: e.ACTIVITY_APPROVAL,
    cancellationWindowHours: e.CANCELLATION_WINDOW_HOURS,
    sessionDays: e.SESSION_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    rateLimits: e.RATE_LIMITS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage:
      storageDriver === 's3'
        ? {
            driver: 's3',
            endPoint: e.S3_ENDPOINT!,
            port: e.S3_PORT,
            useSSL: e.S3_USE_SSL,
            accessKey: e.S3_ACCESS_KEY!,
            secretKey: e.S3_SECRET_KEY!,
            bucket: e.S3_BUCKET,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : { driver: 'local' },
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    backupToken: e.BACKUP_TOKEN,
    ticketSecret: e.TICKET_SECRET,
    octoWebhooksAllowLoopback: e.OCTO_WEBHOOKS_ALLOW_LOOPBACK,
    adminSecondFactorRequired: e.ADMIN_SECOND_FACTOR === 'required',
    webauthn: webauthnParty(publicUrl, e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGINS),
  };
}
