import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../test-support/local-smtp-server';
import { MailDeliveryError, type MailTransport } from './mail-transport';
import { smtpMailTransport } from './smtp-mail-transport';

let smtp: LocalSmtpServer;
let transport: MailTransport;
beforeEach(async () => {
  smtp = await startLocalSmtpServer();
  transport = smtpMailTransport({
    url: smtp.url,
    from: 'Wedding planners France <no-reply@mariage.example>',
  });
});
afterEach(async () => {
  await transport.close?.();
  await smtp.close();
});

const EMAIL = {
  to: 'camille@example.fr',
  subject: 'Confirmez votre nouvelle adresse e-mail',
  text: 'Bonjour,\n\nOuvrez ce lien, valable 24 heures : https://projet.mariage.example/account/confirm-email?token=abc\n',
  html: null,
  key: 'email-42.1780308000000',
};

/** A quoted-printable body as the text it encodes (soft line breaks joined, `=XX` bytes read as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .flatMap((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part)],
    );
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** A header of a raw message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describe('smtpMailTransport', () => {
  it('delivers the email to an SMTP server: envelope, sender, subject, Message-ID and plain text', async () => {
    await transport.send(EMAIL);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@mariage.example');
    expect(mail?.to).toEqual(['camille@example.fr']);
    const raw = mail?.raw ?? '';
    expect(header(raw, 'From')).toBe('Wedding planners France <no-reply@mariage.example>');
    expect(header(raw, 'To')).toBe('camille@example.fr');
    expect(header(raw, 'Subject')).toBe(EMAIL.subject);
    expect(header(raw, 'Message-ID')).toBe('<email-42.1780308000000@mariage.example>');
    expect(header(raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(header(raw, 'Content-Transfer-Encoding')).toBe('quoted-printable');
    expect(decodeQuotedPrintable(raw.split('\r\n\r\n').slice(1).join('\r\n\r\n'))).toBe(EMAIL.text);
  });

  it('sends an email with an HTML part as text and HTML alternatives, the text first', async () => {
    await transport.send({
      ...EMAIL,
      html: '<p>Ouvrez <a href="https://projet.mariage.example/x">ce lien</a></p>',
    });
    const raw = smtp.received[0]?.raw ?? '';
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/i);
    // The parts between the boundaries: the preamble before the first, the epilogue after the closing one.
    const parts = raw.split(/\r\n--[^\r\n]+\r\n/).slice(1, -1);
    expect(parts.map((part) => header(part, 'Content-Type')?.split(';')[0])).toEqual([
      'text/plain',
      'text/html',
    ]);
    expect(decodeQuotedPrintable(parts[1]?.split('\r\n\r\n').slice(1).join('\r\n\r\n') ?? '')).toContain(
      '<a href="https://projet.mariage.example/x">ce lien</a>',
    );
  });

  it('turns a refusal into a MailDeliveryError carrying the server’s answer', async () => {
    smtp.refuseNext(1);
    const sending = transport.send(EMAIL);
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toThrow(/451.*try again later/i);
    expect(smtp.received).toEqual([]);
  });

  it('turns an unreachable server into a MailDeliveryError', async () => {
    const unreachable = smtpMailTransport({ url: 'smtp://127.0.0.1:1', from: 'no-reply@mariage.example' });
    try {
      await expect(unreachable.send(EMAIL)).rejects.toBeInstanceOf(MailDeliveryError);
    } finally {
      await unreachable.close?.();
    }
  });
});
