import { Art, Ground, line, outlined, paint } from './Art.tsx';

/** No invitation: an envelope, open and empty, with a heart floating out. */
export function NoInvitationArt() {
  return (
    <Art viewBox="0 0 160 120">
      <Ground cy={106} rx={60} ry={7} />
      <path d="M30 56l50-32 50 32v42H30z" {...outlined('accent-soft', { joined: true })} />
      <rect
        x="44"
        y="40"
        width="72"
        height="44"
        rx="4"
        {...outlined('surface', { stroke: 'border', width: 2 })}
      />
      <path d="M56 54h48M56 66h32" {...line('border', 4)} />
      <path d="M30 56l50 30 50-30v42H30z" {...outlined('primary', { joined: true })} />
      <path d="M118 22c-3-6-13-5-13 2 0 6 8 10 13 14 5-4 13-8 13-14 0-7-10-8-13-2z" fill={paint('accent')} />
    </Art>
  );
}
