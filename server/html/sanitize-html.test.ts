import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps what the rich-text editor makes', () => {
    const editorHtml =
      '<p><strong>Atelier</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(editorHtml)).toBe(editorHtml);
  });

  it('removes scripts with their content', () => {
    expect(sanitizeHtml('<p>Hello<script>alert(1)</script></p>')).toBe('<p>Hello</p>');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('removes event handlers and the elements that carry them outside the allowed set', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi</p><img src=x onerror="alert(1)">')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<svg><g onload="alert(1)"></g></svg>text')).toBe('text');
  });

  it('drops javascript:, data: and relative links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/admin">x</a>')).toBe('<a>x</a>');
  });

  it('keeps web, mail and phone links, opening in a new tab without opener or ranking', () => {
    expect(
      sanitizeHtml('<a href="https://example.fr/a?b=1&amp;c=2" target="_self" rel="opener">site</a>'),
    ).toBe(
      '<a href="https://example.fr/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow ugc">site</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hello@example.fr">mail</a>')).toContain(
      'href="mailto:hello@example.fr"',
    );
    expect(sanitizeHtml('<a href="tel:+33612345678">call</a>')).toContain('href="tel:+33612345678"');
  });

  it('removes styles, style sheets, classes and ids', () => {
    expect(sanitizeHtml('<p style="position:fixed" class="x" id="y">t</p><style>p{}</style>')).toBe(
      '<p>t</p>',
    );
  });

  it('removes frames, objects, forms and comments', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form><!-- c -->ok',
      ),
    ).toBe('ok');
  });

  it('keeps the text of unknown wrappers and the entities of plain text', () => {
    expect(sanitizeHtml('<div><span>A &lt;b&gt; &amp; C</span></div>')).toBe('A &lt;b&gt; &amp; C');
  });
});
