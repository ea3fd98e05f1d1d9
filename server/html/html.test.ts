import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './html';

describe('escapeHtml', () => {
  it('replaces each of & < > " \' wherever it stands, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml('&&')).toBe('&amp;&amp;');
    expect(escapeHtml('\'start and end"')).toBe('&#39;start and end&quot;');
    expect(escapeHtml('Württemberg · 4 000 € — l’été')).toBe('Württemberg · 4 000 € — l’été');
    expect(escapeHtml('')).toBe('');
  });
});

describe('html', () => {
  it('escapes texts, keeps SafeHtml, writes numbers, flattens lists and drops null, undefined and false', () => {
    const items = ['<b>', html`<i>${'&'}</i>`, 1.5, null, [false as const, 'x']];
    const li = (item: (typeof items)[number]) => html`<li>${item}</li>`;
    // prettier-ignore
    const rendered = html`<ul data-n="${-2e21}">${items.map(li)}</ul>${undefined}`;
    expect(rendered).toBeInstanceOf(SafeHtml);
    expect(rendered.value).toBe(
      '<ul data-n="-2e+21"><li>&lt;b&gt;</li><li><i>&amp;</i></li><li>1.5</li><li></li><li>x</li></ul>',
    );
    expect(html`plain`.value).toBe('plain');
    expect(`${html`<p>${"'"}</p>`}`).toBe('<p>&#39;</p>');
  });
});
