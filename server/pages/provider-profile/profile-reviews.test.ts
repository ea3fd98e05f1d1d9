import { describe, expect, it } from 'vitest';
import { decideReviewReport } from '@server/reviews/review-reports';
import { seedCatalog } from '@server/seed/seed-catalog';
import { AFTER_THE_EVENT, unlockedRequest } from '@server/test-support/reviewed-request';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { parsePage } from '../directory/read-page';

const t = freshAppForEachTest(seedCatalog);
let phones = 0;

async function review(providerId: number, rating: number, text: string, minutes: number, reply?: string) {
  const lead = await unlockedRequest(t, providerId, `+3362100${String(phones++).padStart(4, '0')}`);
  const at = new Date(AFTER_THE_EVENT.getTime() + minutes * 60_000);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'Camille M.', '2031-06-14', $5, $5) RETURNING id`,
    [lead.uuid, providerId, rating, text, at],
  );
  if (reply) {
    await t.db.query(
      `INSERT INTO review_replies (review_id, provider_id, body, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
      [row?.id ?? null, providerId, reply, at],
    );
  }
  return row?.id ?? 0;
}

async function profile() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wedding-planner/atelier-lumiere',
    headers: { host: 'localhost:3000' },
  });
  expect(response.statusCode).toBe(200);
  const page = parsePage(response.body);
  const business = [...page.querySelectorAll('script[type="application/ld+json"]')]
    .flatMap((script) => [JSON.parse(script.textContent ?? '{}')].flat() as Record<string, unknown>[])
    .find((item) => item['@type'] === 'LocalBusiness');
  return { page, business, section: page.querySelector('section[aria-labelledby="reviews-title"]') };
}

describe('the profile’s reviews', () => {
  it('shows no section and no rating in its JSON-LD while the provider has no review', async () => {
    await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const { section, business } = await profile();
    expect(section).toBeNull();
    expect(business).toBeDefined();
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('review');
  });

  it('shows the average, the count and each review with its stars as text and its reply under it', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await review(providerId, 5, 'Une organisation parfaite !', 0, 'Merci, ce fut un plaisir.');
    await review(providerId, 4, 'Très bien.', 10);
    const removed = await review(providerId, 1, 'Mensonges.', 20);
    await t.db.query(
      `INSERT INTO review_reports (review_id, provider_id, reason, reported_at) VALUES ($1, $2, 'fake', $3)`,
      [removed, providerId, AFTER_THE_EVENT],
    );
    // Reported and pending: still shown.
    expect((await profile()).section?.textContent).toContain('Mensonges.');
    await decideReviewReport(t.db, { reviewId: removed, decision: 'removed', now: AFTER_THE_EVENT });

    const { section, business } = await profile();
    expect(section?.querySelector('h2')?.textContent).toBe('Avis des couples');
    const summary = section?.querySelector('.provider-reviews__summary');
    expect(summary?.textContent?.replace(/\s+/g, ' ').trim()).toBe('★★★★★ Note moyenne : 4,5 sur 5 Avis : 2');
    expect(summary?.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★★');
    const items = [...(section?.querySelectorAll('li.provider-review') ?? [])];
    expect(items.map((item) => item.querySelector('.provider-review__text')?.textContent)).toEqual([
      'Très bien.',
      'Une organisation parfaite !',
    ]);
    const [, first] = items;
    expect(first?.querySelector('h3')?.textContent).toBe('Camille M.');
    expect(first?.querySelector('.provider-review__rating')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      '★★★★★ Note : 5 sur 5',
    );
    expect(first?.querySelector('.provider-review__meta')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Événement du 14 juin 2031 · Avis vérifié',
    );
    expect(first?.querySelector('.provider-review__reply')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Réponse de Atelier Lumière Merci, ce fut un plaisir.',
    );
    expect(section?.textContent).not.toContain('Mensonges.');

    expect(business?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 2,
    });
    expect(business?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Camille M.' },
        datePublished: '2031-06-15',
        reviewBody: 'Très bien.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Camille M.' },
        datePublished: '2031-06-15',
        reviewBody: 'Une organisation parfaite !',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});
