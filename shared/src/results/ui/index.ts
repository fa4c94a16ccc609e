// The life GPS wheel, one for every page that draws it (the test's result page in mfe-trainings,
// /my_life_gps in mfe-life-gps): React components with their stylesheet and strings, so in an
// entry of their own, apart from `@coach/shared/results` (the schemas and scoring, which the api
// imports too). Not shared at run time: each remote bundles it into the lazy page that draws it
// (`BUNDLED_SHARED_ENTRIES` in tooling/webpack/create-config.cjs, ADR 0006).
export { LifeGpsGaps, LifeGpsWheel, LifeGpsWheelOutline } from './LifeGpsWheel.tsx';
export { useWheelText } from './strings.ts';
