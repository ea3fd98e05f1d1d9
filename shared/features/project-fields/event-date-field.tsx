import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import '@shared/ui/field-input/field-input.css';

export interface EventDateFieldProps {
  id: string;
  value: string | undefined;
  language: Language;
  error: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The field's own class beside the shared field's. */
  className?: string;
  /** Lets a form focus the date (its error summary): the focus goes to the picker's input. */
  focusRef?: Ref<{ focus: () => void }>;
}

/** A `YYYY-MM-DD` date as the picker shows it: day, month name and year ("12 juin 2027"). */
function shownDate(date: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The event's date: the `<pp-date-picker>` element, whose code (flatpickr) the page's loader fetches only
 * once the tag is on the page. It refuses a past date itself (SPEC §5); the form's own message (a missing
 * date) shows under it.
 */
export function EventDateField({
  id,
  value,
  language,
  error,
  onChange,
  className,
  focusRef,
}: EventDateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLElement>(null);
  useImperativeHandle(focusRef, () => ({
    focus: () => picker.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus(),
  }));
  const changed = useEffectEvent((date: string) => onChange(date || undefined));
  useEffect(() => {
    const element = picker.current;
    if (!element) return;
    const listener = (event: CustomEvent<{ value: string }>) => changed(event.detail.value);
    element.addEventListener('pp-date-picker-change', listener);
    return () => element.removeEventListener('pp-date-picker-change', listener);
  }, []);
  const errorId = `${id}-error`;
  return (
    <div className={className ? `pp-ui-field ${className}` : 'pp-ui-field'}>
      <span className="pp-ui-field__label" aria-hidden="true">
        {t('projectWizard.wizard.eventDate')}
      </span>
      <pp-date-picker
        id={id}
        ref={picker}
        data-value={value ?? ''}
        data-locale={language}
        data-label={t('projectWizard.wizard.eventDate')}
        required
        aria-describedby={error ? errorId : undefined}
      >
        {/* Until the element's code is there, a field to tab to and type in, the size of the element's own:
            the element takes its text and its focus over. Never removed by React: the element replaces it. */}
        <input
          className="pp-field-input pp-date-picker__input"
          aria-label={t('projectWizard.wizard.eventDate')}
          defaultValue={value ? shownDate(value, language) : ''}
          autoComplete="off"
          // Enter would send the form with the date not yet read: the element reads the text when it comes.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </pp-date-picker>
      {error && (
        <p className="pp-ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

// The element's tag and attributes for JSX: React declares its intrinsic elements in a namespace, which only a
// namespace of the same name can extend.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'pp-date-picker': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-value'?: string;
        'data-locale'?: string;
        'data-label'?: string;
        required?: boolean;
      };
    }
  }
}
