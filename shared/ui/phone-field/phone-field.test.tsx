import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from '@shared/i18n';
import { PhoneField } from './phone-field';

function rendered(): Document {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={getI18n('fr')}>
      <PhoneField
        label="Téléphone"
        countries={['FR', 'PT']}
        country="FR"
        onCountryChange={() => undefined}
        value=""
        onValueChange={() => undefined}
      />
    </I18nextProvider>,
  );
  return new JSDOM(`<body>${markup}</body>`).window.document;
}

describe('PhoneField', () => {
  // `tel-national` on a number that may be written in international form fails WCAG 1.3.5 checkers; `tel` is
  // the token for a whole phone number, whatever its form.
  it('asks the browser to fill in a whole phone number', () => {
    const input = rendered().querySelector('input[type="tel"]');
    expect(input?.getAttribute('autocomplete')).toBe('tel');
  });
});
