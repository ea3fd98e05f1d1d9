import { createElement } from 'react';
import { FLAG_DRAWINGS, FLAG_VIEW_BOX } from './flag-drawings';
import type { FlagCountry } from './flag-of-language';
import './flag.css';

export interface FlagProps {
  country: FlagCountry;
  /** The flag's text alternative; without one the flag is decorative (the country is named beside it). */
  label?: string;
  className?: string;
}

/** A small flag (1.5em × 1em by default; `--_ui-flag-width` changes it). */
export function Flag({ country, label, className }: FlagProps) {
  return (
    <svg
      className={className ? `pp-ui-flag ${className}` : 'pp-ui-flag'}
      viewBox={FLAG_VIEW_BOX}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {FLAG_DRAWINGS[country].map(({ tag, attributes }, index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
