import { Art } from './Art.tsx';

/** No appointment: a calm calendar page with a little sun. */
export function NoAppointmentArt() {
  return (
    <Art viewBox="0 0 160 120">
      <ellipse cx="80" cy="106" rx="58" ry="7" fill="var(--color-primary-soft)" />
      <rect
        x="36"
        y="22"
        width="88"
        height="80"
        rx="10"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <path d="M36 32a10 10 0 0 1 10-10h68a10 10 0 0 1 10 10v12H36z" fill="var(--color-primary)" />
      <path d="M58 14v16M102 14v16" stroke="var(--color-text)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M50 60h12M74 60h12M98 60h12M50 76h12M74 76h12"
        stroke="var(--color-border)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="104" cy="80" r="9" fill="var(--color-accent)" />
      <path
        d="M104 64v-3M104 99v-3M88 80h-3M123 80h-3"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Art>
  );
}
