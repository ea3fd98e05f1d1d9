import type { ReactNode } from 'react';

export interface LiveRegionProps {
  /** `polite` (role=status) for news, `assertive` (role=alert) for errors. */
  politeness: 'polite' | 'assertive';
  className?: string;
  children?: ReactNode;
}

/**
 * A region screen readers announce when its content changes. Render it from the start (empty) and change its
 * children: a region inserted together with its text is often not announced. Give a new message a new `key`
 * inside it so that the same text said twice is announced twice. A modal dialog needs its own region: what
 * is outside an open modal dialog is inert, its regions silent.
 */
export function LiveRegion({ politeness, className, children }: LiveRegionProps) {
  return (
    <div className={className} role={politeness === 'assertive' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
