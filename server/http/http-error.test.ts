import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { HttpError, tooManyRequests } from './http-error';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.app.get('/test/conflict', async () => {
    throw new HttpError(409, 'errors.withDetail', { detail: 'X-42' });
  });
  t.app.get('/test/described', async () => {
    throw new HttpError(400, (language) => `described in ${language}`);
  });
  t.app.get('/test/slow-down', async () => {
    throw tooManyRequests('server.codeCooldown', 0.2);
  });
  t.app.get('/test/crash', async () => {
    throw new Error('database exploded');
  });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
};

describe('HttpError', () => {
  it('keeps the French text as its own message, for logs', () => {
    expect(new HttpError(401, 'server.sessionExpired').message).toBe('Session expirée');
    expect(new HttpError(409, 'errors.withDetail', { detail: 'X' }).message).toBe(
      'Une erreur est survenue : X',
    );
  });

  it('writes its message in any language', () => {
    const error = new HttpError(403, 'server.phoneNotVerified');
    expect(error.messageIn('pt')).toBe(
      'Este número de telefone tem primeiro de ser verificado com o código recebido por SMS.',
    );
    expect(new HttpError(400, (language) => language.toUpperCase()).messageIn('es')).toBe('ES');
  });
});

describe('the error handler', () => {
  it('answers an HttpError in French when the request names no language', async () => {
    expect(await get('/test/conflict')).toMatchObject({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Une erreur est survenue : X-42' },
    });
  });

  it('fills the placeholders in the language of Accept-Language', async () => {
    const { body } = await get('/test/conflict', { 'accept-language': 'ja, en-GB;q=0.8' });
    expect(body).toMatchObject({ message: 'An error occurred: X-42' });
  });

  it('prefers the locale cookie to Accept-Language', async () => {
    const { body } = await get('/test/conflict', { cookie: 'locale=es-ES', 'accept-language': 'de' });
    expect(body).toMatchObject({ message: 'Se ha producido un error: X-42' });
  });

  it('lets a message be written for the caller’s language', async () => {
    expect((await get('/test/described', { 'accept-language': 'nl' })).body).toMatchObject({
      statusCode: 400,
      message: 'described in nl',
    });
  });

  it('sends a 429 with a whole number of seconds in Retry-After', async () => {
    const answer = await get('/test/slow-down', { 'accept-language': 'it' });
    expect(answer).toMatchObject({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: 'Too Many Requests', message: 'Attendi prima di richiedere un nuovo codice.' },
    });
  });

  it('hides an unexpected error behind a translated 500', async () => {
    expect(await get('/test/crash')).toMatchObject({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne du serveur' },
    });
    const german = await get('/test/crash', { cookie: 'locale=de' });
    expect(german.body).toMatchObject({ message: 'Interner Serverfehler' });
    expect(JSON.stringify(german.body)).not.toContain('database exploded');
  });
});
