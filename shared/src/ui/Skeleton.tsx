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
 */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}
