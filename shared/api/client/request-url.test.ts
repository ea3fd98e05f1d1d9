import { describe, expect, it } from 'vitest';
import { fillPath, queryString } from './request-url';

describe('fillPath', () => {
  it('puts each parameter in its segment, URI-encoded', () => {
    expect(fillPath('/api/folders/:folder/files/:name', { folder: 'a/b c', name: 'été?#&' })).toBe(
      '/api/folders/a%2Fb%20c/files/%C3%A9t%C3%A9%3F%23%26',
    );
    expect(fillPath('/image/:id/increment-view-count', { id: 42 })).toBe('/image/42/increment-view-count');
  });

  it('leaves a path without parameters alone', () => {
    expect(fillPath('/api/me', undefined)).toBe('/api/me');
  });

  it('refuses to send a request with a parameter missing', () => {
    expect(() => fillPath('/image/:id', {})).toThrow('The path /image/:id needs the parameter "id".');
  });
});

describe('queryString', () => {
  it('encodes the values and leaves out the absent ones', () => {
    expect(
      queryString({
        q: 'wedding & co',
        page: 2,
        verified: false,
        city: undefined,
        region: null,
        at: new Date('2030-01-02T03:04:05Z'),
      }),
    ).toBe('?q=wedding+%26+co&page=2&verified=false&at=2030-01-02T03%3A04%3A05.000Z');
  });

  it('repeats the key of an array', () => {
    expect(queryString({ service: ['dj', 'traiteur'] })).toBe('?service=dj&service=traiteur');
  });

  it('is empty when there is nothing to send', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ city: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('refuses values that have no place in a URL', () => {
    expect(() => queryString({ filter: { city: 'Lyon' } })).toThrow(TypeError);
    expect(() => queryString('city=Lyon')).toThrow(TypeError);
  });
});
