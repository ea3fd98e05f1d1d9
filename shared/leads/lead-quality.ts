/**
 * The lead quality card (docs/product/back-office.md#lead-quality-card): what helps a provider judge a lead
 * before paying for it, computed from the brief, never from the couple's identity.
 */

/** The parts of a brief the completeness score counts, in the order the card names the missing ones. */
export const BRIEF_ITEMS = [
  'serviceType',
  'guests',
  'budget',
  'plannerBudget',
  'languages',
  'place',
  'message',
] as const;
export type BriefItem = (typeof BRIEF_ITEMS)[number];

/** A message shorter than this says too little to count as a described event ("Bonjour, dispo ?"). */
export const DESCRIBED_MESSAGE_LENGTH = 80;

/** An event further ahead than this is not a plausible date (a typed year, a placeholder). */
export const PLAUSIBLE_YEARS_AHEAD = 3;

export interface Brief {
  readonly serviceType: string | null;
  readonly guestRangeId: number | null;
  readonly budgetRangeId: number | null;
  readonly plannerBudgetRangeId: number | null;
  readonly languages: readonly string[];
  /** Whether the event's place was located (it has coordinates): a distance can be told. */
  readonly placed: boolean;
  readonly message: string;
}

export interface BriefCompleteness {
  /** 0 to 100: the share of BRIEF_ITEMS the brief gives. */
  readonly score: number;
  readonly missing: BriefItem[];
}

export function briefCompleteness(brief: Brief): BriefCompleteness {
  const given: Record<BriefItem, boolean> = {
    serviceType: brief.serviceType !== null,
    guests: brief.guestRangeId !== null,
    budget: brief.budgetRangeId !== null,
    plannerBudget: brief.plannerBudgetRangeId !== null,
    languages: brief.languages.length > 0,
    place: brief.placed,
    message: brief.message.trim().length >= DESCRIBED_MESSAGE_LENGTH,
  };
  const missing = BRIEF_ITEMS.filter((item) => !given[item]);
  return { score: Math.round((100 * (BRIEF_ITEMS.length - missing.length)) / BRIEF_ITEMS.length), missing };
}

/**
 * Whether an event date (YYYY-MM-DD) is plausible on `today` (YYYY-MM-DD, the calendar day in UTC): not passed,
 * and at most PLAUSIBLE_YEARS_AHEAD years ahead.
 */
export function isDatePlausible(eventDate: string, today: string): boolean {
  const latest = `${String(Number(today.slice(0, 4)) + PLAUSIBLE_YEARS_AHEAD).padStart(4, '0')}${today.slice(4)}`;
  return eventDate >= today && eventDate <= latest;
}
