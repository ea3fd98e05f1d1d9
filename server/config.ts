import { randomBytes } from 'node:crypto';
import { viewsSecretOf } from './statistics/views-secret';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { COUNTRY_CODES, siteDomains, toCountryCode, type CountryCode, type SiteDomains } from '@shared/sites';
import { OTP_RULES } from './auth/otp-rules';
import type { StripeSettings } from './payments/stripe-gateway';
import { CLIENT_IPV6_PREFIX } from './http/client-key';
import { parseMetricsToken } from './observability/metrics-token';
import { parseInstagramConfig, type InstagramConfig } from './instagram/instagram-config';

export interface SmsBudget {
  perHour: number;
  perCountryPerHour: Record<CountryCode, number>;
  /**
   * Codes one address may ask for in the send window. Behind a carrier's NAT many people share one; a test run,
   * whose every couple signs in from the loopback, needs more.
   */
  perAddressPerHour: number;
}

/** The three kinds of host one process serves, chosen by the request's Host header. */
export type HostKind = 'public' | 'project' | 'backOffice';

/**
 * Where an S3-compatible bucket is: AWS's own endpoint for the region unless `endpoint` names another
 * (MinIO, R2, a test's s3rver), path-style addressing for those that need it, and the SDK's usual credential
 * chain (environment, profile, instance role) unless keys are given.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** PGlite's data folder (ignored when databaseUrl is set). */
  dataDir: string;
  /** Original images, by key (default `<dataDir>/images`). */
  imagesDir: string;
  /** Rendered image variants; safe to empty at any time (default `<dataDir>/image-cache`). */
  imageCacheDir: string;
  /** The most bytes the variant cache keeps; past it the least recently used variants are deleted. */
  imageCacheMaxBytes: number;
  /**
   * An S3-compatible bucket holding the originals instead of `imagesDir` (IMAGES_S3_BUCKET set), so that
   * several server instances share one store; the variant cache stays each instance's own.
   */
  imagesS3: S3Settings | undefined;
  databaseUrl: string | undefined;
  /** Base domain the local host names derive from (`localhost` → `be.localhost`, `pro.localhost`…). */
  baseDomain: string;
  /** Host name → country site; production domains come from SITE_DOMAINS. */
  siteDomains: SiteDomains;
  projectHost: string;
  backOfficeHost: string;
  /** Parent domain the token cookies are set for, shared by the three hosts. */
  cookieDomain: string | undefined;
  tokenSecret: Uint8Array;
  /** The key of the page views' visitor hash; null when counting is off (server/statistics/views-secret.ts). */
  viewsSecret: Uint8Array | null;
  /** `outbox` stores messages for /dev/sms-outbox; `twilio` sends them. */
  smsTransport: 'outbox' | 'twilio';
  /** The outbox is refused in production unless explicitly enabled. */
  devOutboxEnabled: boolean;
  /**
   * Required to read the outbox when it is enabled in production (a staging server anyone can reach): without
   * it, knowing a phone number would be enough to read its sign-in code.
   */
  devOutboxSecret: string | undefined;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
  /** `outbox` stores emails for /dev/mail-outbox; `smtp` sends them through `smtp`. */
  mailTransport: 'outbox' | 'smtp';
  /**
   * Where the company page looks a SIRET up: the French state's open company search, or fictional companies
   * (development, tests, the demo), never the network.
   */
  companyRegister:
    { kind: 'fictional' } | { kind: 'recherche-entreprises'; baseUrl: string; timeoutMs: number };
  smtp: { url: string; from: string } | undefined;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): false, the proxies' own addresses and CIDR
   * ranges (preferred), or a number of hops (the last N addresses are proxies). A hop count trusts whoever
   * connects, so it holds only if the application port is reachable through the proxy alone: a client that
   * reaches it directly chooses its own address (README, "Behind a reverse proxy"). Never "every hop", which
   * lets any client choose its own address and escape every per-address limit.
   */
  trustProxy: false | number | string[];
  /** The prefix length an IPv6 client is counted by in every per-client limit (`clientKey`), 32 to 128. */
  clientIpv6Prefix: number;
  /** SMS codes sent per hour, all countries together and per country: past them, sending pauses (429). */
  smsBudget: SmsBudget;
  /** When set, rate limits are counted in Redis and shared by every instance behind the load balancer. */
  redisUrl: string | undefined;
  /**
   * Whether start-up seeds the demo content (couple, providers, projects, provider account, placeholder
   * photos): on in development and tests, off in production unless confirmed (`parseSeedDemo`).
   */
  seedDemo: boolean;
  /** How many providers the demo seeds into an empty directory. */
  seedProviders: number;
  /**
   * Whether the numbers of the ranges reserved for fiction may sign in: wherever the demo's accounts may exist
   * (outside production, or with a demo seeded on purpose). Production refuses them: a code reaches nobody.
   */
  fictionPhoneNumbers: boolean;
  /** Time a client has to send a whole request, headers and body, before the server answers 408 and closes. */
  requestTimeoutMs: number;
  /**
   * On SIGTERM or SIGINT, how long the process goes on serving as usual while `/ready` answers 503, before it
   * stops accepting connections: the time a load balancer takes to see it and send its traffic elsewhere.
   */
  shutdownDelayMs: number;
  /**
   * How long a whole shutdown may take (the delay, the requests in flight, the running jobs, the flushes)
   * before it is forced: exit 1.
   */
  shutdownTimeoutMs: number;
  /**
   * How visitors reach the sites, for the absolute URLs pages write (canonical, hreflang, sitemaps): behind a
   * TLS proxy, `https` on the default port, whatever port this process listens on.
   */
  publicScheme: 'http' | 'https';
  /** Null: the port this process listens on. */
  publicPort: number | null;
  /**
   * The payment gateway credit packs are bought through (`PAYMENTS`): the sandbox checkout, a page of ours that
   * signs its own events (outside production, or on a demo server), Stripe Checkout, or none (a production
   * server not told which: nothing is sold until it is).
   */
  payments:
    | { gateway: 'sandbox'; sandboxSecret: string }
    | ({ gateway: 'stripe' } & StripeSettings)
    | { gateway: 'none' };
  /** Instagram's app (or the local fake outside production, or none) and the key sealing its tokens. */
  instagram: InstagramConfig;
  /** The bearer token of `/metrics` (METRICS_TOKEN); none serves no metrics (server/observability/). */
  metricsToken: string | undefined;
}

