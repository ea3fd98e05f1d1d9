import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { enterText, pasteText, pressBackspace, type OtpEntry } from './otp-entry';
import './otp-input.css';

export interface OtpInputProps {
  /** One entry per box, `''` for an empty box; its length is the code's length. */
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  /** The element naming the group (the field's visible label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Each new value moves the focus to the first empty box (after a resend cleared the boxes, say). */
  focusRequest?: number;
}

/**
 * A one-time code typed one digit per box: typing moves forward, Backspace on an empty box moves back,
 * a paste or an autofilled code (`autocomplete="one-time-code"`) spreads over the boxes, the arrow keys move
 * between boxes. The boxes have no `maxlength`: it would cut a whole code autofilled into the first box to
 * its first digit (iOS); each box still keeps one digit.
 */
export function OtpInput({
  digits,
  onDigitsChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  focusRequest,
}: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (focusRequest === undefined) return;
    const inputs = boxes.current.filter((box) => box !== null);
    (inputs.find((box) => box.value === '') ?? inputs[0])?.focus();
  }, [focusRequest]);

  function apply(entry: OtpEntry): void {
    onDigitsChange([...entry.digits]);
    boxes.current[entry.focus]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number): void {
    const move = (to: number) => {
      event.preventDefault();
      boxes.current[Math.max(0, Math.min(digits.length - 1, to))]?.focus();
    };
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        apply(pressBackspace(digits, index));
        return;
      case 'ArrowLeft':
        move(index - 1);
        return;
      case 'ArrowRight':
        move(index + 1);
        return;
      case 'Home':
        move(0);
        return;
      case 'End':
        move(digits.length - 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number): void {
    event.preventDefault();
    apply(pasteText(digits, index, event.clipboardData.getData('text')));
  }

  return (
    <div className="pp-ui-otp" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes never move: their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="pp-ui-otp__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('ui.otp.digit', { position: index + 1, length: digits.length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => apply(enterText(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
