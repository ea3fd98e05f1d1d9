import { describe, expect, it } from 'vitest';
import { addOutcome } from './add-outcome';

describe('addOutcome', () => {
  it('says the request went out', () => {
    expect(addOutcome({ success: true, sent: [4], alreadySent: [] }, 4)).toBe('sent');
  });

  it('says the project had already contacted the planner', () => {
    expect(addOutcome({ success: true, sent: [], alreadySent: [4] }, 4)).toBe('alreadySent');
  });

  it('asks for the project’s message when there is none', () => {
    expect(addOutcome({ success: false, error: 'no-message', sent: [], alreadySent: [] }, 4)).toBe(
      'noMessage',
    );
  });

  it('reports any other refusal', () => {
    expect(addOutcome({ success: false, error: 'other', sent: [], alreadySent: [] }, 4)).toBe('refused');
    expect(addOutcome({ success: true, sent: [5], alreadySent: [] }, 4)).toBe('refused');
  });
});