/** `SITE_DOMAINS="FR=mariage.example.fr,BE=huwelijk.example.be"` */
function parseSiteDomains(value: string): SiteDomains {
  const entries = value.split(',').map((pair) => {
    const [code, domain] = pair.split('=').map((part) => part.trim());
    const country = toCountryCode(code);
    if (!country || !domain) {
      throw new Error(`SITE_DOMAINS: cannot read "${pair}" (expected COUNTRY=domain, e.g. FR=example.fr)`);
    }
    return [domain.toLowerCase(), country] as const;
  });
  return Object.fromEntries(entries);
}

/** A whole number from the environment, from `min` to `max`; unset or empty gives the fallback. */
function parseCount(
  name: string,
  value: string | undefined,
  fallback: number,
  max = Infinity,
  min = 0,
): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min || count > max) {
    throw new Error(`${name}: "${value}" is not a whole number from ${min} to ${max}`);
  }
  return count;
}

/**
 * `TRUST_PROXY=10.0.0.5,10.1.0.0/16` (the proxies' addresses, preferred) or `TRUST_PROXY=1` (hops: only with
 * the application port closed to everything but the proxy).
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) || false;
  const addresses = value.split(',').map((address) => address.trim());
  if (addresses.some((address) => !isIP(address.replace(/\/\d{1,3}$/, '')))) {
    throw new Error(
      `TRUST_PROXY: "${value}" is neither a number of proxy hops (1) nor a list of proxy addresses ` +
        '(10.0.0.5,10.1.0.0/16); "true" would let any client choose its own address',
    );
  }
  return addresses;
}

/** `500` for every site country, or `FR=1000,BE=200` (the countries left out keep the fallback). */
function parseCountryCounts(
  name: string,
  value: string | undefined,
  fallback: number,
): Record<CountryCode, number> {
  const uniform = value && /^\d+$/.test(value);
  const everyCountry = uniform ? parseCount(name, value, fallback) : fallback;
  const counts = Object.fromEntries(COUNTRY_CODES.map((country) => [country, everyCountry]));
  for (const pair of !value || uniform ? [] : value.split(',')) {
    const [code, count] = pair.split('=').map((part) => part.trim());
    const country = toCountryCode(code);
    if (!country) throw new Error(`${name}: "${pair}" does not start with a site country (FR=1000)`);
    counts[country] = parseCount(name, count, fallback);
  }
  return counts as Record<CountryCode, number>;
}

function parseDevOutboxSecret(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): string | undefined {
  if (nodeEnv !== 'production' || env.DEV_OUTBOX !== 'enabled') return undefined;
  const secret = env.DEV_OUTBOX_SECRET ?? '';
  if (secret.length < 32) {
    throw new Error(
      'DEV_OUTBOX=enabled in production requires DEV_OUTBOX_SECRET (at least 32 random characters)',
    );
  }
  return secret;
}

/**
 * What an operator types in SEED_DEMO_IN_PRODUCTION to seed the demo on a production server, which only a
 * staging or demonstration copy should: made-up providers would fill the public directory.
 */
