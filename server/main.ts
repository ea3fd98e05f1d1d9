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
import { LocalImageStorage } from './media/local-image-storage';
import { DEMO_COUPLE_PHONE } from './seed/demo-phones';
import { DEMO_PROVIDER_PASSWORD, demoProviderEmails } from './seed/demo-provider-accounts';
import { seedDatabase } from './seed/seed-database';
import { outboxTransport } from './sms/outbox-transport';
import { twilioTransport } from './sms/twilio-transport';

const config = loadConfig();
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const startUp = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(startUp);
if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
await seedDatabase(startUp, {
  config,
  images: new LocalImageStorage(config.imagesDir),
  log: (line) => console.log(line),
});
const db = await servingDatabase(startUp, config.databaseUrl);

const sms = config.twilio ? twilioTransport(config.twilio) : outboxTransport(db, systemClock);
const mail = config.smtp ? smtpMailTransport(config.smtp) : outboxMailTransport(db, systemClock);
const app = await buildApp({
  config,
  db,
  sms,
  mail,
  clock: systemClock,
  logger: config.nodeEnv === 'production',
});
await app.listen({ port: config.port, host: config.host });
const proxyWarning = hopCountWarning(config.trustProxy, config.nodeEnv);
if (proxyWarning) app.log.warn(proxyWarning);

const urls = siteUrls({ ...config, port: (app.server.address() as { port: number }).port });
console.log(`\nDatabase: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}`);
console.log('Public sites:');
for (const { country, url } of urls.countries) console.log(`  ${country}  ${url}`);
console.log(`Project site:          ${urls.project}`);
console.log(`Provider back-office:  ${urls.backOffice}`);
console.log(`Demo data:             ${config.seedDemo ? 'seeded (SEED_DEMO)' : 'none'}`);
if (config.nodeEnv !== 'production') {
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
  log: config.nodeEnv === 'production' ? app.log : console,
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
