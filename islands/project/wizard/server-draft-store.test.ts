import { describe, expect, it } from 'vitest';
import type { WizardAnswers } from '@shared/features/project-wizard/wizard-answers';
import { readDraft, type WizardDraft } from '@shared/features/project-wizard/wizard-draft';
import { fromServerDraft, toServerDraft } from './server-draft-store';

/** The wizard's answers but its planners, which the account's draft keeps apart. */
const ANSWERS: Omit<WizardAnswers, 'prestataires'> = {
  eventType: 'wedding',
  eventDate: '2031-06-14',
  eventLocation: 'Lyon',
  zipCode: '69001',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
  languages: ['fr', 'en'],
};

const draft: WizardDraft = {
  version: 1,
  updatedAt: Date.parse('2026-11-25T10:00:00.000Z'),
  step: 'extras',
  reached: 'planners',
  answers: { ...ANSWERS, prestataires: [7, 3] },
  featuredPlanner: 7,
  savedProject: 41,
};

describe('the account’s draft, as the wizard reads and writes it', () => {
  it('keeps the step reached, the answers, the planners in their order and the project a send saved', () => {
    expect(toServerDraft(draft)).toEqual({
      step: 4,
      answers: ANSWERS,
      planners: [7, 3],
      savedProject: 41,
    });
  });

  it('reads back the same answers, opening at the step reached, the first planner featured', () => {
    const saved = {
      step: 4,
      answers: { ...ANSWERS, country: 'FR' as const },
      planners: [7, 3],
      savedProject: 41,
    };
    const read = readDraft(fromServerDraft({ ...saved, updatedAt: '2026-11-25T10:00:00.000Z' }));
    expect(read).toEqual({ ...draft, step: 'planners' });
  });

  it('reads no draft as none', () => {
    expect(readDraft(fromServerDraft(null))).toBeNull();
  });
});
