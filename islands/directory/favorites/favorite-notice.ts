import type { TFunction } from 'i18next';
import { describeError } from '@shared/api/client/describe-error';
import type { FavoriteNotice } from './favorites-state';

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
