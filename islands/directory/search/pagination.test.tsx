// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '@shared/i18n';
import { Pagination } from './pagination';

function steps(page: number, pageCount: number) {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={getI18n('fr')}>
      <Pagination page={page} pageCount={pageCount} hrefOf={(n) => `/?page=${n}`} onChoose={() => {}} />
    </I18nextProvider>,
  );
  const document = new JSDOM(`<body>${markup}</body>`).window.document;
  return [...document.querySelectorAll('.pp-directory-search__page-step')].map((step) => ({
    text: step.textContent?.replace(/\s+/g, ' ').trim(),
    href: step.getAttribute('href'),
    disabled: step.getAttribute('aria-disabled'),
  }));
}

describe('the search results’ pages bar', () => {
  it('shows previous and next in words, the missing one dimmed and without address', () => {
    expect(steps(1, 3)).toEqual([
      { text: '‹ Page précédente', href: null, disabled: 'true' },
      { text: 'Page suivante ›', href: '/?page=2', disabled: null },
    ]);
    expect(steps(3, 3)).toEqual([
      { text: '‹ Page précédente', href: '/?page=2', disabled: null },
      { text: 'Page suivante ›', href: null, disabled: 'true' },
    ]);
  });
});
