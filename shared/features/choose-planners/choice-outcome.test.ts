import { describe, expect, it } from 'vitest';
import { choiceOutcome } from './choice-outcome';

describe('choiceOutcome', () => {
  it('tells a send, a choice already contacted, a missing message and another refusal apart', () => {
    expect(choiceOutcome({ success: true, sent: [1, 2], alreadySent: [3] })).toEqual({
      kind: 'sent',
      alreadySent: 1,
    });
    expect(choiceOutcome({ success: true, sent: [], alreadySent: [3] })).toEqual({ kind: 'alreadySent' });
    expect(choiceOutcome({ success: false, error: 'no-message', sent: [], alreadySent: [] })).toEqual({
      kind: 'needsMessage',
    });
    expect(choiceOutcome({ success: false, error: 'Projet clôturé', sent: [], alreadySent: [] })).toEqual({
      kind: 'failed',
      detail: 'Projet clôturé',
    });
  });
});
