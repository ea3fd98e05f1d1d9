import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.css';
import type { Instance } from 'flatpickr/dist/types/instance';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hostElementLanguage, translate, type TranslationKey } from '@shared/i18n';
import { calendarToday, readTypedDate } from '@shared/validation';
import {
  childInputOf,
  dispatchElementEvent,
  focusAtEnd,
  takeOverChildInput,
  type ChildInput,
  type FormAssociatedProps,
} from '../define';
import { disabledDatesOf, refusalOf, refusalOfTyped, type DateRules } from './date-rules';
import { flatpickrLocaleOf } from './flatpickr-locales';
import '@shared/ui/theme/theme.css';
import '@shared/ui/field-input/field-input.css';
import './date-picker.css';

export interface DatePickerProps extends FormAssociatedProps {
  /** The initial date, `YYYY-MM-DD`. */
  value?: string;
  /** `YYYY-MM-DD` dates that cannot be chosen. */
  disabledDates?: string[];
  /** Past dates can be chosen. */
  allowPast?: boolean;
  /** The field's accessible name, when no `<label for>` names it. */
  label?: string;
  /** The language of the calendar and the messages; else the page's (`<html lang>`), the cookie, the browser. */
  locale?: string;
}

const VALUE_FORMAT = 'Y-m-d';
/** Day, month name and year, as users read a date: "14 juillet 2026". */
const SHOWN_FORMAT = 'j F Y';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date when the element was last rendered: a removed and re-inserted element shows it again. */
const dateOfHost = new WeakMap<HTMLElement, string>();

const VALIDITY_OF_REFUSAL: Partial<Record<TranslationKey, ValidityStateFlags>> = {
  'validation.eventDateInPast': { rangeUnderflow: true },
  'validation.dateInvalid': { badInput: true },
  'datePicker.unreadable': { badInput: true },
};

/** How the field shows a date: day, month name and year, or the text itself when it is no date. */
function shownTextOf(instance: Instance, date: string): string {
  const parsed = ISO_DATE.test(date) ? instance.parseDate(date, VALUE_FORMAT) : undefined;
  return parsed ? instance.formatDate(parsed, SHOWN_FORMAT) : date;
}

/**
 * Selects `date` in the calendar, without flatpickr's change. flatpickr drops a date its calendar refuses
 * (past, disabled): the field shows it all the same, and the element says why it is refused.
 */
function showDate(instance: Instance, date: string): void {
  if (date === '') return instance.clear(false);
  instance.setDate(date, false, VALUE_FORMAT);
  if (instance.selectedDates.length === 0 && instance.altInput) {
    instance.altInput.value = shownTextOf(instance, date);
  }
}

/**
 * A day of the calendar, a `<span>` with its date as `aria-label` from flatpickr: a button, so that its name is
 * allowed and said, pressed when it is the chosen day, disabled when it cannot be chosen (flatpickr only greys
 * it out).
 */
function markDay(day: HTMLElement): void {
  day.setAttribute('role', 'button');
  if (day.classList.contains('selected')) day.setAttribute('aria-pressed', 'true');
  if (day.classList.contains('flatpickr-disabled')) day.setAttribute('aria-disabled', 'true');
}

/** The presses flatpickr closes its calendar on, reading the field's text. */
const PRESSES = ['mousedown', 'touchstart'] as const;

/**
 * Gives the field what the user did in the child input before the element took over, once: the text typed
 * (read as a date at once if they had left the input, else when they leave the field or press Enter) and
 * the focus, with the caret at the end.
 */
function handOver(host: HTMLElement, child: ChildInput | null, field: HTMLInputElement, commit: () => void) {
  const given = takeOverChildInput(host, child);
  if (!given) return;
  if (given.typed !== null) field.value = given.typed;
  if (given.focused) focusAtEnd(field);
  else if (given.typed !== null) commit();
}

/**
 * A date field with flatpickr's calendar. The calendar is `static`: rendered next to the field inside the
 * element and positioned against it, so it follows the field when a scrolling container scrolls (a calendar
 * appended to the body is placed once, in page coordinates, and stays behind).
 *
 * A date the rules refuse that did not come from the user (a past `data-value` without `data-allow-past`,
 * a date disabled later) is kept and shown, with the reason, and makes the element invalid: a legacy form
 * neither drops the stored date silently nor submits it unnoticed; the user picks another one.
 */
