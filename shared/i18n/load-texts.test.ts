import { describe, expect, it } from 'vitest';
import { importNamespace } from './catalogs/import-namespace';
import type { NamespaceImporter } from './load-texts';
import { recordingStore } from './recording-store';

describe('createTextStore', () => {
  it('fetches only the namespaces asked for, in the language asked for', async () => {
    const { store, fetched } = recordingStore();
    expect(store.textsLoaded('nl', ['carousel'])).toBe(false);
    await store.loadTexts('nl', ['carousel']);
    expect(fetched).toEqual(['carousel/nl']);
    expect(store.textsLoaded('nl', ['carousel'])).toBe(true);
    expect(store.textsLoaded('nl', ['carousel', 'common'])).toBe(false);
    expect(store.textsLoaded('fr', ['carousel'])).toBe(false);
    expect(store.textGroup('nl', 'carousel').label).toBe('Fotogalerij');
    expect(() => store.textGroup('nl', 'errors')).toThrow('"errors" texts are not loaded in nl');
  });

  it('fetches each file once, and gives the same promise for the same request', async () => {
    const { store, fetched } = recordingStore();
    const first = store.loadTexts('de', ['ui', 'validation']);
    expect(store.loadTexts('de', ['validation', 'ui'])).toBe(first);
    await Promise.all([first, store.loadTexts('de', ['validation', 'phone-mask'])]);
    expect([...fetched].sort()).toEqual(['phone-mask/de', 'ui/de', 'validation/de']);
  });

  it('tells its listeners of the texts added', async () => {
    const { store } = recordingStore();
    const added: string[] = [];
    const stop = store.onTextsAdded((language, texts) =>
      added.push(`${language}: ${Object.keys(texts).join()}`),
    );
    await store.loadTexts('pt', ['common', 'carousel']);
    stop();
    await store.loadTexts('pt', ['directory']);
    expect(added.sort()).toEqual(['pt: carousel', 'pt: common,errors,session']);
  });

  it('tries a failed fetch again at the next request', async () => {
    let failures = 1;
    const flaky: NamespaceImporter = (namespace, language) =>
      failures-- > 0 ? Promise.reject(new Error('offline')) : importNamespace(namespace, language);
    const { store, fetched } = recordingStore(flaky);
    await expect(store.loadTexts('it', ['date-picker'])).rejects.toThrow('offline');
    expect(store.textsLoaded('it', ['date-picker'])).toBe(false);
    await store.loadTexts('it', ['date-picker']);
    expect(store.textsLoaded('it', ['date-picker'])).toBe(true);
    expect(fetched).toEqual(['date-picker/it', 'date-picker/it']);
  });
});
