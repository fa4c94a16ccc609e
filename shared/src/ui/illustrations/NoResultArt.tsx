import { Art } from './Art.tsx';

/** No result yet: a chart still to be drawn, and a star to reach. */
export function NoResultArt() {
  return (
    <Art viewBox="0 0 160 120">
      <ellipse cx="80" cy="106" rx="62" ry="7" fill="var(--color-primary-soft)" />
      <path
        d="M30 20v80h104"
        fill="none"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="44" y="70" width="16" height="30" rx="3" fill="var(--color-primary)" />
      <rect
        x="70"
        y="52"
        width="16"
        height="48"
        rx="3"
        fill="none"
        stroke="var(--color-muted)"
        strokeWidth="3"
        strokeDasharray="5 5"
      />
      <rect
        x="96"
        y="36"
        width="16"
        height="64"
        rx="3"
        fill="none"
        stroke="var(--color-muted)"
        strokeWidth="3"
        strokeDasharray="5 5"
      />
      <path d="M122 10l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="var(--color-accent)" />
    </Art>
  );
}
