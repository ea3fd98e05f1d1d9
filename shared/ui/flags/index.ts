export { Flag, type FlagProps } from './flag';
export { FLAG_COUNTRIES, flagOfLanguage, isFlagCountry, type FlagCountry } from './flag-of-language';
