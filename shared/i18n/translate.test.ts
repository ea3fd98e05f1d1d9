import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from './languages';
import { getI18n, translate } from './translate';

/* Every language's texts are loaded by the unit tests' setup (load-every-text.ts); load-texts.test.ts tests
   the loading itself. */

describe('getI18n', () => {
  it('is ready as soon as it returns', () => {
    const i18n = getI18n('de');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('validation.phoneInvalid')).toBe('Ihre Telefonnummer ist ungültig.');
  });

  it('keeps one instance per language', () => {
    expect(getI18n('it')).toBe(getI18n('it'));
    expect(getI18n('it')).not.toBe(getI18n('es'));
  });

  it('lets two languages live side by side', () => {
    const french = getI18n('fr');
    const dutch = getI18n('nl');
    expect(french.t('session.expired')).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect(dutch.t('session.expired')).toBe('Uw sessie is verlopen. Meld u opnieuw aan.');
    expect(french.language).toBe('fr');
    expect(dutch.language).toBe('nl');
  });
});

describe('translate', () => {
  it('fills placeholders without HTML escaping', () => {
    expect(translate('fr', 'errors.httpStatus', { status: 404, message: "L'objet <introuvable>" })).toBe(
      "Erreur 404 : L'objet <introuvable>",
    );
    expect(translate('en', 'errors.withDetail', { detail: 'timeout' })).toBe('An error occurred: timeout');
  });

  it('translates validation keys for a server answer', () => {
    expect(translate('pt', 'validation.codeInvalid')).toBe('Código inválido');
    expect(translate('es', 'validation.eventDateInPast')).toBe('No puedes elegir una fecha pasada.');
  });
});

describe('nativeLanguageName', () => {
  it('names each language in itself', () => {
    expect(nativeLanguageName('nl')).toBe('Nederlands');
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('pt')).toBe('Português');
    expect(nativeLanguageName('fr')).toBe('Français');
  });
});
