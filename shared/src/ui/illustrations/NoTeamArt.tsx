import { Art, Ground, outlined, paint } from './Art.tsx';

const DASHED = { ...outlined('none', { stroke: 'muted' }), strokeDasharray: '5 6' };

/** A dashed person standing at `x`: a place still free in the team. */
function FreeSeat({ x }: { x: number }) {
  return (
    <>
      <circle cx={x} cy="52" r="12" {...DASHED} />
      <path d={`M${x - 20} 100c0-16 9-26 20-26s20 10 20 26`} {...DASHED} strokeLinecap="round" />
    </>
  );
}

/** No team yet: one person, and room for the others beside them. */
export function NoTeamArt() {
  return (
    <Art viewBox="0 0 160 120">
      <Ground cy={106} rx={62} ry={7} />
      <FreeSeat x={38} />
      <FreeSeat x={122} />
      <circle cx="80" cy="42" r="16" fill={paint('accent')} />
      <path d="M52 102c0-22 12-36 28-36s28 14 28 36z" fill={paint('primary')} />
      <path d="M80 16l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill={paint('accent')} />
    </Art>
  );
}
