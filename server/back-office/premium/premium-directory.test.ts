import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import { placeProvider, prepareDirectory } from '@server/directory/directory-fixtures';
import { directoryVersion } from '@server/directory/directory-version';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { deliverEvent, webhookSecretOf } from '@server/test-support/payment-events';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(prepareDirectory);
const DAY_MS = 86_400_000;

const listed = async () =>
  bodyOf(
    await callEndpoint(t.app, directoryApi.searchDirectory, {}, { headers: { host: 'localhost:3000' } }),
  ).providers.map((card) => [card.name, card.isPremium]);

describe('premium in the directory', () => {
  it('puts a provider first in its listing once a verified event makes it premium, and moves the directory’s version', async () => {
    const now = t.clock.now();
    await placeProvider(t.db, {
      name: 'Seen yesterday',
      city: 'Lyon',
      lastLoginAt: new Date(now.getTime() - DAY_MS),
    });
    const { id } = await placeProvider(t.db, {
      name: 'Seen long ago',
      city: 'Lyon',
      lastLoginAt: new Date(now.getTime() - 300 * DAY_MS),
    });
    expect(await listed()).toEqual([
      ['Seen yesterday', false],
      ['Seen long ago', false],
    ]);
    const before = await directoryVersion(t.db);
    const payload = JSON.stringify({
      id: `evt_test_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: 'sub_directory',
          object: 'subscription',
          customer: 'cus_directory',
          status: 'active',
          cancel_at_period_end: false,
          metadata: { provider_id: String(id) },
          items: { data: [{ current_period_end: Math.floor(now.getTime() / 1000) + 30 * 86_400 }] },
        },
      },
    });
    const delivered = await deliverEvent(t.app, payload, { secret: webhookSecretOf(t.config), at: now });
    expect(delivered.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await directoryVersion(t.db)).not.toBe(before);
    expect(await listed()).toEqual([
      ['Seen long ago', true],
      ['Seen yesterday', false],
    ]);
  });
});
