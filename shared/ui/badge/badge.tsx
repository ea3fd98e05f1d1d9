import { useId, type ReactNode } from 'react';
import { badgeClassName, type BadgeTone } from './badge-class';
import './badge.css';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  /**
   * What the badge means, shown on hover and on keyboard focus and read as its description. A badge with a
   * hint takes the focus, so that a keyboard user can reach the hint too.
   */
  hint?: string;
}

/** A short mark beside a name: premium member, recently active, a language's code. */
export function Badge({ tone, children, hint }: BadgeProps) {
  const hintId = useId();
  if (hint === undefined) return <span className={badgeClassName(tone)}>{children}</span>;
  return (
    <span className={badgeClassName(tone)}>
      <span className="pp-ui-badge__anchor" tabIndex={0} aria-describedby={hintId}>
        {children}
      </span>
      <span className="pp-ui-badge__hint" role="tooltip" id={hintId}>
        {hint}
      </span>
    </span>
  );
}
