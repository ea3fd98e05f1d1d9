export interface CityWithPostalCode {
  readonly city: string;
  readonly postalCode: string;
}

const CITY_WITH_POSTAL_CODE = /^([^()]+)\(([^()]+)\)$/;

/**
 * Reads the back-office city field, "Name (postal code)" as its autocomplete fills it
 * (docs/product/city-autocomplete.md#back-office-city-field). Null when the text has another shape or either
 * part is blank: the field is then marked invalid and cleared.
 */
export function parseCityWithPostalCode(text: string): CityWithPostalCode | null {
  const [, city = '', postalCode = ''] = CITY_WITH_POSTAL_CODE.exec(text.trim()) ?? [];
  const parsed = { city: city.trim(), postalCode: postalCode.trim() };
  return parsed.city && parsed.postalCode ? parsed : null;
}

/** The text the autocomplete puts in the field for a picked city, which `parseCityWithPostalCode` reads back. */
export function formatCityWithPostalCode({ city, postalCode }: CityWithPostalCode): string {
  return `${city} (${postalCode})`;
}
