import type { FastifyInstance } from 'fastify';
import * as portraitApi from '@shared/api/contract/back-office/portrait-experiences';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Queryable } from '@server/db/database';
import { plainTextOfSanitizedHtml, portraitExcerpt } from '@server/html/portrait-excerpt';
import { sanitizeHtml } from '@server/html/sanitize-html';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';

type PortraitExperiences = ResponseOf<typeof portraitApi.portraitExperiences>;

async function portraitExperiencesOf(db: Queryable, providerId: number): Promise<PortraitExperiences> {
  const [provider] = await db.query<{ portrait_html: string }>(
    'SELECT portrait_html FROM providers WHERE id = $1',
    [providerId],
  );
  const experiences = await db.query<{ title: string; year: string; description: string }>(
    `SELECT title, year::text AS year, description FROM provider_experiences
     WHERE provider_id = $1 ORDER BY position`,
    [providerId],
  );
  return { portrait: provider?.portrait_html ?? '', experiences };
}

/**
 * The portrait as stored: the sanitiser's HTML (`sanitizeHtml`, the one every stored portrait goes through),
 * or '' when it holds no text (an editor's empty paragraph), so that an empty portrait is one value.
 */
export function storedPortrait(dirty: string): { html: string; excerpt: string } {
  const html = sanitizeHtml(dirty);
  if (plainTextOfSanitizedHtml(html) === '') return { html: '', excerpt: '' };
  return { html, excerpt: portraitExcerpt(html) };
}

/**
 * The provider's portrait and experiences: the portrait sanitised on write with the cards' excerpt written
 * from it, the experiences replaced whole in the order given.
 */
export function registerPortraitExperiencesRoutes(
  app: FastifyInstance,
  { db }: BackOfficeDependencies,
): void {
  registerEndpoint(app, portraitApi.portraitExperiences, ({ caller }) =>
    portraitExperiencesOf(db, caller.providerId),
  );

  registerEndpoint(app, portraitApi.savePortraitExperiences, ({ input, caller }) => {
    // Sanitised before the transaction: jsdom's half millisecond holds no connection.
    const portrait = storedPortrait(input.portrait);
    return db.transaction(async (tx) => {
      await tx.query(
        `UPDATE providers SET portrait_html = $2, portrait_excerpt = $3
         WHERE id = $1 AND (portrait_html, portrait_excerpt) IS DISTINCT FROM ($2, $3)`,
        [caller.providerId, portrait.html, portrait.excerpt],
      );
      await tx.query('DELETE FROM provider_experiences WHERE provider_id = $1', [caller.providerId]);
      if (input.experiences.length > 0) {
        await tx.query(
          `INSERT INTO provider_experiences (provider_id, position, title, year, description)
           SELECT $1, experience.position - 1, experience.title, experience.year::smallint, experience.description
           FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY
             AS experience (title, year, description, position)`,
          [
            caller.providerId,
            input.experiences.map((experience) => experience.title),
            input.experiences.map((experience) => experience.year),
            input.experiences.map((experience) => experience.description),
          ],
        );
      }
      return portraitExperiencesOf(tx, caller.providerId);
    });
  });
}
