/**
 * The response signal (docs/product/back-office.md#response-signal): how often and how fast a provider answers
 * the requests couples send it, and the "responds quickly" mark couples see. Pure rules, shared by the server
 * (which counts) and the back-office's pages (the countdown on each new lead).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The written time a provider has to answer a new lead: its countdown runs it down. */
export const RESPONSE_WINDOW_HOURS = 48;
/** The signal looks at the requests sent over this many days, rolling. */
export const RESPONSE_SIGNAL_DAYS = 90;

/**
 * What earns the mark: answering at least 80 % of its requests with a median answer within a day, over
 * enough requests that one lucky answer earns nothing. A couple writing to a planner so marked can expect an
 * answer within a day.
 */
export const RESPONDS_QUICKLY = { minRequests: 5, minRate: 0.8, maxMedianHours: 24 } as const;

/** A provider's requests as the signal counts them, over RESPONSE_SIGNAL_DAYS. */
export interface ResponseCounts {
  /**
   * The requests counted: those answered (accepted or declined: a decline is an answer), and those left
   * unanswered past RESPONSE_WINDOW_HOURS. A request still inside its window counts once answered only, so a
   * lead that arrived an hour ago does not lower the rate.
   */
  requests: number;
  responses: number;
  /** The median of the answered ones' sending-to-answer times, in milliseconds; null without an answer. */
  medianResponseMs: number | null;
}

export interface ResponseSignal extends ResponseCounts {
  /** responses / requests; null without a request. */
  rate: number | null;
  respondsQuickly: boolean;
}

export function earnsRespondsQuickly({ requests, responses, medianResponseMs }: ResponseCounts): boolean {
  return (
    requests >= RESPONDS_QUICKLY.minRequests &&
    responses >= RESPONDS_QUICKLY.minRate * requests &&
    medianResponseMs !== null &&
    medianResponseMs <= RESPONDS_QUICKLY.maxMedianHours * HOUR_MS
  );
}

export function responseSignalOf(counts: ResponseCounts): ResponseSignal {
  return {
    ...counts,
    rate: counts.requests === 0 ? null : counts.responses / counts.requests,
    respondsQuickly: earnsRespondsQuickly(counts),
  };
}

/** A request as the signal reads it. */
export interface RequestAnswer {
  sentAt: Date;
  /** When it was accepted or declined; null while unanswered. */
  answeredAt: Date | null;
}

/** The counts of a provider's requests at `now`: the signal's one definition, whoever reads it. */
export function countResponses(requests: readonly RequestAnswer[], now: Date): ResponseCounts {
  const since = now.getTime() - RESPONSE_SIGNAL_DAYS * DAY_MS;
  const windowEnded = now.getTime() - RESPONSE_WINDOW_HOURS * HOUR_MS;
  const counted = requests.filter(
    ({ sentAt, answeredAt }) =>
      sentAt.getTime() > since &&
      sentAt.getTime() <= now.getTime() &&
      (answeredAt !== null || sentAt.getTime() <= windowEnded),
  );
  const times = counted
    .flatMap(({ sentAt, answeredAt }) => (answeredAt ? [answeredAt.getTime() - sentAt.getTime()] : []))
    .sort((a, b) => a - b);
  return { requests: counted.length, responses: times.length, medianResponseMs: median(times) };
}

/** The median of sorted numbers, the two middle ones averaged. */
function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * What is left of a new lead's response window at `now`, in milliseconds: 0 once it has passed. The inbox's
 * countdown shows it on each lead not answered yet.
 */
export function timeLeftToRespond(sentAt: Date | string, now: Date): number {
  const sent = typeof sentAt === 'string' ? Date.parse(sentAt) : sentAt.getTime();
  return Math.max(0, sent + RESPONSE_WINDOW_HOURS * HOUR_MS - now.getTime());
}
