import { afterEach, describe, expect, it, vi } from 'vitest';
import { importNamespace } from './catalogs/import-namespace';
import type { Namespace, NamespaceTexts } from './catalogs/namespaces';
import type { Language } from './languages';
import { createTextLoader, type NamespaceImporter } from './load-texts';

/** A loader over the real files, recording what it fetches (`namespace/language`). */
function recordingLoader(importer: NamespaceImporter = importNamespace) {
  const fetched: string[] = [];
  const loader = createTextLoader((namespace, language) => {
    fetched.push(`${namespace}/${language}`);
    return importer(namespace, language);
  });
  return { ...loader, fetched };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createTextLoader', () => {
  it('fetches only the namespaces asked for, in the language asked for', async () => {
    const { loadTexts, textsLoaded, getI18n, fetched } = recordingLoader();
    expect(textsLoaded('nl', ['carousel'])).toBe(false);
    await loadTexts('nl', ['carousel']);
    expect(fetched).toEqual(['carousel/nl']);
    expect(textsLoaded('nl', ['carousel'])).toBe(true);
    expect(textsLoaded('nl', ['carousel', 'common'])).toBe(false);
    expect(getI18n('nl').t('carousel.label')).toBe('Fotogalerij');
    // Not asked for: not there, and no French is fetched in its place.
    expect(getI18n('nl').t('common.refresh')).toBe('common.refresh');
    expect(fetched).toEqual(['carousel/nl']);
  });

  it('fetches each file once, and gives the same promise for the same request', async () => {
    const { loadTexts, fetched } = recordingLoader();
    const first = loadTexts('de', ['ui', 'validation']);
    expect(loadTexts('de', ['validation', 'ui'])).toBe(first);
    await Promise.all([first, loadTexts('de', ['validation', 'phone-mask'])]);
    expect([...fetched].sort()).toEqual(['phone-mask/de', 'ui/de', 'validation/de']);
  });

  it('keeps one instance per language, so that two elements of a page speak two languages', async () => {
    const { loadTexts, getI18n, fetched } = recordingLoader();
    await Promise.all([loadTexts('nl', ['common']), loadTexts('de', ['common'])]);
    expect(getI18n('nl')).not.toBe(getI18n('de'));
    expect(getI18n('nl').t('errors.unknown')).toBe('Er is een onbekende fout opgetreden');
    expect(getI18n('de').t('errors.unknown')).toBe('Ein unbekannter Fehler ist aufgetreten');
    expect([getI18n('nl').language, getI18n('de').language]).toEqual(['nl', 'de']);
    expect([...fetched].sort()).toEqual(['common/de', 'common/nl']);
  });

  it('fetches French for a namespace that lacks a key, that namespace only', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withoutLabel: NamespaceImporter = async <N extends Namespace>(namespace: N, language: Language) => {
      const texts = await importNamespace(namespace, language);
      if (namespace !== 'carousel' || language !== 'nl') return texts;
      const { label: _label, ...carousel } = (texts as NamespaceTexts['carousel']).carousel;
      return { carousel } as unknown as NamespaceTexts[N];
    };
    const { loadTexts, getI18n, fetched } = recordingLoader(withoutLabel);
    await loadTexts('nl', ['carousel', 'common']);
    const dutch = getI18n('nl');
    expect(dutch.t('carousel.next')).toBe('Volgende foto');
    expect(fetched).not.toContain('carousel/fr');

    dutch.t('carousel.label');
    await vi.waitFor(() => expect(dutch.t('carousel.label')).toBe('Galerie de photos'));
    expect(dutch.t('carousel.next')).toBe('Volgende foto');
    expect([...fetched].sort()).toEqual(['carousel/fr', 'carousel/nl', 'common/nl']);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('tries a failed fetch again at the next request', async () => {
    let failures = 1;
    const flaky: NamespaceImporter = (namespace, language) =>
      failures-- > 0 ? Promise.reject(new Error('offline')) : importNamespace(namespace, language);
    const { loadTexts, textsLoaded, fetched } = recordingLoader(flaky);
    await expect(loadTexts('it', ['date-picker'])).rejects.toThrow('offline');
    expect(textsLoaded('it', ['date-picker'])).toBe(false);
    await loadTexts('it', ['date-picker']);
    expect(textsLoaded('it', ['date-picker'])).toBe(true);
    expect(fetched).toEqual(['date-picker/it', 'date-picker/it']);
  });
});