export function DatePicker({
  host,
  form,
  value,
  disabledDates,
  allowPast = false,
  label,
  locale,
}: DatePickerProps) {
  const language = hostElementLanguage({ locale });
  const child = useMemo(() => childInputOf(host), [host]);
  const initial = value ?? child?.value ?? '';
  const [date, setDate] = useState(() => dateOfHost.get(host) ?? initial);
  /** Why the text the user last typed was refused (the text stays in the field, the date is ''). */
  const [typedRefusal, setTypedRefusal] = useState<TranslationKey | null>(null);
  const [touched, setTouched] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const picker = useRef<Instance | null>(null);
  const currentDate = useRef(date);
  const generatedId = useId();
  const inputId = child?.id || `pp-date-picker-${generatedId}`;
  const errorId = `${inputId}-error`;
  const disabledKey = JSON.stringify(disabledDatesOf(disabledDates));
  const rules = useMemo<DateRules>(
    () => ({ today: calendarToday(), allowPast, disabledDates: JSON.parse(disabledKey) as string[] }),
    [allowPast, disabledKey],
  );
  const { setValue, setValidity, onReset, onRestore, required } = form;

  const refusal = typedRefusal ?? (date === '' ? null : refusalOf(date, rules));
  const message = refusal
    ? translate(language, refusal)
    : required && date === ''
      ? translate(language, 'datePicker.required')
      : '';
  const showMessage = message !== '' && (refusal !== null || touched);

  useEffect(() => {
    currentDate.current = date;
    dateOfHost.set(host, date);
    setValue(date);
    const flags = refusal ? (VALIDITY_OF_REFUSAL[refusal] ?? { customError: true }) : { valueMissing: true };
    if (message === '') setValidity({});
    else setValidity(flags, message, picker.current?.altInput ?? undefined);
  }, [host, date, refusal, message, setValue, setValidity]);

  // A layout effect: React's first commit removes the child input the user may be typing in, and the field
  // takes its text and focus over in the same task, so that no key typed meanwhile falls on the page.
  useLayoutEffect(() => {
    const container = anchor.current;
    if (!container) return;
    const input = document.createElement('input');
    container.append(input);
    const instance = flatpickr(input, {
      altInput: true,
      altFormat: SHOWN_FORMAT,
      ariaDateFormat: SHOWN_FORMAT,
      dateFormat: VALUE_FORMAT,
      altInputClass: 'pp-field-input pp-date-picker__input',
      allowInput: true,
      static: true,
      disableMobile: true,
      locale: flatpickrLocaleOf(language),
      minDate: rules.allowPast ? undefined : 'today',
      disable: [...rules.disabledDates],
      // Text that is no date gets our own message; flatpickr would only log it.
      errorHandler: () => undefined,
      onDayCreate: (_dates, _text, _instance, day: HTMLElement) => markDay(day),
      onChange: ([selected]) => {
        const next = selected ? instance.formatDate(selected, VALUE_FORMAT) : '';
        if (selected) setTypedRefusal(null);
        if (next === currentDate.current) return;
        currentDate.current = next;
        setDate(next);
        dispatchElementEvent(host, 'pp-date-picker-change', { value: next });
      },
    });
    picker.current = instance;
    showDate(instance, currentDate.current);
    const field = instance.altInput;
    if (!field) return () => instance.destroy();
    field.id = inputId;

    /**
     * Reads the field's text as the user's date (`readTypedDate`, in the element's language). flatpickr never
     * reads it: its own reading knows only the shown format and clears the field on anything else. A refused
     * text stays in the field, with its message, and the element's date becomes '' (a host that keeps the
     * date hears it).
     */
    const commit = () => {
      const text = field.value;
      const current = currentDate.current;
      if (text.trim() === shownTextOf(instance, current)) return setTypedRefusal(null);
      const typed = readTypedDate(text, language, rules.today);
      const refused = refusalOfTyped(typed, rules);
      setTypedRefusal(refused);
      if (typed.kind === 'date' && refused === null) return instance.setDate(typed.date, true, VALUE_FORMAT);
      if (typed.kind === 'empty') return instance.clear(true);
      instance.clear(false);
      field.value = text;
      if (current === '') return;
      currentDate.current = '';
      setDate('');
      dispatchElementEvent(host, 'pp-date-picker-change', { value: '' });
    };
    // Capture: runs before flatpickr's own handlers on the same field, which would read the text their way.
    const commitOnEnter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.stopImmediatePropagation();
      commit();
      instance.close();
    };
    const commitOnBlur = (event: FocusEvent) => {
      event.stopImmediatePropagation();
      if (event.relatedTarget instanceof Node && instance.calendarContainer.contains(event.relatedTarget))
        return;
      commit();
      instance.close();
    };
    // A press outside while the calendar is open: flatpickr would read the text its way on it, before the blur.
    const commitOnPressOutside = (event: Event) => {
      if (!instance.isOpen || (event.target instanceof Node && host.contains(event.target))) return;
      commit();
      instance.close();
    };
    const openFromKeyboard = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      instance.open();
      const days = instance.calendarContainer;
      const day =
        days.querySelector<HTMLElement>('.flatpickr-day.selected') ??
        days.querySelector<HTMLElement>('.flatpickr-day.today:not(.flatpickr-disabled)') ??
        days.querySelector<HTMLElement>(
          '.flatpickr-day:not(.flatpickr-disabled):not(.prevMonthDay):not(.nextMonthDay)',
        );
      day?.focus();
    };
    field.addEventListener('keydown', commitOnEnter, { capture: true });
    field.addEventListener('keydown', openFromKeyboard);
    field.addEventListener('blur', commitOnBlur, { capture: true });
    for (const type of PRESSES) document.addEventListener(type, commitOnPressOutside, { capture: true });
    handOver(host, child, field, commit);
    return () => {
      field.removeEventListener('keydown', commitOnEnter, { capture: true });
      field.removeEventListener('keydown', openFromKeyboard);
      field.removeEventListener('blur', commitOnBlur, { capture: true });
      for (const type of PRESSES) document.removeEventListener(type, commitOnPressOutside, { capture: true });
      picker.current = null;
      instance.destroy();
      input.remove();
    };
  }, [host, child, language, rules, inputId]);

  // The field's name, state and message, kept on flatpickr's input (which React does not render), as soon as
  // the field is there.
  useLayoutEffect(() => {
    const field = picker.current?.altInput;
    if (!field) return;
    const named = label ?? host.getAttribute('aria-label');
    const labelledByIntegrator = Boolean(
      child?.id && document.querySelector(`label[for="${CSS.escape(child.id)}"]`),
    );
    const accessibleName = named ?? (labelledByIntegrator ? null : translate(language, 'datePicker.label'));
    if (accessibleName === null) field.removeAttribute('aria-label');
    else field.setAttribute('aria-label', accessibleName);
    if (required) field.setAttribute('aria-required', 'true');
    else field.removeAttribute('aria-required');
    field.toggleAttribute('disabled', form.disabled);
    if (showMessage) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', errorId);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  });

  // A blocked submission fires `invalid` on the element itself: show the message from then on.
  useEffect(() => {
    const showIt = () => setTouched(true);
    host.addEventListener('invalid', showIt);
    return () => host.removeEventListener('invalid', showIt);
  }, [host]);

  /** A date that does not come from the user: no change event. */
  const load = useEffectEvent((next: string) => {
    // Its own change handed back by a host that keeps the date (a React form): nothing to load, and the
    // reason a typed date was refused stays on show.
    if (next === currentDate.current) return;
    if (picker.current) showDate(picker.current, next);
    currentDate.current = next;
    setDate(next);
    setTypedRefusal(null);
  });

  // A `value` changed after the upgrade (attribute or property) replaces the date, as a script means it to.
  const loadedInitial = useRef(initial);
  useEffect(() => {
    if (loadedInitial.current === initial) return;
    loadedInitial.current = initial;
    load(initial);
  }, [initial]);

  useEffect(
    () =>
      onReset(() => {
        load(initial);
        setTouched(false);
      }),
    [onReset, initial],
  );
  useEffect(() => onRestore((state) => load(typeof state === 'string' ? state : '')), [onRestore]);

  return (
    <div className="pp-ui-theme pp-date-picker">
      <div ref={anchor} className="pp-date-picker__field" />
      {showMessage && (
        <span id={errorId} className="pp-field-input__error pp-date-picker__error">
          {message}
        </span>
      )}
    </div>
  );
}
