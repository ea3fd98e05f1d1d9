import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { placeServerMessages, serverFieldMessages } from './server-field-errors';

describe('serverFieldMessages', () => {
  it("reads the fields of a 400's body, and nothing else", () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Ville invalide',
      fields: { city: 'Ville invalide' },
    };
    expect(serverFieldMessages(new ApiError(400, 'Bad Request', body))).toEqual({ city: 'Ville invalide' });
    expect(serverFieldMessages(new ApiError(409, 'Conflict', body))).toBeNull();
    expect(serverFieldMessages(new ApiError(400, 'Bad Request', { ...body, fields: {} }))).toBeNull();
    expect(serverFieldMessages(new ApiError(400, 'Bad Request', 'not json'))).toBeNull();
    expect(serverFieldMessages(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('placeServerMessages', () => {
  const names = ['email', 'city', 'locale'] as const;

  it("puts each message on its field, in the form's order, and a derived field's on its source when it has none", () => {
    expect(
      placeServerMessages(
        { zipCode: 'Code postal invalide', email: 'Email invalide', city: 'Ville invalide' },
        names,
        {
          zipCode: 'city',
        },
      ),
    ).toEqual({
      placed: [
        ['email', 'Email invalide'],
        ['city', 'Ville invalide'],
      ],
      leftOver: false,
    });
  });

  it('says when a message names no field of the form', () => {
    expect(placeServerMessages({ phone: 'Numéro invalide', locale: 'Langue invalide' }, names)).toEqual({
      placed: [['locale', 'Langue invalide']],
      leftOver: true,
    });
  });

  it('puts a message about a field of a list’s row on that field, when the list is the form’s', () => {
    expect(
      placeServerMessages(
        { 'networks.1.url': 'Adresse invalide', 'networksX.0': 'x', email: 'Email invalide' },
        ['email', 'networks'] as const,
      ),
    ).toEqual({
      placed: [
        ['email', 'Email invalide'],
        ['networks.1.url', 'Adresse invalide'],
      ],
      leftOver: true,
    });
  });
});
