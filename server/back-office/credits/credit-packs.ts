import type { CreditPack, CreditPackId, Currency } from '@shared/api/contract/back-office/credits';
import type { CountryCode } from '@shared/sites';

/**
 * The packs on sale, written here rather than seeded: a price is a decision of the business, reviewed with
 * the code, and a payment keeps the price it was charged (migration 030), so a change reaches new buyers only.
 * Prices are in minor units, VAT included (what the card is charged), per currency.
 */
const PACKS: readonly { id: CreditPackId; credits: number; price: Record<Currency, number> }[] = [
  { id: 'pack-10', credits: 10, price: { EUR: 4900, GBP: 4200 } },
  { id: 'pack-25', credits: 25, price: { EUR: 9900, GBP: 8500 } },
  { id: 'pack-60', credits: 60, price: { EUR: 19900, GBP: 16900 } },
];

/** The currency a provider of `country` pays in: pounds in the United Kingdom, euros in the other sites' countries. */
export function currencyOf(country: CountryCode): Currency {
  return country === 'GB' ? 'GBP' : 'EUR';
}

/** The packs as a provider of `country` sees them. */
export function packsFor(country: CountryCode): CreditPack[] {
  const currency = currencyOf(country);
  return PACKS.map(({ id, credits, price }) => ({ id, credits, price: price[currency], currency }));
}

/** One pack as a provider of `country` buys it. */
export function packFor(country: CountryCode, id: CreditPackId): CreditPack {
  const pack = packsFor(country).find((each) => each.id === id);
  if (!pack) throw new RangeError(`No pack ${id}`);
  return pack;
}
