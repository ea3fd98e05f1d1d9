import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose-email';

const email = (text: string) =>
  composeEmail({ to: 'camille@example.fr', subject: 'Votre <lien>', text, language: 'fr' });

describe('composeEmail', () => {
  it('keeps the text as the plain part and says the same in the HTML part, in the email’s language', () => {
    const composed = email('Bonjour,\n\nOuvrez ce lien.\nÀ bientôt');
    expect(composed).toMatchObject({ to: 'camille@example.fr', subject: 'Votre <lien>' });
    expect(composed.text).toBe('Bonjour,\n\nOuvrez ce lien.\nÀ bientôt');
    expect(composed.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(composed.html).toContain('<title>Votre &lt;lien&gt;</title>');
    const paragraphs = [...composed.html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1]);
    expect(paragraphs).toEqual(['Bonjour,', 'Ouvrez ce lien.<br />À bientôt']);
  });

  it('makes every address a link, without the punctuation closing the sentence, and escapes the rest', () => {
    const { html } = email(
      'Ouvrez https://projet.example/account/confirm-email?token=a-b_c&x=1. Ou <b>rien</b> (https://example.fr/x)',
    );
    expect(html).toContain(
      '<a href="https://projet.example/account/confirm-email?token=a-b_c&amp;x=1">' +
        'https://projet.example/account/confirm-email?token=a-b_c&amp;x=1</a>.',
    );
    expect(html).toContain(
      'Ou &lt;b&gt;rien&lt;/b&gt; (<a href="https://example.fr/x">https://example.fr/x</a>)',
    );
    expect(html).not.toContain('<b>');
  });
});
