import type { ReactNode } from 'react';

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
