import { describe, expect, it } from 'vitest';
import { MAX_CHOSEN_PLANNERS } from './wizard-answers';
import { DRAFT_VERSION, readDraft, toDraft, winningDraft, type WizardDraft } from './wizard-draft';
import { wizardReducer } from './wizard-reducer';
import { initialWizard } from './wizard-state';
import { completed, FUTURE_DATE, LYON, onStep, PAST_DATE } from './wizard-test-states';

/** A draft as storage gives it back: JSON, with whatever was written into it. */
function stored(draft: object): unknown {
  return JSON.parse(JSON.stringify(draft));
}

describe('readDraft', () => {
  it('reads back what the wizard stored', () => {
    const draft = toDraft(completed(), 1_700_000_000_000);
    expect(readDraft(stored(draft))).toEqual(draft);
  });

  it('is null for what is not a draft of this version', () => {
    for (const corrupt of [null, undefined, 'draft', 42, [], {}, { version: DRAFT_VERSION + 1 }]) {
      expect(readDraft(corrupt)).toBeNull();
    }
  });

  it('drops unknown fields and wrong values, keeping the rest', () => {
    const draft = readDraft({
      version: DRAFT_VERSION,
      updatedAt: 5,
      step: 'extras',
      reached: 'extras',
      featuredPlanner: 12,
      savedProject: 41,
      admin: true,
      answers: {
        eventType: 'wedding',
        eventDate: PAST_DATE,
        guestRange: 'many',
        theme: 'x'.repeat(10_000),
        languages: ['fr', 'klingon'],
        plannerLocation: 'anywhere',
        message: '  Bonjour  ',
        isAdmin: true,
        prestataires: [12, 12, 'x', -1, 40],
      },
    });
    expect(draft).toEqual({
      version: DRAFT_VERSION,
      updatedAt: 5,
      step: 'extras',
      reached: 'extras',
      featuredPlanner: 12,
      savedProject: 41,
      answers: {
        eventType: 'wedding',
        plannerLocation: 'anywhere',
        message: 'Bonjour',
        prestataires: [12, 40],
      },
    });
  });

  it('keeps a picked city whole, and a name without coordinates as a name only', () => {
    const picked = {
      eventLocation: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      latitude: LYON.lat,
      longitude: LYON.lng,
    };
    const read = (answers: object) => readDraft({ version: DRAFT_VERSION, answers })?.answers;
    expect(read(picked)).toMatchObject(picked);
    expect(read({ ...picked, longitude: 'east' })).toEqual({ eventLocation: 'Lyon', prestataires: [] });
    expect(read({ ...picked, eventLocation: '' })).toEqual({ prestataires: [] });
  });

  it('gives missing or wrong parts their defaults', () => {
    expect(
      readDraft({
        version: DRAFT_VERSION,
        updatedAt: -1,
        step: 'step-9',
        reached: 3,
        featuredPlanner: 'x',
        savedProject: -4,
      }),
    ).toEqual({
      version: DRAFT_VERSION,
      updatedAt: 0,
      step: 'event-type',
      reached: 'event-type',
      featuredPlanner: null,
      savedProject: null,
      answers: { prestataires: [] },
    });
  });

  it('keeps no more planners than one send takes', () => {
    const many = Array.from({ length: 50 }, (_, index) => index + 1);
    const draft = readDraft({ version: DRAFT_VERSION, answers: { prestataires: many } });
    expect(draft?.answers.prestataires).toHaveLength(MAX_CHOSEN_PLANNERS);
  });

  it('restored, a stale draft comes back where its answers still hold', () => {
    const saved = toDraft(onStep('validation'), 9);
    const old = stored({ ...saved, answers: { ...saved.answers, eventDate: PAST_DATE } });
    const draft = readDraft(old) as WizardDraft;
    const state = wizardReducer(initialWizard(), { type: 'draftRestored', draft });
    expect(state.step).toBe('event-details');
    expect(state.answers).toMatchObject({ eventType: 'wedding', eventLocation: 'Lyon', theme: 'Champêtre' });
    expect(state.answers.eventDate).toBeUndefined();
    expect(saved.answers.eventDate).toBe(FUTURE_DATE);
  });
});

describe('winningDraft', () => {
  const at = (updatedAt: number) => toDraft(initialWizard(), updatedAt);

  it('is the one changed last', () => {
    const [older, newer] = [at(100), at(200)];
    expect(winningDraft(older, newer)).toBe(newer);
    expect(winningDraft(newer, older)).toBe(newer);
  });

  it('is the account’s on a tie', () => {
    const [local, server] = [at(100), at(100)];
    expect(winningDraft(local, server)).toBe(server);
  });

  it('is the only one there is', () => {
    const draft = at(1);
    expect(winningDraft(draft, null)).toBe(draft);
    expect(winningDraft(null, draft)).toBe(draft);
    expect(winningDraft(null, null)).toBeNull();
  });
});
