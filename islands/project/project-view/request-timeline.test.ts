import { describe, expect, it } from 'vitest';
import type { SentRequest } from '@shared/api/contract/project-view';
import { requestTimeline } from './request-timeline';

const request = (changes: Partial<SentRequest>): SentRequest => ({
  id: '0b0e6a3c-8d1f-4c7e-9a2b-3c4d5e6f7a8b',
  prestataire: {
    id: 1,
    name: 'Atelier Lumière',
    city: 'Lyon',
    cp: '69',
    profileUrl: 'http://localhost/p/atelier',
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: true,
    langues: [],
  },
  status: 'sent',
  message: 'Bonjour',
  sentAt: '2030-01-01T10:00:00.000Z',
  readAt: null,
  answeredAt: null,
  ...changes,
});

describe('requestTimeline', () => {
  it('lists each change the request went through, with its date, oldest first', () => {
    expect(requestTimeline(request({}))).toEqual([{ status: 'sent', at: '2030-01-01T10:00:00.000Z' }]);
    expect(
      requestTimeline(
        request({
          status: 'accepted',
          readAt: '2030-01-02T09:00:00.000Z',
          answeredAt: '2030-01-03T09:00:00.000Z',
        }),
      ),
    ).toEqual([
      { status: 'sent', at: '2030-01-01T10:00:00.000Z' },
      { status: 'read', at: '2030-01-02T09:00:00.000Z' },
      { status: 'accepted', at: '2030-01-03T09:00:00.000Z' },
    ]);
  });

  it('does not list a read that only came with the answer', () => {
    const at = '2030-01-02T09:00:00.000Z';
    expect(requestTimeline(request({ status: 'declined', readAt: at, answeredAt: at }))).toEqual([
      { status: 'sent', at: '2030-01-01T10:00:00.000Z' },
      { status: 'declined', at },
    ]);
  });
});
