import styles from './BarFill.module.css';

export interface BarFillProps {
  /** How full, from 0 to 1 (clamped). */
  ratio: number;
  /** Sets the fill's colour (`color`) and, through `--bar-fill-radius`, its rounded end. */
  className?: string;
}

/**
 * The filled part of a bar, drawn in SVG so that its length is an attribute, not a style: the
 * pages the server draws (docs/adr/0013-signed-in-first-paint.md) are served with
 * `style-src 'self'`, which drops every `style="…"` in their HTML, so a `width` given as a style
 * drew every bar full until the scripts took over. Decorative: the bar's value is said elsewhere.
 */
export function BarFill({ ratio, className }: BarFillProps) {
  const percent = Math.min(1, Math.max(0, Number.isFinite(ratio) ? ratio : 0)) * 100;
  return (
    <svg
      className={className ? `${styles.fill} ${className}` : styles.fill}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={`${percent}%`} height="100%" />
    </svg>
  );
}
