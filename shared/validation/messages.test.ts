import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { VALIDATION_MESSAGES, issueMessageKeys, messageKeyOf } from './messages';
import { cityNameSchema, lastnameSchema } from './names';
import { phoneE164Schema } from './phone/phone';

describe('VALIDATION_MESSAGES', () => {
  it('has a French and an English text for every key', () => {
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      expect(translate('fr', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(key);
    }
  });
});

describe('messageKeyOf', () => {
  it('keeps a feature’s own message, in its own texts, and makes any other text the generic key', () => {
    expect(messageKeyOf('backOfficeProfile.socialNetworks.urlInvalid')).toBe(
      'backOfficeProfile.socialNetworks.urlInvalid',
    );
    expect(messageKeyOf('nowhere.toBeFound')).toBe(VALIDATION_MESSAGES.value);
    expect(messageKeyOf('Invalid type: Expected string but received 1')).toBe(VALIDATION_MESSAGES.value);
  });
});

describe('issueMessageKeys', () => {
  const schema = v.object({
    phone: phoneE164Schema,
    lastname: lastnameSchema,
    address: v.object({ city: cityNameSchema }),
    latitude: v.number(),
  });

  it('gives each field its rule message key', () => {
    const result = v.safeParse(schema, { phone: '0612', lastname: 'ab', address: { city: '' }, latitude: 4 });
    expect(issueMessageKeys(result.issues ?? [])).toEqual([
      { field: 'phone', key: 'validation.phoneInvalid' },
      { field: 'lastname', key: 'validation.lastnameInvalid' },
      { field: 'address.city', key: 'validation.cityInvalid' },
    ]);
  });

  it("replaces valibot's own English texts with the generic key", () => {
    const result = v.safeParse(schema, {
      phone: '+33612345678',
      lastname: 'Martin',
      address: { city: 'Lyon' },
    });
    expect(issueMessageKeys(result.issues ?? [])).toEqual([
      { field: 'latitude', key: 'validation.valueInvalid' },
    ]);
    expect(issueMessageKeys(v.safeParse(schema, 'nope').issues ?? [])).toEqual([
      { field: null, key: 'validation.valueInvalid' },
    ]);
  });
});
