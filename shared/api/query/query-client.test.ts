import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ContractMismatchError,
  NetworkError,
  SessionExpiredError,
} from '@shared/api/client/errors';
import { isWorthRetrying } from './query-client';

describe('isWorthRetrying', () => {
  it('tries again when the request could not be made or the server failed', () => {
    expect(isWorthRetrying(new NetworkError({ cause: new TypeError('Failed to fetch') }))).toBe(true);
    expect(isWorthRetrying(new ApiError(500, 'Internal Server Error', null))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, 'Service Unavailable', null))).toBe(true);
  });

  it('does not when the request is wrong, the session is gone or the answer is outside the contract', () => {
    expect(isWorthRetrying(new ApiError(400, 'Bad Request', null))).toBe(false);
    expect(isWorthRetrying(new ApiError(401, 'Unauthorized', null))).toBe(false);
    expect(isWorthRetrying(new ApiError(429, 'Too Many Requests', null))).toBe(false);
    expect(isWorthRetrying(new SessionExpiredError('expired'))).toBe(false);
    expect(isWorthRetrying(new ContractMismatchError('test_notes', {}, 'notes: missing'))).toBe(false);
  });
});
