import { Art, Ground, outlined, paint } from './Art.tsx';

/** A bar still to be drawn: dashed, in the muted colour. */
const TO_DRAW = { ...outlined('none', { stroke: 'muted' }), strokeDasharray: '5 5' };

/** No result yet: a chart still to be drawn, and a star to reach. */
export function NoResultArt() {
  return (
    <Art viewBox="0 0 160 120">
      <Ground cy={106} rx={62} ry={7} />
      <path d="M30 20v80h104" {...outlined('none', { joined: true })} strokeLinecap="round" />
      <rect x="44" y="70" width="16" height="30" rx="3" fill={paint('primary')} />
      <rect x="70" y="52" width="16" height="48" rx="3" {...TO_DRAW} />
      <rect x="96" y="36" width="16" height="64" rx="3" {...TO_DRAW} />
      <path d="M122 10l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill={paint('accent')} />
    </Art>
  );
}
