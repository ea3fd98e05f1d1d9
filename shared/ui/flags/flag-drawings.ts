import type { FlagCountry } from './flag-of-language';

/** One shape of a flag: an SVG element name and its attributes (camel-cased, as React spells them). */
export interface FlagShape {
  readonly tag: 'rect' | 'circle' | 'path';
  readonly attributes: Readonly<Record<string, string | number>>;
}

function verticalStripes(colors: readonly [string, string, string]): FlagShape[] {
  return colors.map((fill, index) => ({
    tag: 'rect',
    attributes: { x: index * 20, width: 20, height: 40, fill },
  }));
}

function horizontalStripes(stripes: readonly (readonly [fill: string, height: number])[]): FlagShape[] {
  let y = 0;
  return stripes.map(([fill, height]) => {
    const shape: FlagShape = { tag: 'rect', attributes: { y, width: 60, height, fill } };
    y += height;
    return shape;
  });
}

const rect = (attributes: FlagShape['attributes']): FlagShape => ({ tag: 'rect', attributes });
const path = (attributes: FlagShape['attributes']): FlagShape => ({ tag: 'path', attributes });

/** The viewBox every drawing is made in: 60 × 40 (3:2). */
export const FLAG_VIEW_BOX = '0 0 60 40';

/*
 * Plain data, so the React components and the server's HTML draw the same flags. Simplified where a flag has
 * an emblem (Spain, Portugal): they are shown about 24 px wide, where the emblem would be a blur. Inline SVG,
 * so no image request and no emoji (Windows shows regional-indicator emoji as two letters).
 */
export const FLAG_DRAWINGS: Readonly<Record<FlagCountry, readonly FlagShape[]>> = {
  FR: verticalStripes(['#002654', '#ffffff', '#ce1126']),
  BE: verticalStripes(['#000000', '#fdda24', '#ef3340']),
  IT: verticalStripes(['#009246', '#ffffff', '#ce2b37']),
  DE: horizontalStripes([
    ['#000000', 13.34],
    ['#dd0000', 13.33],
    ['#ffce00', 13.33],
  ]),
  NL: horizontalStripes([
    ['#ae1c28', 13.34],
    ['#ffffff', 13.33],
    ['#21468b', 13.33],
  ]),
  ES: horizontalStripes([
    ['#aa151b', 10],
    ['#f1bf00', 20],
    ['#aa151b', 10],
  ]),
  PT: [
    rect({ width: 24, height: 40, fill: '#006600' }),
    rect({ x: 24, width: 36, height: 40, fill: '#ff0000' }),
    { tag: 'circle', attributes: { cx: 24, cy: 20, r: 8, fill: '#ffcc00' } },
    path({ d: 'M20 15h8v6a4 4 0 0 1-8 0z', fill: '#ffffff', stroke: '#ff0000', strokeWidth: 1.5 }),
  ],
  GB: [
    rect({ width: 60, height: 40, fill: '#012169' }),
    path({ d: 'M0 0L60 40M60 0L0 40', stroke: '#ffffff', strokeWidth: 8 }),
    path({ d: 'M0 0L60 40M60 0L0 40', stroke: '#c8102e', strokeWidth: 3 }),
    path({ d: 'M30 0v40M0 20h60', stroke: '#ffffff', strokeWidth: 12 }),
    path({ d: 'M30 0v40M0 20h60', stroke: '#c8102e', strokeWidth: 7 }),
  ],
};
