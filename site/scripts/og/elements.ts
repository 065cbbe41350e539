import type { CSSProperties, ReactElement } from 'react';

type Child = ReactElement | string | null;

/** An element as Satori reads it: React's shape, without React. */
export const h = (type: string, props: object, ...children: Child[]): ReactElement => ({
  type,
  key: null,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

export const box = (style: CSSProperties, ...children: Child[]) => h('div', { style }, ...children);

/** A square image (an SVG as a data URI). */
export const image = (src: string, size: number, style: CSSProperties = {}) =>
  h('img', { src, width: size, height: size, style });

/** A block of text cut after some lines, with an ellipsis (not clipped: marks may overhang). */
export const clamp = (lines: number): CSSProperties => ({
  display: 'block',
  lineClamp: lines,
  textOverflow: 'ellipsis',
});
