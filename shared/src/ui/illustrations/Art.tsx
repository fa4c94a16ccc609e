import type { ReactNode, SVGProps } from 'react';

/**
 * The frame of every illustration (docs/product.md §8.8): inline SVG coloured with the theme's
 * custom properties, so it follows the theme; decorative, so hidden from screen readers.
 */
export function Art({
  viewBox,
  className,
  children,
}: {
  viewBox: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A colour of the theme, by the name of its token (`--color-…`, shared/src/ui/tokens.css). */
export type ArtColour =
  'primary' | 'primary-soft' | 'accent' | 'accent-soft' | 'surface' | 'text' | 'border' | 'muted';

/** The theme's `name` colour, as a paint. */
export const paint = (name: ArtColour) => `var(--color-${name})`;

type Paint = Pick<
  SVGProps<SVGElement>,
  'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin' | 'strokeDasharray'
>;

/** A line of the theme's `name` colour, `width` wide, with round ends (and round corners: `joined`). */
export function line(name: ArtColour, width: number, { joined = false } = {}): Paint {
  return {
    stroke: paint(name),
    strokeWidth: width,
    strokeLinecap: 'round',
    ...(joined ? { strokeLinejoin: 'round' } : {}),
  };
}

/** A shape filled with `fill` and outlined: in the text colour, 3 wide, unless told otherwise. */
export function outlined(
  fill: ArtColour | 'none',
  {
    stroke = 'text',
    width = 3,
    joined = false,
  }: { stroke?: ArtColour; width?: number; joined?: boolean } = {},
): Paint {
  return {
    fill: fill === 'none' ? 'none' : paint(fill),
    stroke: paint(stroke),
    strokeWidth: width,
    ...(joined ? { strokeLinejoin: 'round' } : {}),
  };
}

/** The soft shadow every drawing stands on, `rx` wide and `ry` high, centred on x = 80. */
export function Ground({ cy, rx, ry }: { cy: number; rx: number; ry: number }) {
  return <ellipse cx="80" cy={cy} rx={rx} ry={ry} fill={paint('primary-soft')} />;
}
