/**
 * The landing page: a path across the hills to a flag, in the morning sun. Inline SVG in the
 * theme's colours (docs/product.md §8.8), decorative; drawn in the prerendered page too.
 */
export function LandingArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <circle cx="160" cy="120" r="112" fill="var(--color-surface)" />
      <circle cx="110" cy="84" r="26" fill="var(--color-accent)" />
      <path
        d="M110 46v-10M72 84h-10M158 84h-10M83 57l-7-7M137 57l7-7"
        stroke="var(--color-accent)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M196 62q7-7 14 0q7-7 14 0M232 44q5-5 10 0q5-5 10 0"
        fill="none"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* The hills are segments of the disc: they end on its edge. */}
      <path
        d="M52.7 152C100 110 170 130 210 120S258 118 267.3 152A112 112 0 0 1 52.7 152z"
        fill="var(--color-primary-soft)"
      />
      <path d="M60.8 172C110 148 180 178 259.2 172A112 112 0 0 1 60.8 172z" fill="var(--color-primary)" />
      <path
        d="M150 229C146 204 196 190 226 128"
        fill="none"
        stroke="var(--color-surface)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M228 128V88" stroke="var(--color-text)" strokeWidth="4" strokeLinecap="round" />
      <path d="M230 88h28l-8 9 8 9h-28z" fill="var(--color-accent)" />
      <circle cx="188" cy="160" r="7" fill="var(--color-accent)" />
      <path d="M181 184c0-9 3-14 7-14s7 5 7 14z" fill="var(--color-accent)" />
    </svg>
  );
}
