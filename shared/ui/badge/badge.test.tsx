import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

function rendered(element: ReactElement): Document {
  return new JSDOM(`<body>${renderToStaticMarkup(element)}</body>`).window.document;
}

describe('Badge', () => {
  it('shows its text in the classes of its tone', () => {
    const document = rendered(<Badge tone="language">AR</Badge>);
    const badge = document.querySelector('span');
    expect([badge?.className, badge?.textContent]).toEqual(['pp-ui-badge pp-ui-badge--language', 'AR']);
    expect(document.querySelector('[tabindex], [role="tooltip"]')).toBeNull();
  });

  it('gives a badge with a hint the focus and the hint as its description, in a tooltip', () => {
    const document = rendered(
      <Badge tone="active" hint="Connecté au cours des 90 derniers jours">
        Actif récemment
      </Badge>,
    );
    const anchor = document.querySelector('[tabindex="0"]');
    expect(anchor?.textContent).toBe('Actif récemment');
    const hint = document.getElementById(anchor?.getAttribute('aria-describedby') ?? '');
    expect([hint?.getAttribute('role'), hint?.textContent]).toEqual([
      'tooltip',
      'Connecté au cours des 90 derniers jours',
    ]);
  });
});
