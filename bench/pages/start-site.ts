import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath } from '@shared/api/routes';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { systemClock } from '@server/http/clock';
import { LocalImageStorage } from '@server/media/local-image-storage';
import { seedDatabase } from '@server/seed/seed-database';
import { outboxTransport } from '@server/sms/outbox-transport';
import { outboxMailTransport } from '@server/mail/outbox-mail-transport';
import { openBenchDatabase } from '../bench-database';

/**
 * The pages a visitor meets first: on the French site (the address is an IP: the main country site), or on the
 * project site (its own host, `projet.localhost`, which Chromium resolves to the loopback address).
 */
export interface SitePage {
  name: string;
  path: string;
  projectSite?: boolean;
}

export interface RunningSite {
  /** The French site's origin. */
  url: string;
  /** The project site's origin. */
  projectUrl: string;
  pages: SitePage[];
  close(): Promise<void>;
}

/** The address of one of the site's pages. */
export function pageUrl(site: RunningSite, page: SitePage): string {
  return (page.projectSite ? site.projectUrl : site.url) + page.path;
}

const HOST = '127.0.0.1';

/**
 * Our app as the bench measures it (NODE_ENV=production, a fresh database: PGlite in memory or a schema of its
 * own on DATABASE_URL), seeded as at start-up with `providers` providers and the demo's placeholder photos in
 * a temporary folder, so the pages load their images as a visitor's browser would.
 */
export async function startSite({ providers }: { providers: number }): Promise<RunningSite> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const dataDir = await mkdtemp(join(tmpdir(), 'pp-bench-pages-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const db = await openBenchDatabase();
    closers.push(() => db.close());
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
    });
    await seedDatabase(db, {
      config: { seedDemo: true, seedProviders: providers },
      images: new LocalImageStorage(config.imagesDir),
    });
    // The demo provider's profile, the heaviest kind a visitor opens: a gallery, published real weddings in
    // their carousels, a venue and video facades (server/seed/demo-showcase.ts).
    const [profile] = await db.query<{ slug: string }>(
      `SELECT slug FROM providers p WHERE country = 'FR' AND published
         AND EXISTS (SELECT 1 FROM provider_images i WHERE i.provider_id = p.id AND i.visible)
         AND EXISTS (SELECT 1 FROM portfolios f WHERE f.provider_id = p.id AND f.published)
       ORDER BY id LIMIT 1`,
    );
    if (!profile) throw new Error('the demo seed wrote no French provider with a gallery and real weddings');
    const app = await buildApp({
      config,
      db,
      sms: outboxTransport(db, systemClock),
      mail: outboxMailTransport(db, systemClock),
      clock: systemClock,
    });
    closers.push(() => app.close());
    await app.listen({ port: 0, host: HOST });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server is not listening on TCP');
    return {
      url: `http://${HOST}:${address.port}`,
      projectUrl: `http://${config.projectHost}:${address.port}`,
      pages: [
        { name: 'home', path: '/' },
        { name: 'listing', path: '/wedding-planners/' },
        { name: 'profile', path: routePath('front_provider_profile', { slug: profile.slug }) },
        { name: 'project site home', path: '/', projectSite: true },
        { name: 'project site sign-in', path: '/register', projectSite: true },
        { name: 'wizard step 1', path: '/projects/new/event-type', projectSite: true },
      ],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
