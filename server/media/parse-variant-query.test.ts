import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { parseVariantQuery } from './parse-variant-query';

describe('parseVariantQuery', () => {
  it('defaults to the original size, cover, quality 75 and the negotiated format', () => {
    expect(parseVariantQuery({}, 'image/webp')).toEqual({
      options: { width: undefined, height: undefined, fit: 'cover', quality: 75, format: 'webp' },
      negotiated: true,
    });
  });

  it('reads every parameter; format= wins over Accept', () => {
    expect(
      parseVariantQuery({ w: '160', h: '2000', q: '40', fit: 'contain', format: 'jpeg' }, 'image/avif'),
    ).toEqual({
      options: { width: 160, height: 2000, fit: 'contain', quality: 40, format: 'jpeg' },
      negotiated: false,
    });
  });

  it.each([
    [{ w: '0' }, 'w'],
    [{ w: '2001' }, 'w'],
    [{ h: '-5' }, 'h'],
    [{ h: '1.5' }, 'h'],
    [{ w: '1e3' }, 'w'],
    [{ w: '0160' }, 'w'],
    [{ w: ' 160' }, 'w'],
    [{ w: '' }, 'w'],
    [{ w: ['100', '200'] }, 'w'],
    [{ w: '161' }, 'w'],
    [{ h: '1999' }, 'h'],
    [{ q: '29' }, 'q'],
    [{ q: '74' }, 'q'],
    [{ q: '91' }, 'q'],
    [{ q: 'high' }, 'q'],
    [{ fit: 'fill' }, 'fit'],
    [{ format: 'png' }, 'format'],
    [{ format: ['avif', 'webp'] }, 'format'],
  ])('refuses %j with a 400 naming %s', (query, name) => {
    let error: unknown;
    try {
      parseVariantQuery(query, undefined);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).messageIn('en')).toContain(`The ${name} parameter must be`);
  });
});
