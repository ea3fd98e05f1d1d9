/**
 * The looks of a button: `primary` (the step's main action), `secondary` (the other actions), `link` (an
 * action of less weight, drawn like a link), `icon` (a round button holding only an icon).
 */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'link', 'icon'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** The classes of a button of that look; also for a link drawn as a button (`<a className=…>`). */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  const classes = `pp-ui-button pp-ui-button--${variant}`;
  return className ? `${classes} ${className}` : classes;
}
