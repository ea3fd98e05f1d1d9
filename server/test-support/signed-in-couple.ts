import { beforeEach } from 'vitest';
import { exampleRegistration } from '@shared/api/contract/examples';
import { startSession } from '../auth/sessions';
import { createUser } from '../auth/users';
import type { TestApp } from './test-app';

export interface SignedInCouple {
  userId: number;
  /** The bearer header of a fresh session. */
  headers: { authorization: string };
}

/** A new session for an existing couple, as of the test clock (after moving it past the token's life). */
export async function signIn(t: Omit<TestApp, 'close'>, userId: number): Promise<SignedInCouple> {
  const { token } = await startSession(t.db, { secret: t.config.tokenSecret, clock: t.clock }, userId);
  return { userId, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A registered couple with a valid access token, made directly in the database: suites about what a couple
 * does once signed in skip the SMS flow (tested in auth/phone-sign-in.test.ts) and its rate limits.
 */
export async function signedInCouple(
  t: Omit<TestApp, 'close'>,
  phone = '+33612345678',
): Promise<SignedInCouple> {
  const user = await createUser(t.db, exampleRegistration(phone));
  if (!user) throw new Error(`a couple already has the phone ${phone}`);
  return signIn(t, user.id);
}

/**
 * Signs a new couple in before each test of the file (after `t`'s own hooks, which give it a fresh database);
 * answers the running test's couple.
 */
export function signedInCoupleForEachTest(t: Omit<TestApp, 'close'>): SignedInCouple {
  let current: SignedInCouple | undefined;
  beforeEach(async () => {
    current = await signedInCouple(t);
  });
  const running = () => {
    if (!current) throw new Error('signedInCoupleForEachTest: read it inside a test');
    return current;
  };
  return {
    get userId() {
      return running().userId;
    },
    get headers() {
      return running().headers;
    },
  };
}
