import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { listboxCommand, typeAheadMatch } from './listbox-keys';
import '../listbox-popup/listbox-popup.css';
import './select-combobox.css';

export interface SelectComboboxProps<Option> {
  options: readonly Option[];
  /** The key of the chosen option; null shows the placeholder. */
  selectedKey: string | null;
  onSelect: (option: Option) => void;
  keyOf: (option: Option) => string;
  /** The option's plain text, which type-ahead matches. */
  textOf: (option: Option) => string;
  /** How an option looks in the list (its text by default). */
  renderOption?: (option: Option) => ReactNode;
  /** How the chosen option looks in the closed combobox (as in the list by default). */
  renderValue?: (option: Option) => ReactNode;
  placeholder?: ReactNode;
  /** The element(s) naming the combobox: its visible label. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  /** Each new value moves the focus to the combobox. */
  focusRequest?: number;
}

/** How long type-ahead keeps the characters typed before starting a new search. */
const TYPE_AHEAD_MS = 600;

/**
 * A select-only combobox (WAI-ARIA APG pattern): a button-like element with `role="combobox"` and a listbox
 * popup whose options are followed with `aria-activedescendant`, so the focus stays on the combobox. Unlike a
 * native `<select>`, the popup can be styled (height, scrolling, rich options such as flags).
 */
export function SelectCombobox<Option>({
  options,
  selectedKey,
  onSelect,
  keyOf,
  textOf,
  renderOption = textOf,
  renderValue = renderOption,
  placeholder,
  labelledBy,
  describedBy,
  disabled = false,
  invalid = false,
  className,
  focusRequest,
}: SelectComboboxProps<Option>) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const combobox = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((option) => keyOf(option) === selectedKey);
  const [active, setActive] = useState(-1);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  useEffect(() => {
    if (!open || active < 0) return;
    list.current
      ?.querySelector(`#${CSS.escape(`${baseId}-option-${active}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active, baseId]);

  useEffect(() => {
    if (focusRequest !== undefined) combobox.current?.focus();
  }, [focusRequest]);

  function show(index: number): void {
    setActive(index);
    setOpen(true);
  }

  function choose(index: number): void {
    const option = options[index];
    setOpen(false);
    if (option !== undefined && index !== selectedIndex) onSelect(option);
  }

  function typeAhead(character: string): void {
    const now = Date.now();
    const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + character : character;
    typed.current = { text, at: now };
    const from = open ? active : selectedIndex;
    const match = typeAheadMatch(options.map(textOf), Math.max(0, from), text);
    if (match >= 0) show(match);
    else if (!open) show(Math.max(0, selectedIndex));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (disabled) return;
    const current = open ? active : selectedIndex;
    const command = listboxCommand(event, open, current, options.length);
    if (command.kind === 'none') return;
    // Tab chooses and lets the focus move on; every other handled key stays in the combobox.
    if (event.key !== 'Tab') event.preventDefault();
    // Escape closes the list, not a dialog the combobox sits in.
    if (command.kind === 'close') event.stopPropagation();
    switch (command.kind) {
      case 'open':
      case 'move':
        show(command.active);
        return;
      case 'choose':
        choose(active);
        return;
      case 'close':
        setOpen(false);
        return;
      case 'type':
        typeAhead(command.character);
    }
  }

  return (
    <div className={className ? `pp-ui-select ${className}` : 'pp-ui-select'}>
      <div
        ref={combobox}
        className="pp-ui-select__combobox"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (disabled) return;
          if (open) setOpen(false);
          else show(Math.max(0, selectedIndex));
        }}
        onBlur={() => setOpen(false)}
      >
        <span className="pp-ui-select__value">
          {selected === undefined ? (
            <span className="pp-ui-select__placeholder">{placeholder}</span>
          ) : (
            renderValue(selected)
          )}
        </span>
        <svg className="pp-ui-select__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </div>
      <div
        ref={list}
        id={listId}
        className="pp-ui-listbox pp-ui-select__listbox"
        role="listbox"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        hidden={!open}
        // Keeps the focus on the combobox when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <div
            key={keyOf(option)}
            id={optionId(index)}
            className="pp-ui-listbox__option pp-ui-select__option"
            role="option"
            aria-selected={index === selectedIndex}
            data-active={index === active || undefined}
            onClick={() => choose(index)}
            onMouseMove={() => {
              if (index !== active) setActive(index);
            }}
          >
            {renderOption(option)}
          </div>
        ))}
      </div>
    </div>
  );
}
