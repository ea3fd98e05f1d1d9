export { AutocompleteField, type AutocompleteFieldProps } from './autocomplete-field';
