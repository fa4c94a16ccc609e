import { Art, Ground, line, outlined, paint } from './Art.tsx';

/** No appointment: a calm calendar page with a little sun. */
export function NoAppointmentArt() {
  return (
    <Art viewBox="0 0 160 120">
      <Ground cy={106} rx={58} ry={7} />
      <rect x="36" y="22" width="88" height="80" rx="10" {...outlined('surface')} />
      <path d="M36 32a10 10 0 0 1 10-10h68a10 10 0 0 1 10 10v12H36z" fill={paint('primary')} />
      <path d="M58 14v16M102 14v16" {...line('text', 4)} />
      <path d="M50 60h12M74 60h12M98 60h12M50 76h12M74 76h12" {...line('border', 6)} />
      <circle cx="104" cy="80" r="9" fill={paint('accent')} />
      <path d="M104 64v-3M104 99v-3M88 80h-3M123 80h-3" {...line('accent', 3)} />
    </Art>
  );
}
