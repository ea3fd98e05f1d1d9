import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { DEMO_ADMIN_EMAIL } from './back-office/support-access/demo-admin';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { siteUrls } from './hosts';
import { systemClock } from './http/clock';
import { hopCountWarning } from './http/proxy-trust';
import { gracefulShutdown } from './lifecycle/graceful-shutdown';
import { servingDatabase } from './lifecycle/serving-database';
import { outboxMailTransport } from './mail/outbox-mail-transport';
import { smtpMailTransport } from './mail/smtp-mail-transport';
import { imageStorageFor } from './media/local-image-service';
import { DEMO_COUPLE_PHONE } from './seed/demo-phones';
import { DEMO_PROVIDER_PASSWORD, demoProviderEmails } from './seed/demo-provider-accounts';
import { seedDatabase } from './seed/seed-database';
import { outboxTransport } from './sms/outbox-transport';
import { twilioTransport } from './sms/twilio-transport';

const config = loadConfig();
const production = config.nodeEnv === 'production';
// Production's log is one JSON object a line: what the start-up says waits for the app's logger.
const startUpLines: string[] = [];
const say = production ? (line: string) => startUpLines.push(line) : (line: string) => console.log(line);
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const startUp = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(startUp);
if (applied.length > 0) say(`Migrations applied: ${applied.join(', ')}`);
// The seeded photos go where every instance reads them: the bucket when there is one.
await seedDatabase(startUp, { config, images: imageStorageFor(config), log: say });
const db = await servingDatabase(startUp, config.databaseUrl);

const sms = config.twilio ? twilioTransport(config.twilio) : outboxTransport(db, systemClock);
const mail = config.smtp ? smtpMailTransport(config.smtp) : outboxMailTransport(db, systemClock);
const app = await buildApp({
  config,
  db,
  sms,
  mail,
  clock: systemClock,
  logger: production,
});
for (const line of startUpLines) app.log.info(line);
await app.listen({ port: config.port, host: config.host });
const proxyWarning = hopCountWarning(config.trustProxy, config.nodeEnv);
if (proxyWarning) app.log.warn(proxyWarning);

const urls = siteUrls({ ...config, port: (app.server.address() as { port: number }).port });
if (production) {
  app.log.info({ database: config.databaseUrl ? 'PostgreSQL' : 'PGlite', sites: urls }, 'serving');
} else {
  console.log(`\nDatabase: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}`);
  console.log('Public sites:');
  for (const { country, url } of urls.countries) console.log(`  ${country}  ${url}`);
  console.log(`Project site:          ${urls.project}`);
  console.log(`Provider back-office:  ${urls.backOffice}`);
  console.log(`Demo data:             ${config.seedDemo ? 'seeded (SEED_DEMO)' : 'none'}`);
  const demoCouple = encodeURIComponent(DEMO_COUPLE_PHONE);
  console.log(`SMS outbox (dev):      ${urls.countries[0]?.url}/dev/sms-outbox-page?phone=${demoCouple}`);
  console.log(`Email outbox (dev):    ${urls.countries[0]?.url}/dev/mail-outbox-page`);
  if (config.seedDemo) {
    console.log(`Back-office demo accounts (password ${DEMO_PROVIDER_PASSWORD}):`);
    for (const email of demoProviderEmails()) console.log(`  ${email}`);
    console.log(`  ${DEMO_ADMIN_EMAIL} (support: /support-access)`);
  }
}

// SIGTERM (a release, a scale-down) and SIGINT (Ctrl-C) drain the process; a second one, or the timeout, cuts it.
const shutDown = gracefulShutdown({
  app,
  closeAfterApp: () => db.close(),
  delayMs: config.shutdownDelayMs,
  timeoutMs: config.shutdownTimeoutMs,
  log: production ? app.log : console,
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