export const DEMO_IN_PRODUCTION_CONFIRMATION = 'this is a demo server, not the public site';

/** `SEED_DEMO=true|false`; unset: on outside production, off in production. */
function parseSeedDemo(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): boolean {
  const value = env.SEED_DEMO || undefined;
  if (value !== undefined && value !== 'true' && value !== 'false') {
    throw new Error(`SEED_DEMO: "${value}" is neither true nor false`);
  }
  if (nodeEnv !== 'production') return value !== 'false';
  if (value !== 'true') return false;
  if (env.SEED_DEMO_IN_PRODUCTION !== DEMO_IN_PRODUCTION_CONFIRMATION) {
    throw new Error(
      'SEED_DEMO=true in production puts made-up providers in the public directory and lets the demo accounts ' +
        `sign in: unset SEED_DEMO, or confirm with SEED_DEMO_IN_PRODUCTION="${DEMO_IN_PRODUCTION_CONFIRMATION}"`,
    );
  }
  return true;
}

function parseNodeEnv(value: string | undefined): Config['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const baseDomain = env.BASE_DOMAIN ?? 'localhost';
  const smsTransport = env.SMS_TRANSPORT === 'twilio' ? 'twilio' : 'outbox';
  const seedDemo = parseSeedDemo(env, nodeEnv);
  const mailTransport = parseMailTransport(env.MAIL_TRANSPORT);
  if (nodeEnv === 'production' && !env.TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET must be set in production (at least 32 random characters)');
  }
  const twilio =
    smsTransport === 'twilio'
      ? {
          accountSid: required(env, 'TWILIO_ACCOUNT_SID', 'SMS_TRANSPORT=twilio'),
          authToken: required(env, 'TWILIO_AUTH_TOKEN', 'SMS_TRANSPORT=twilio'),
          from: required(env, 'TWILIO_FROM', 'SMS_TRANSPORT=twilio'),
          baseUrl: env.TWILIO_BASE_URL ?? 'https://api.twilio.com',
        }
      : undefined;
  const smtp =
    mailTransport === 'smtp'
      ? {
          url: required(env, 'SMTP_URL', 'MAIL_TRANSPORT=smtp'),
          from: required(env, 'MAIL_FROM', 'MAIL_TRANSPORT=smtp'),
        }
      : undefined;
  const imagesS3: S3Settings | undefined = env.IMAGES_S3_BUCKET
    ? {
        bucket: env.IMAGES_S3_BUCKET,
        region: env.IMAGES_S3_REGION || 'us-east-1',
        endpoint: env.IMAGES_S3_ENDPOINT || undefined,
        forcePathStyle: env.IMAGES_S3_FORCE_PATH_STYLE === 'true',
        credentials: env.IMAGES_S3_ACCESS_KEY_ID
          ? {
              accessKeyId: env.IMAGES_S3_ACCESS_KEY_ID,
              secretAccessKey: required(env, 'IMAGES_S3_SECRET_ACCESS_KEY', 'IMAGES_S3_ACCESS_KEY_ID is set'),
            }
          : undefined,
      }
    : undefined;
  const tokenSecret = env.TOKEN_SECRET ? new TextEncoder().encode(env.TOKEN_SECRET) : randomBytes(32);
  return {
    port: parseCount('PORT', env.PORT, 3000, 65535),
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    dataDir,
    imagesDir: resolve(env.IMAGES_DIR || join(dataDir, 'images')),
    imageCacheDir: resolve(env.IMAGE_CACHE_DIR || join(dataDir, 'image-cache')),
    imageCacheMaxBytes: parseCount('IMAGE_CACHE_MAX_BYTES', env.IMAGE_CACHE_MAX_BYTES, 1024 ** 3),
    imagesS3,
    databaseUrl: env.DATABASE_URL || undefined,
    baseDomain,
    siteDomains: env.SITE_DOMAINS ? parseSiteDomains(env.SITE_DOMAINS) : siteDomains(baseDomain),
    projectHost: env.PROJECT_HOST ?? `projet.${baseDomain}`,
    backOfficeHost: env.BACK_OFFICE_HOST ?? `pro.${baseDomain}`,
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    tokenSecret,
    viewsSecret: viewsSecretOf(env, tokenSecret),
    smsTransport,
    devOutboxEnabled: nodeEnv !== 'production' || env.DEV_OUTBOX === 'enabled',
    devOutboxSecret: parseDevOutboxSecret(env, nodeEnv),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    twilio,
    mailTransport,
    smtp,
    companyRegister: parseCompanyRegister(env, nodeEnv),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clientIpv6Prefix: parseCount(
      'CLIENT_IPV6_PREFIX',
      env.CLIENT_IPV6_PREFIX,
      CLIENT_IPV6_PREFIX.default,
      CLIENT_IPV6_PREFIX.max,
      CLIENT_IPV6_PREFIX.min,
    ),
    smsBudget: {
      perHour: parseCount('SMS_BUDGET_PER_HOUR', env.SMS_BUDGET_PER_HOUR, 2_000),
      perCountryPerHour: parseCountryCounts(
        'SMS_BUDGET_PER_COUNTRY_PER_HOUR',
        env.SMS_BUDGET_PER_COUNTRY_PER_HOUR,
        1_000,
      ),
      perAddressPerHour: parseCount(
        'SMS_CODES_PER_ADDRESS_PER_HOUR',
        env.SMS_CODES_PER_ADDRESS_PER_HOUR,
        OTP_RULES.maxSendsPerIpPerWindow,
      ),
    },
    redisUrl: env.REDIS_URL || undefined,
    seedDemo,
    seedProviders: parseCount('SEED_PROVIDERS', env.SEED_PROVIDERS, 600),
    fictionPhoneNumbers: nodeEnv !== 'production' || seedDemo,
    requestTimeoutMs: parseCount('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 300_000),
    shutdownDelayMs: parseCount('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0, 600_000),
    shutdownTimeoutMs: parseCount('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000, 3_600_000, 1),
    publicScheme: parsePublicScheme(env.PUBLIC_SCHEME, nodeEnv),
    publicPort: env.PUBLIC_PORT ? parseCount('PUBLIC_PORT', env.PUBLIC_PORT, 0, 65535) : null,
    payments: parsePayments(env, nodeEnv, seedDemo),
    instagram: parseInstagramConfig(env, nodeEnv === 'production'),
  };
}

/**
 * `PAYMENTS=sandbox|stripe`: the sandbox by default outside production. Production sells nothing until told
 * (`none`: buying answers 503), and refuses the sandbox, which grants credits for a click, unless the server
 * is a demo (SEED_DEMO confirmed).
 */
function parsePayments(
  env: NodeJS.ProcessEnv,
  nodeEnv: Config['nodeEnv'],
  seedDemo: boolean,
): Config['payments'] {
  const gateway = env.PAYMENTS || (nodeEnv === 'production' ? 'none' : 'sandbox');
  if (gateway === 'none') return { gateway };
  if (gateway === 'sandbox') {
    if (nodeEnv === 'production' && !seedDemo) {
      throw new Error(
        'PAYMENTS=sandbox grants credits without payment: production takes it on a demo server only',
      );
    }
    // Its events are signed and verified by the same process: a random secret does, unless instances share one.
    return { gateway, sandboxSecret: env.PAYMENTS_SANDBOX_SECRET || randomBytes(32).toString('hex') };
  }
  if (gateway !== 'stripe') throw new Error(`PAYMENTS: "${gateway}" is neither sandbox, stripe nor none`);
  return {
    gateway,
    secretKey: required(env, 'STRIPE_SECRET_KEY', 'PAYMENTS=stripe'),
    webhookSecret: required(env, 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS=stripe'),
    apiUrl: env.STRIPE_API_URL || undefined,
  };
}

function parsePublicScheme(value: string | undefined, nodeEnv: Config['nodeEnv']): Config['publicScheme'] {
  if (value === undefined || value === '') return nodeEnv === 'production' ? 'https' : 'http';
  if (value === 'http' || value === 'https') return value;
  throw new Error(`PUBLIC_SCHEME: "${value}" is neither http nor https`);
}

function parseCompanyRegister(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): Config['companyRegister'] {
  const kind = env.COMPANY_REGISTER || (nodeEnv === 'production' ? 'recherche-entreprises' : 'fictional');
  if (kind === 'fictional') return { kind };
  if (kind !== 'recherche-entreprises') {
    throw new Error(`COMPANY_REGISTER: "${kind}" is neither recherche-entreprises nor fictional`);
  }
  return {
    kind,
    baseUrl: env.COMPANY_REGISTER_URL || 'https://recherche-entreprises.api.gouv.fr',
    timeoutMs: parseCount('COMPANY_REGISTER_TIMEOUT_MS', env.COMPANY_REGISTER_TIMEOUT_MS, 5_000, 60_000, 100),
  };
}

function parseMailTransport(value: string | undefined): Config['mailTransport'] {
  if (value === undefined || value === '' || value === 'outbox') return 'outbox';
  if (value === 'smtp') return value;
  throw new Error(`MAIL_TRANSPORT: "${value}" is neither outbox nor smtp`);
}

function required(env: NodeJS.ProcessEnv, name: string, setting: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when ${setting}`);
  return value;
}
