import { describe, expect, it } from 'vitest';
import {
  countResponses,
  earnsRespondsQuickly,
  RESPONDS_QUICKLY,
  RESPONSE_SIGNAL_DAYS,
  RESPONSE_WINDOW_HOURS,
  responseSignalOf,
  timeLeftToRespond,
  type RequestAnswer,
} from './response-signal';

const HOUR_MS = 3_600_000;
const now = new Date('2026-06-01T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** A request sent `sentHoursAgo`, answered `answeredAfterHours` later (never when null). */
const request = (sentHoursAgo: number, answeredAfterHours: number | null): RequestAnswer => ({
  sentAt: hoursAgo(sentHoursAgo),
  answeredAt: answeredAfterHours === null ? null : hoursAgo(sentHoursAgo - answeredAfterHours),
});

describe('the response signal', () => {
  it('counts answered requests and those left unanswered past the window, the median of the answers', () => {
    const counts = countResponses(
      [request(100, 2), request(200, 10), request(300, 4), request(400, null), request(500, 30)],
      now,
    );
    // Answer times 2, 4, 10, 30 hours: the median is between 4 and 10.
    expect(counts).toEqual({ requests: 5, responses: 4, medianResponseMs: 7 * HOUR_MS });
    expect(responseSignalOf(counts).rate).toBe(0.8);
  });

  it('leaves out a request still inside its window until it is answered, and those older than the window of days', () => {
    const days = RESPONSE_SIGNAL_DAYS * 24;
    expect(countResponses([request(RESPONSE_WINDOW_HOURS - 1, null)], now).requests).toBe(0);
    expect(countResponses([request(RESPONSE_WINDOW_HOURS, null)], now).requests).toBe(1);
    expect(countResponses([request(RESPONSE_WINDOW_HOURS - 1, 1)], now)).toMatchObject({
      requests: 1,
      responses: 1,
    });
    expect(countResponses([request(days, 1)], now).requests).toBe(0);
    expect(countResponses([request(days - 1, 1)], now).requests).toBe(1);
  });

  it('has no rate nor median without requests, and earns nothing', () => {
    const signal = responseSignalOf(countResponses([], now));
    expect(signal).toEqual({
      requests: 0,
      responses: 0,
      medianResponseMs: null,
      rate: null,
      respondsQuickly: false,
    });
  });

  it(`earns the mark from ${RESPONDS_QUICKLY.minRequests} requests, ${RESPONDS_QUICKLY.minRate * 100} % answered, a median within ${RESPONDS_QUICKLY.maxMedianHours} hours`, () => {
    const day = RESPONDS_QUICKLY.maxMedianHours * HOUR_MS;
    expect(earnsRespondsQuickly({ requests: 5, responses: 4, medianResponseMs: day })).toBe(true);
    expect(earnsRespondsQuickly({ requests: 4, responses: 4, medianResponseMs: HOUR_MS })).toBe(false);
    expect(earnsRespondsQuickly({ requests: 10, responses: 7, medianResponseMs: HOUR_MS })).toBe(false);
    expect(earnsRespondsQuickly({ requests: 5, responses: 5, medianResponseMs: day + 1 })).toBe(false);
  });

  it('counts the time left to answer a lead down to zero', () => {
    expect(timeLeftToRespond(hoursAgo(0), now)).toBe(RESPONSE_WINDOW_HOURS * HOUR_MS);
    expect(timeLeftToRespond(hoursAgo(47).toISOString(), now)).toBe(HOUR_MS);
    expect(timeLeftToRespond(hoursAgo(RESPONSE_WINDOW_HOURS + 5), now)).toBe(0);
  });
});
