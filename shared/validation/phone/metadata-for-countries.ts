import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The part of libphonenumber's metadata that describes the given countries: their numbering plans and their
 * calling codes (shared calling codes keep only those countries, e.g. +44 keeps GB and drops Jersey).
 */
export function metadataForCountries(metadata: MetadataJson, countries: readonly string[]): MetadataJson {
  const callingCodes = Object.entries(metadata.country_calling_codes)
    .map(([code, members]) => [code, members.filter((member) => countries.includes(member))] as const)
    .filter(([, members]) => members.length > 0);
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(
      Object.entries(metadata.countries).filter(([country]) => countries.includes(country)),
    ),
    nonGeographic: {},
  };
}
