// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasRichText, sanitizeRichTextHtml } from './rich-text-html';

describe('sanitizeRichTextHtml', () => {
  it('keeps paragraphs, bold, underline, bullet lists and line breaks, without attributes', () => {
    expect(
      sanitizeRichTextHtml(
        '<p class="x" dir="ltr"><strong style="color:red">Gras</strong> et <u>souligné</u><br></p><ul><li value="1">Un</li></ul>',
      ),
    ).toBe('<p><strong>Gras</strong> et <u>souligné</u><br></p><ul><li>Un</li></ul>');
  });

  it('writes b as strong and drops a bold nested in a bold, as lexical exports it', () => {
    expect(sanitizeRichTextHtml('<p><b><strong>Gras</strong></b></p>')).toBe('<p><strong>Gras</strong></p>');
  });

  it('unwraps other elements and drops scripts, styles and their content', () => {
    expect(
      sanitizeRichTextHtml(
        '<h1 onclick="x()">Titre</h1><p><span><em>Texte</em></span><a href="javascript:x()">lien</a></p><script>alert(1)</script><style>p{}</style><img src=x onerror="x()">',
      ),
    ).toBe('Titre<p>Texte' + 'lien</p>');
  });

  it('keeps text as text', () => {
    expect(sanitizeRichTextHtml('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
  });
});

describe('hasRichText', () => {
  it('is false for an empty paragraph or spaces, true for any text', () => {
    expect(hasRichText('')).toBe(false);
    expect(hasRichText('<p><br></p>')).toBe(false);
    expect(hasRichText('<p> </p>')).toBe(false);
    expect(hasRichText('<ul><li>a</li></ul>')).toBe(true);
  });
});
