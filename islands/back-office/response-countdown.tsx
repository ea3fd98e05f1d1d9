import { useEffect, useState, type ReactNode } from 'react';
import { timeLeftToRespond } from '@shared/validation/response-signal';

export const MINUTE_MS = 60_000;

/** The time now, moved on every minute: the countdowns go down without asking the server again. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "31 h 05 min", in the page's language's units. */
export function formatDuration(ms: number, language: string): string {
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  const unit = (value: number, which: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: which, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours === 0 ? unit(minutes, 'minute') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/**
 * The time a lead sent at `sentAt` has left for its answer to count as quick (docs/product/back-office.md#response-signal),
 * going down by the minute and said by `children` in the page's words; nothing once it is over. The dashboard's
 * waiting leads and the inbox's new ones show it.
 */
export function ResponseCountdown({
  sentAt,
  language,
  children,
}: {
  sentAt: string;
  language: string;
  children: (timeLeft: string) => ReactNode;
}) {
  const left = timeLeftToRespond(sentAt, useMinuteClock());
  if (left <= 0) return null;
  return <span className="pp-back-office__countdown">{children(formatDuration(left, language))}</span>;
}
