import { describe, expect, it, vi } from 'vitest';
import { translate } from '@server/i18n/translate';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR } from './directory-fixture';

const NOW = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 86_400_000;

describe('listing pages kept in memory', () => {
  const t = freshAppForEachTest(async (db) => void (await insertDirectoryFixture(db, NOW)));
  const LYON = '/wedding-planners/rhone/lyon';
  const body = async (url = LYON) => {
    const response = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const occurrences = (text: string, part: string) => text.split(part).length - 1;
  const change = (sql: string, parameters: unknown[] = []) => t.db.query(sql, parameters as never[]);

  it('answers a page seen before with one query, the directory version', async () => {
    const first = await body();
    const query = vi.spyOn(t.db, 'query');
    expect(await body()).toBe(first);
    expect(query).toHaveBeenCalledTimes(1);
    expect(String(query.mock.calls[0]?.[0])).toContain('directory_version');
  });

  it('shows every change to a provider at once: profile, publication, image, premium, languages, last login', async () => {
    const premium = translate('fr', 'ui.providerCard.premiumHint');
    const before = await body();
    expect(before).toContain(STAR.name);
    expect(occurrences(before, premium)).toBe(1);

    await change('UPDATE providers SET name = $1 WHERE slug = $2', ['Atelier Soleil', STAR.slug]);
    expect(await body()).toContain('Atelier Soleil');

    await change('UPDATE providers SET profile_image = $1 WHERE slug = $2', [
      'seed/new-portrait.jpg',
      STAR.slug,
    ]);
    expect(await body()).toContain('new-portrait');

    await change('UPDATE providers SET is_premium = false WHERE slug = $1', [STAR.slug]);
    expect(occurrences(await body(), premium)).toBe(0);

    const [german] = await t.db.query<{ label: string }>("SELECT label FROM languages WHERE iso = 'de'");
    expect(await body()).not.toContain(`title="${german?.label}"`);
    await change(
      `INSERT INTO provider_languages (provider_id, language_iso) SELECT id, 'de' FROM providers WHERE slug = $1`,
      [STAR.slug],
    );
    expect(await body()).toContain(`title="${german?.label}"`);

    const shown = (await body()).match(/Planner lyon \d+/g) ?? ([] as string[]);
    const last = shown.at(-1) ?? '';
    expect(shown.indexOf(last)).toBeGreaterThan(shown.indexOf('Planner lyon 3'));
    await change('UPDATE providers SET last_login_at = $1 WHERE name = $2', [NOW.toISOString(), last]);
    const reordered = (await body()).match(/Planner lyon \d+/g) ?? ([] as string[]);
    expect(reordered.indexOf(last)).toBeLessThan(reordered.indexOf('Planner lyon 3'));

    await change('UPDATE providers SET published = false WHERE name = $1', ['Atelier Soleil']);
    expect(await body()).not.toContain('Atelier Soleil');
  });

  it('shows a "recently active" mark ending with time alone, without any change', async () => {
    const active = translate('fr', 'ui.providerCard.recentlyActiveHint');
    const before = occurrences(await body(), active);
    // Those who logged in 10 days before NOW stop being recently active after 90 days; the star stays.
    t.clock.advance(80 * DAY_MS + 1);
    const after = occurrences(await body(), active);
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThan(before);
  });
});
