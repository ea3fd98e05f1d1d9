import {
  GALLERY_PHOTOS_NEEDED,
  ONBOARDING_PARTS,
  ONBOARDING_RULES,
  type OnboardingChecklist,
  type OnboardingPart,
} from '@shared/api/contract/back-office/onboarding';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';

/**
 * Where the provider's onboarding stands, read in one query from what the profile shows: the company page's
 * parts (migration 023), the portrait, the languages and the photos the other back-office pages write.
 */
export async function onboardingChecklist(
  db: Queryable,
  caller: { userId: number; providerId: number },
): Promise<OnboardingChecklist> {
  const [row] = await db.query<Record<OnboardingPart, boolean> & { finished: boolean }>(
    `SELECT u.has_finished_onboarding AS finished,
            p.siret IS NOT NULL AND length(trim(p.name)) > 0 AS company,
            -- A city of the gazetteer (outside France, without a postal code), or one with its postal code.
            p.city IS NOT NULL AND (p.postal_code IS NOT NULL OR p.city_id IS NOT NULL) AS address,
            EXISTS (SELECT 1 FROM provider_services s WHERE s.provider_id = p.id) AS services,
            -- Markup alone ("<p></p>", "<p><br></p>") says nothing.
            regexp_replace(p.portrait_html, '<[^>]*>|&nbsp;', '', 'g') ~ '[^[:space:]]' AS portrait,
            EXISTS (SELECT 1 FROM provider_languages l WHERE l.provider_id = p.id) AS languages,
            p.profile_image IS NOT NULL AS "profilePhoto",
            (SELECT count(*) FROM provider_images i WHERE i.provider_id = p.id AND i.visible) >= $3 AS gallery
     FROM providers p JOIN users u ON u.id = $2
     WHERE p.id = $1`,
    [caller.providerId, caller.userId, GALLERY_PHOTOS_NEEDED],
  );
  if (!row) throw new HttpError(404, 'server.providerNotFound');
  const parts = ONBOARDING_PARTS.map((part) => ({ part, done: row[part], ...ONBOARDING_RULES[part] }));
  return {
    finished: row.finished,
    score: parts.reduce((score, part) => score + (part.done ? part.weight : 0), 0),
    parts,
    missing: parts.filter((part) => part.required && !part.done).map((part) => part.part),
  };
}
