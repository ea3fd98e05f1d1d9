import type { ReactNode } from 'react';
import {
  VISUALLY_HIDDEN_CLASS,
  VISUALLY_HIDDEN_ON_PHONE_CLASS,
  VISUALLY_HIDDEN_ON_WIDE_CLASS,
} from './visually-hidden-class';
import './visually-hidden.css';

export { VISUALLY_HIDDEN_CLASS, VISUALLY_HIDDEN_ON_PHONE_CLASS, VISUALLY_HIDDEN_ON_WIDE_CLASS };

/** Text for screen readers only (a link's "opens in a new tab", the rest of a button's name). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={VISUALLY_HIDDEN_CLASS} id={id}>
      {children}
    </span>
  );
}
