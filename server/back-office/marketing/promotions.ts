import type { Promotion } from '@shared/api/contract/back-office/marketing';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';

export type PromotionKind = 'alert' | 'popup';

/**
 * The promotion of `kind` the provider sees now: the newest running for its company's country and its
 * account's language, of a campaign the provider has not dismissed (in any language); null when none. A popup
 * interrupts: it waits until the provider has finished the onboarding, which comes first.
 */
export async function activePromotion(
  db: Queryable,
  caller: { userId: number; providerId: number },
  kind: PromotionKind,
  now: Date,
): Promise<Promotion | null> {
  const [row] = await db.query<{
    id: number;
    title: string;
    body: string;
    link_path: string | null;
    link_label: string | null;
  }>(
    `SELECT pr.id, pr.title, pr.body, pr.link_path, pr.link_label
     FROM providers p JOIN users u ON u.id = $2
     JOIN promotions pr ON pr.kind = $3 AND pr.country = p.country AND pr.language = coalesce(u.locale, 'fr')
     WHERE p.id = $1 AND pr.starts_at <= $4 AND (pr.kind = 'alert' OR u.has_finished_onboarding) AND (pr.ends_at IS NULL OR pr.ends_at > $4)
       AND NOT EXISTS (
         SELECT 1 FROM promotion_dismissals d JOIN promotions seen ON seen.id = d.promotion_id
         WHERE d.provider_id = p.id AND seen.kind = pr.kind AND seen.campaign = pr.campaign)
     ORDER BY pr.starts_at DESC, pr.id DESC LIMIT 1`,
    [caller.providerId, caller.userId, kind, now],
  );
  if (!row) return null;
  const link =
    row.link_path !== null && row.link_label !== null ? { path: row.link_path, label: row.link_label } : null;
  return { id: row.id, title: row.title, body: row.body, link };
}

/** The provider dismisses the promotion `id` of `kind` (again: nothing changes); 404 for an id of no such. */
export async function dismissPromotion(
  db: Queryable,
  providerId: number,
  kind: PromotionKind,
  id: number,
  now: Date,
): Promise<void> {
  const [found] = await db.query<{ found: boolean }>(
    `WITH promotion AS (SELECT id FROM promotions WHERE id = $2 AND kind = $3),
     dismissed AS (
       INSERT INTO promotion_dismissals (provider_id, promotion_id, dismissed_at)
       SELECT $1, id, $4 FROM promotion ON CONFLICT DO NOTHING)
     SELECT EXISTS (SELECT 1 FROM promotion) AS found`,
    [providerId, id, kind, now],
  );
  if (!found?.found) throw new HttpError(404, 'server.promotionNotFound');
}
