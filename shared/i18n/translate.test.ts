import { afterEach, describe, expect, it, vi } from 'vitest';
import { importNamespace } from './catalogs/import-namespace';
import type { Namespace, NamespaceTexts } from './catalogs/namespaces';
import { nativeLanguageName, type Language } from './languages';
import type { NamespaceImporter } from './load-texts';
import { recordingStore } from './recording-store';
import { getI18n, i18nOverTexts, translate } from './translate';

/* The page's texts hold every language here (the unit tests' setup, load-every-text.ts); `i18nOverTexts` is
   tested over stores that start empty, as a page's does. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('i18nOverTexts', () => {
  it('keeps one instance per language, which sees the texts loaded after it was created', async () => {
    const { store } = recordingStore();
    const i18nOf = i18nOverTexts(store);
    const dutch = i18nOf('nl');
    expect(i18nOf('nl')).toBe(dutch);
    expect(i18nOf('de')).not.toBe(dutch);
    await Promise.all([store.loadTexts('nl', ['common']), store.loadTexts('de', ['common'])]);
    expect(dutch.t('errors.unknown')).toBe('Er is een onbekende fout opgetreden');
    expect(i18nOf('de').t('errors.unknown')).toBe('Ein unbekannter Fehler ist aufgetreten');
    expect([dutch.language, i18nOf('de').language]).toEqual(['nl', 'de']);
  });

  it('shows no text of a namespace not loaded, and fetches no French for it', async () => {
    const { store, fetched } = recordingStore();
    await store.loadTexts('nl', ['carousel']);
    expect(i18nOverTexts(store)('nl').t('common.refresh')).toBe('common.refresh');
    expect(fetched).toEqual(['carousel/nl']);
  });

  it('fetches French for a loaded namespace that lacks a key, that namespace only', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withoutLabel: NamespaceImporter = async <N extends Namespace>(namespace: N, language: Language) => {
      const texts = await importNamespace(namespace, language);
      if (namespace !== 'carousel' || language !== 'nl') return texts;
      const carousel: Partial<NamespaceTexts['carousel']['carousel']> = {
        ...(texts as NamespaceTexts['carousel']).carousel,
      };
      delete carousel.label;
      return { carousel } as unknown as NamespaceTexts[N];
    };
    const { store, fetched } = recordingStore(withoutLabel);
    await store.loadTexts('nl', ['carousel', 'common']);
    const dutch = i18nOverTexts(store)('nl');
    expect(dutch.t('carousel.next')).toBe('Volgende foto');
    expect(fetched).not.toContain('carousel/fr');

    dutch.t('carousel.label');
    await vi.waitFor(() => expect(dutch.t('carousel.label')).toBe('Galerie de photos'));
    expect(dutch.t('carousel.next')).toBe('Volgende foto');
    expect([...fetched].sort()).toEqual(['carousel/fr', 'carousel/nl', 'common/nl']);
    expect(console.warn).toHaveBeenCalledOnce();
  });
});

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
