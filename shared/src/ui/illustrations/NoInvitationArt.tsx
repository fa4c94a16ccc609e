import { Art } from './Art.tsx';

/** No invitation: an envelope, open and empty, with a heart floating out. */
export function NoInvitationArt() {
  return (
    <Art viewBox="0 0 160 120">
      <ellipse cx="80" cy="106" rx="60" ry="7" fill="var(--color-primary-soft)" />
      <path
        d="M30 56l50-32 50 32v42H30z"
        fill="var(--color-accent-soft)"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="44"
        y="40"
        width="72"
        height="44"
        rx="4"
        fill="var(--color-surface)"
        stroke="var(--color-border)"
        strokeWidth="2"
      />
      <path d="M56 54h48M56 66h32" stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M30 56l50 30 50-30v42H30z"
        fill="var(--color-primary)"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M118 22c-3-6-13-5-13 2 0 6 8 10 13 14 5-4 13-8 13-14 0-7-10-8-13-2z"
        fill="var(--color-accent)"
      />
    </Art>
  );
}
