import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/api/routes';
import { NewTabLink } from '@shared/ui/new-tab-link';

const LINKED_PART = /^(.*)<terms>(.*)<\/terms>(.*)$/s;

/**
 * "J'accepte les conditions générales de vente", the part between `<terms>` tags in the catalog linking to
 * the terms of sale (named route `front_cgv`) in a new tab. Split here rather than with react-i18next's
 * `Trans`, which brings an HTML parser (≈ 4 kB gzipped) for this one sentence.
 */
export function TermsLabel() {
  const { t } = useTranslation();
  const text = t('contactWidget.inscription.terms');
  const [, before = '', linked = '', after = ''] = LINKED_PART.exec(text) ?? [undefined, '', text, ''];
  return (
    <>
      {before}
      <NewTabLink href={routePath('front_cgv')}>{linked}</NewTabLink>
      {after}
    </>
  );
}
