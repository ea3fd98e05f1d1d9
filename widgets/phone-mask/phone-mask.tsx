import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { hostElementLanguage, translate } from '@shared/i18n';
import { resolveCountry } from '@shared/sites';
import { Flag } from '@shared/ui/flags';
import { toE164 } from '@shared/validation';
import {
  childInputOf,
  dispatchElementEvent,
  focusAtEnd,
  takeOverChildInput,
  type FormAssociatedProps,
} from '../define';
import { applyEdit, displayOf, formatAsTyped } from './phone-format';
import '@shared/ui/field-input/field-input.css';
import './phone-mask.css';

export interface PhoneMaskProps extends FormAssociatedProps {
  /** The country the number belongs to (ISO code); the site's country when absent. */
  country?: string;
  /** The initial number, E.164 or as a user writes it. */
  value?: string;
  /** The field's accessible name, when no `<label for>` names it. */
  label?: string;
  /** The language of the messages (`fr`, `en-GB`…); else the page's (`<html lang>`), the cookie, the browser. */
  locale?: string;
}

/** The text shown when the element was last rendered: a removed and re-inserted element shows it again. */
const textOfHost = new WeakMap<HTMLElement, string>();

/**
 * A phone number field formatted as it is typed for its country, whose flag it shows beside it; the form
 * receives the number in E.164 (`+33612345678`), and an invalid number makes the element invalid with the
 * message of docs/product/phone-sign-in.md#phone-number.
 */
export function PhoneMask({ host, form, country, value, label, locale }: PhoneMaskProps) {
  const siteCountry = resolveCountry({ hostname: location.hostname, attribute: country });
  const language = hostElementLanguage({ locale, country });
  const child = useMemo(() => childInputOf(host), [host]);
  const initial = value ?? child?.value ?? '';
  const [text, setText] = useState(() => textOfHost.get(host) ?? displayOf(initial, siteCountry));
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const formattedFor = useRef(siteCountry);
  const generatedId = useId();
  const inputId = child?.id || `pp-phone-mask-${generatedId}`;
  const errorId = `${inputId}-error`;
  const countryId = `${inputId}-country`;
  const { setValue, setValidity, onReset, onRestore, required } = form;

  const e164 = toE164(text, siteCountry);
  const empty = text.trim() === '';
  const message = empty
    ? required
      ? translate(language, 'phoneMask.required')
      : ''
    : e164 === null
      ? translate(language, 'validation.phoneInvalid')
      : '';

  useEffect(() => {
    textOfHost.set(host, text);
    setValue(e164 ?? '', text);
    if (message === '') setValidity({});
    else
      setValidity(
        empty ? { valueMissing: true } : { typeMismatch: true },
        message,
        input.current ?? undefined,
      );
  }, [host, e164, text, message, empty, setValue, setValidity]);

  // A blocked submission fires `invalid` on the element itself: show the message from then on.
  useEffect(() => {
    const showMessage = () => setTouched(true);
    host.addEventListener('invalid', showMessage);
    return () => host.removeEventListener('invalid', showMessage);
  }, [host]);

  useEffect(() => {
    if (formattedFor.current === siteCountry) return;
    formattedFor.current = siteCountry;
    setText((current) => formatAsTyped(current, siteCountry));
  }, [siteCountry]);

  // A `value` changed after the upgrade (attribute or property) replaces the number, as a script means it to.
  const loadedInitial = useRef(initial);
  useEffect(() => {
    if (loadedInitial.current === initial) return;
    loadedInitial.current = initial;
    setText(displayOf(initial, siteCountry));
  }, [initial, siteCountry]);

  useEffect(
    () =>
      onReset(() => {
        setText(displayOf(initial, siteCountry));
        setTouched(false);
      }),
    [onReset, initial, siteCountry],
  );
  useEffect(
    () => onRestore((state) => setText(typeof state === 'string' ? displayOf(state, siteCountry) : '')),
    [onRestore, siteCountry],
  );

  // A layout effect: React's first commit removes the child input the user may be typing in, and the field
  // takes its text and focus over in the same task, so that no key typed meanwhile is lost.
  useLayoutEffect(() => {
    const given = takeOverChildInput(host, child);
    const field = input.current;
    if (!given || !field) return;
    if (given.typed !== null) {
      field.value = displayOf(given.typed, siteCountry);
      setText(field.value);
    }
    if (given.focused) focusAtEnd(field);
  }, [host, child, siteCountry]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const field = input.current;
    pendingCaret.current = null;
    if (caret !== null && field && field === document.activeElement) field.setSelectionRange(caret, caret);
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target;
    const edited = applyEdit({
      previous: text,
      text: field.value,
      caret: field.selectionStart ?? field.value.length,
      deletingBackward: (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward',
      country: siteCountry,
    });
    pendingCaret.current = edited.caret;
    setText(edited.text);
    const number = toE164(edited.text, siteCountry);
    dispatchElementEvent(host, 'pp-phone-mask-change', { value: number ?? '', valid: number !== null });
  }

  const showError = touched && message !== '';
  const accessibleName = label ?? host.getAttribute('aria-label') ?? undefined;
  const labelledByIntegrator =
    child?.id !== undefined &&
    child.id !== '' &&
    document.querySelector(`label[for="${CSS.escape(child.id)}"]`);

  return (
    <>
      <span className="pp-phone-mask__field">
        <span id={countryId} className="pp-phone-mask__country">
          <Flag country={siteCountry} label={translate(language, `countries.${siteCountry}`)} />
        </span>
        <input
          ref={input}
          id={inputId}
          className="pp-field-input pp-phone-mask__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={text}
          disabled={form.disabled}
          aria-required={required || undefined}
          aria-label={
            accessibleName ?? (labelledByIntegrator ? undefined : translate(language, 'phoneMask.label'))
          }
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${countryId} ${errorId}` : countryId}
          onChange={onChange}
          onBlur={() => setTouched(true)}
        />
      </span>
      {showError && (
        <span id={errorId} className="pp-field-input__error pp-phone-mask__error">
          {message}
        </span>
      )}
    </>
  );
}
