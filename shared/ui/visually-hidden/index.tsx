import type { ReactNode } from 'react';
import './visually-hidden.css';

export const VISUALLY_HIDDEN_CLASS = 'pp-ui-visually-hidden';

/** Text for screen readers only (a link's "opens in a new tab", the rest of a button's name). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={VISUALLY_HIDDEN_CLASS} id={id}>
      {children}
    </span>
  );
}
