import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS lengths (`12rem`, `100%`) or pixels. */
  width?: string | number;
  height?: string | number;
  className?: string;
}

/**
 * A placeholder shaped like the content that is loading. Hidden from assistive technologies:
 * say "loading" once on the region (aria-busy, a status), not once per grey block.
 *
 * An SVG, so that its size is given by attributes, not by a style: the pages the server draws are
 * served with `style-src 'self'`, which drops a `style="…"` in their HTML (the placeholder then
 * collapsed until the scripts took over). CSS lengths are read as such in SVG's `width`/`height`.
 */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      width={width}
      height={height}
    />
  );
}
