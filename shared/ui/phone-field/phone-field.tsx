import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@shared/sites';
import { Flag } from '../flags';
import { SelectCombobox } from '../select-combobox';
import { FieldFrame, useFieldIds } from '../text-field/field-frame';
import { VisuallyHidden } from '../visually-hidden';
import { dialCodeOf } from './dial-code';
import '../text-field/field.css';
import './phone-field.css';

export interface PhoneFieldProps {
  /** The input's id, for a `<label for>` elsewhere or a test. */
  id?: string;
  label: ReactNode;
  countries: readonly CountryCode[];
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field; marks the number invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A phone number with its country: a country picker showing flags and dialling codes, then the number as
 * the user writes it (national or international form; checking it is the caller's job).
 */
export function PhoneField({
  id,
  label,
  countries,
  country,
  onCountryChange,
  value,
  onValueChange,
  onBlur,
  error,
  hint,
  disabled = false,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds({ id, hint, error });
  const { inputId, describedBy } = ids;
  const countryLabelId = `${inputId}-country-label`;
  const nameOf = (code: CountryCode) => t(`countries.${code}`);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className="pp-ui-phone">
      <div className="pp-ui-phone__row">
        <VisuallyHidden id={countryLabelId}>{t('ui.phone.country')}</VisuallyHidden>
        <SelectCombobox
          className="pp-ui-phone__country"
          options={countries}
          selectedKey={country}
          onSelect={onCountryChange}
          keyOf={(code) => code}
          textOf={nameOf}
          renderOption={(code) => (
            <>
              <Flag country={code} />
              <span className="pp-ui-phone__country-name">{nameOf(code)}</span>
              <span className="pp-ui-phone__dial-code">+{dialCodeOf(code)}</span>
            </>
          )}
          renderValue={(code) => (
            <>
              <Flag country={code} />
              <span className="pp-ui-phone__dial-code">+{dialCodeOf(code)}</span>
            </>
          )}
          labelledBy={countryLabelId}
          disabled={disabled}
        />
        <input
          id={inputId}
          className="pp-ui-field__input pp-ui-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
        />
      </div>
    </FieldFrame>
  );
}
