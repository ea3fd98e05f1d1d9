import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FieldFrame, useFieldIds, type Necessity } from '../text-field/field-frame';
import '../text-field/field.css';
import '../listbox-popup/listbox-popup.css';
import './autocomplete-field.css';

export interface AutocompleteFieldProps<Suggestion> {
  id?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** What matches the text typed so far; the caller fetches them. */
  suggestions: readonly Suggestion[];
  keyOf: (suggestion: Suggestion) => string;
  renderSuggestion: (suggestion: Suggestion) => ReactNode;
  onPick: (suggestion: Suggestion) => void;
  onBlur?: () => void;
  /** Marks the label and, when required, the input (`required`). */
  necessity?: Necessity;
  hint?: ReactNode;
  error?: ReactNode;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's name: what a server form in its place named it (islands/hand-over.ts). */
  name?: string;
  /**
   * What the search says of the text typed, while the user types (searching, nothing found): shown under the
   * input and announced politely.
   */
  status?: ReactNode;
}

/**
 * A text input suggesting values as the user types (WAI-ARIA APG "editable combobox with list
 * autocomplete"): the arrows move through the suggestions, Enter picks one, Escape closes the list. Typing
 * without picking keeps the typed text; the caller decides what that is worth.
 */
export function AutocompleteField<Suggestion>({
  id,
  label,
  value,
  onValueChange,
  suggestions,
  keyOf,
  renderSuggestion,
  onPick,
  onBlur,
  necessity,
  hint,
  error,
  autoComplete = 'off',
  inputRef,
  name,
  status,
}: AutocompleteFieldProps<Suggestion>) {
  const ids = useFieldIds({ id, hint, error });
  const { inputId, describedBy } = ids;
  const listId = `${inputId}-list`;
  const list = useRef<HTMLUListElement>(null);
  const [wantsList, setWantsList] = useState(false);
  const [active, setActive] = useState(-1);
  const open = wantsList && suggestions.length > 0;
  const activeId = open && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;

  useEffect(() => {
    if (activeId)
      list.current?.querySelector(`#${CSS.escape(activeId)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function pick(index: number): void {
    const suggestion = suggestions[index];
    if (suggestion === undefined) return;
    setWantsList(false);
    setActive(-1);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        if (suggestions.length === 0) return;
        event.preventDefault();
        setWantsList(true);
        setActive(open ? Math.min(last, active + 1) : 0);
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        setActive(active <= 0 ? last : active - 1);
        return;
      case 'Enter':
        if (!open || active < 0) return;
        // Picks the suggestion instead of submitting the form.
        event.preventDefault();
        pick(active);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        setWantsList(false);
        setActive(-1);
    }
  }

  return (
    <FieldFrame
      ids={ids}
      label={label}
      necessity={necessity}
      hint={hint}
      error={error}
      className="pp-ui-autocomplete"
    >
      <div className="pp-ui-autocomplete__anchor">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className="pp-ui-field__input"
          type="text"
          role="combobox"
          autoComplete={autoComplete}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          required={necessity === 'required' || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => {
            setWantsList(true);
            setActive(-1);
            onValueChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setWantsList(false);
            onBlur?.();
          }}
        />
        <ul
          ref={list}
          id={listId}
          className="pp-ui-listbox pp-ui-autocomplete__listbox"
          role="listbox"
          aria-labelledby={inputId}
          hidden={!open}
          // Keeps the focus in the input when a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={keyOf(suggestion)}
              id={`${listId}-${index}`}
              className="pp-ui-listbox__option pp-ui-autocomplete__option"
              role="option"
              aria-selected={index === active}
              onClick={() => pick(index)}
            >
              {renderSuggestion(suggestion)}
            </li>
          ))}
        </ul>
        <div role="status" className="pp-ui-autocomplete__status">
          {wantsList && !open && status && <p className="pp-ui-listbox">{status}</p>}
        </div>
      </div>
    </FieldFrame>
  );
}
