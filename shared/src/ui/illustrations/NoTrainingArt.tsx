import { Art, Ground, line, outlined, paint } from './Art.tsx';

/** No training started: an open book with a sprout, waiting to be read. */
export function NoTrainingArt() {
  return (
    <Art viewBox="0 0 160 120">
      <Ground cy={104} rx={62} ry={8} />
      <path d="M80 44c-16-10-38-12-58-8v60c20-4 42-2 58 8z" {...outlined('surface', { joined: true })} />
      <path d="M80 44c16-10 38-12 58-8v60c-20-4-42-2-58 8z" {...outlined('accent-soft', { joined: true })} />
      <path d="M34 54c12-2 24 0 34 4M34 68c12-2 24 0 34 4M34 82c12-2 24 0 34 4" {...line('border', 3)} />
      <path d="M110 40V18" {...line('primary', 3)} />
      <path
        d="M110 28c-10 0-16-6-16-14 10 0 16 6 16 14zM110 22c8 0 14-6 14-12-8 0-14 6-14 12z"
        fill={paint('primary')}
      />
    </Art>
  );
}
