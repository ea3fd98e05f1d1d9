import type { TFunction } from 'i18next';
import { describeError } from '@shared/api/client/describe-error';

/** A provider as a heart knows it. */
export interface FavoriteProvider {
  publicId: string;
  /** Names the provider in what is announced. */
  name: string;
}

/** What the hearts tell the visitor after a toggle. */
export type FavoriteNotice =
  | { kind: 'added' | 'removed'; provider: FavoriteProvider }
  | { kind: 'failed'; provider: FavoriteProvider; cause: unknown };

/** A toggle's outcome in words, in the language of `t`. */
export function wordFavoriteNotice(notice: FavoriteNotice, t: TFunction): string {
  const name = notice.provider.name;
  switch (notice.kind) {
    case 'added':
      return t('directoryIslands.favorite.added', { name });
    case 'removed':
      return t('directoryIslands.favorite.removed', { name });
    case 'failed':
      return t('directoryIslands.favorite.failed', { name, detail: describeError(notice.cause, t) });
  }
}
