import './city-suggestion.css';

export interface CitySuggestionProps {
  name: string;
  /** Postal code and department or region, where known: they tell namesakes apart. */
  details: readonly (string | null)[];
}

/** A city as the autocomplete fields list it: its name, then what tells it from its namesakes. */
export function CitySuggestion({ name, details }: CitySuggestionProps) {
  const known = details.filter(Boolean).join(' · ');
  return (
    <>
      <span className="pp-ui-city-suggestion">{name}</span>
      {known && <span className="pp-ui-city-suggestion__details">{known}</span>}
    </>
  );
}
