import { afterEach, describe, expect, it } from 'vitest';
import { html } from '@server/html/html';
import { configurePages, renderDocument } from './layout';

afterEach(() => configurePages({ cookieDomain: undefined }));

const page = () => renderDocument({ title: 'T', lang: 'fr', body: html`<p>x</p>` });

describe('renderDocument', () => {
  it('tells the elements the parent domain of the token cookies when one is configured', () => {
    expect(page()).not.toContain('pp-cookie-domain');
    configurePages({ cookieDomain: 'example.fr' });
    expect(page()).toContain('<meta name="pp-cookie-domain" content="example.fr" />');
  });

  it('keeps a page whose session is its host’s own (the back-office) to the host’s cookies', () => {
    configurePages({ cookieDomain: 'example.fr' });
    const own = renderDocument({ title: 'T', lang: 'fr', body: html`<p>x</p>`, hostOnlySession: true });
    expect(own).not.toContain('pp-cookie-domain');
  });
});
