export { AutocompleteField, type AutocompleteFieldProps } from './autocomplete-field';
export { CitySuggestion, type CitySuggestionProps } from './city-suggestion';
