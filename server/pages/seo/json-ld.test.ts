import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonLdScript } from './json-ld';

describe('jsonLdScript', () => {
  it('cannot be closed early by a value, and reads back as the same data', () => {
    const data = breadcrumbList([
      { name: '</script><script>alert(1)</script> \u2028', url: 'https://x/?a=1&b=2' },
    ]);
    const tag = jsonLdScript(data).value;
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const document = new JSDOM(`<!doctype html><head>${tag}</head>`).window.document;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data);
  });
});
