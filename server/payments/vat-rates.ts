import type { CountryCode } from '@shared/sites';

/**
 * The standard VAT rate of each site's country, in hundredths of a percent (2000 is 20 %), as of 2026: credits
 * are a service sold to a business of that country, charged at its standard rate. A payment keeps the rate and
 * the split it was charged with (migration 030): a change here reaches new payments only.
 */
export const STANDARD_VAT_BASIS_POINTS: Readonly<Record<CountryCode, number>> = {
  FR: 2000,
  BE: 2100,
  GB: 2000,
  DE: 1900,
  IT: 2200,
  ES: 2100,
  PT: 2300,
};

/**
 * A price VAT included split into net and VAT at `basisPoints`: the net rounded to the nearest minor unit,
 * the VAT what is left, so that the two always add up to what was charged.
 */
export function splitGross(gross: number, basisPoints: number): { net: number; vat: number } {
  const net = Math.round((gross * 10_000) / (10_000 + basisPoints));
  return { net, vat: gross - net };
}
