import { describe, expect, it } from 'vitest';
import { readDraft, type WizardDraft } from '@shared/features/project-wizard/wizard-draft';
import { fromServerDraft, toServerDraft } from './server-draft-store';

const draft: WizardDraft = {
  version: 1,
  updatedAt: Date.parse('2026-11-25T10:00:00.000Z'),
  step: 'extras',
  reached: 'planners',
  answers: {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    zipCode: '69001',
    country: 'FR',
    latitude: 45.76,
    longitude: 4.83,
    languages: ['fr', 'en'],
    prestataires: [7, 3],
  },
  featuredPlanner: 7,
};

describe('the account’s draft, as the wizard reads and writes it', () => {
  it('keeps the step reached, the answers and the planners in their order', () => {
    expect(toServerDraft(draft)).toEqual({
      step: 4,
      answers: {
        eventType: 'wedding',
        eventDate: '2031-06-14',
        eventLocation: 'Lyon',
        zipCode: '69001',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.83,
        languages: ['fr', 'en'],
      },
      planners: [7, 3],
    });
  });

  it('reads back the same answers, opening at the step reached, the first planner featured', () => {
    const { prestataires, ...answers } = draft.answers;
    const saved = { step: 4, answers: { ...answers, country: 'FR' as const }, planners: prestataires };
    const read = readDraft(fromServerDraft({ ...saved, updatedAt: '2026-11-25T10:00:00.000Z' }));
    expect(read).toEqual({ ...draft, step: 'planners' });
  });

  it('reads no draft as none', () => {
    expect(readDraft(fromServerDraft(null))).toBeNull();
  });
});
