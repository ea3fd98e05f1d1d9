import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client';
import { LiveRegion } from '@shared/ui/live-region';

/** A failed submit to show: the cause, and a serial that tells it from the same failure shown again. */
export interface ShownFailure {
  cause: unknown;
  serial: number;
}

export interface FailureMessageProps {
  failure: ShownFailure | null;
  /** What to say instead of the generic text, for the failures the page knows (a refused sign-in). */
  known?: (cause: unknown) => string | null;
}

/**
 * The failure of a back-office form's last submit that no field took, announced: the page's own words for the
 * failures it knows, else `describeError`'s (with the Retry-After of a 429). Rendered from the start, as
 * `FormFailureMessage`, so that a screen reader hears each new message.
 */
export function FailureMessage({ failure, known }: FailureMessageProps) {
  const { t } = useTranslation();
  const text =
    failure &&
    (known?.(failure.cause) ?? t('errors.withDetail', { detail: describeError(failure.cause, t) }));
  return (
    <LiveRegion politeness="assertive">
      {failure && (
        <p key={failure.serial} className="notice notice--error">
          {text}
        </p>
      )}
    </LiveRegion>
  );
}
