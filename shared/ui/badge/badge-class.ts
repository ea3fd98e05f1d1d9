/** The kinds of badge the product shows: a provider's marks and the code of a language without a flag. */
export const BADGE_TONES = ['premium', 'active', 'responsive', 'language'] as const;

export type BadgeTone = (typeof BADGE_TONES)[number];

/**
 * The classes of a badge, for the React `Badge` and for HTML written on the server, so both renderings of a
 * mark share their names.
 */
export function badgeClassName(tone: BadgeTone): string {
  return `pp-ui-badge pp-ui-badge--${tone}`;
}
