import { Art } from './Art.tsx';

/** No training started: an open book with a sprout, waiting to be read. */
export function NoTrainingArt() {
  return (
    <Art viewBox="0 0 160 120">
      <ellipse cx="80" cy="104" rx="62" ry="8" fill="var(--color-primary-soft)" />
      <path
        d="M80 44c-16-10-38-12-58-8v60c20-4 42-2 58 8z"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M80 44c16-10 38-12 58-8v60c-20-4-42-2-58 8z"
        fill="var(--color-accent-soft)"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M34 54c12-2 24 0 34 4M34 68c12-2 24 0 34 4M34 82c12-2 24 0 34 4"
        stroke="var(--color-border)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M110 40V18" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M110 28c-10 0-16-6-16-14 10 0 16 6 16 14zM110 22c8 0 14-6 14-12-8 0-14 6-14 12z"
        fill="var(--color-primary)"
      />
    </Art>
  );
}
