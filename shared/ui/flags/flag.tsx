import type { ReactElement } from 'react';
import type { FlagCountry } from './flag-of-language';
import './flag.css';

function verticalStripes(colors: readonly [string, string, string]): ReactElement {
  return (
    <>
      {colors.map((color, index) => (
        <rect key={color} x={index * 20} width="20" height="40" fill={color} />
      ))}
    </>
  );
}

function horizontalStripes(stripes: readonly (readonly [color: string, height: number])[]): ReactElement {
  let y = 0;
  return (
    <>
      {stripes.map(([color, height]) => {
        const top = y;
        y += height;
        return <rect key={`${color}${top}`} y={top} width="60" height={height} fill={color} />;
      })}
    </>
  );
}

/*
 * Drawn in a 60 × 40 box (3:2), simplified where a flag has an emblem (Spain, Portugal): they are shown about
 * 24 px wide, where the emblem would be a blur. Inline SVG, so no image request and no emoji (Windows shows
 * regional-indicator emoji as two letters).
 */
const DRAWINGS: Readonly<Record<FlagCountry, () => ReactElement>> = {
  FR: () => verticalStripes(['#002654', '#ffffff', '#ce1126']),
  BE: () => verticalStripes(['#000000', '#fdda24', '#ef3340']),
  IT: () => verticalStripes(['#009246', '#ffffff', '#ce2b37']),
  DE: () =>
    horizontalStripes([
      ['#000000', 13.34],
      ['#dd0000', 13.33],
      ['#ffce00', 13.33],
    ]),
  NL: () =>
    horizontalStripes([
      ['#ae1c28', 13.34],
      ['#ffffff', 13.33],
      ['#21468b', 13.33],
    ]),
  ES: () =>
    horizontalStripes([
      ['#aa151b', 10],
      ['#f1bf00', 20],
      ['#aa151b', 10],
    ]),
  PT: () => (
    <>
      <rect width="24" height="40" fill="#006600" />
      <rect x="24" width="36" height="40" fill="#ff0000" />
      <circle cx="24" cy="20" r="8" fill="#ffcc00" />
      <path d="M20 15h8v6a4 4 0 0 1-8 0z" fill="#ffffff" stroke="#ff0000" strokeWidth="1.5" />
    </>
  ),
  GB: () => (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#ffffff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#ffffff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
};

export interface FlagProps {
  country: FlagCountry;
  /** The flag's text alternative; without one the flag is decorative (the country is named beside it). */
  label?: string;
  className?: string;
}

/** A small flag (1.5em × 1em by default; `--_ui-flag-width` changes it). */
export function Flag({ country, label, className }: FlagProps) {
  const draw = DRAWINGS[country];
  return (
    <svg
      className={className ? `pp-ui-flag ${className}` : 'pp-ui-flag'}
      viewBox="0 0 60 40"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {draw()}
    </svg>
  );
}
