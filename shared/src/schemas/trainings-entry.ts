/**
 * `@coach/shared/trainings`: the trainings' content schema, quiz limit rules and api shapes. An
 * entry of its own, out of `@coach/shared/schemas`: Module Federation shares an entry whole, and
 * the sign-in pages must not download the trainings' rules.
 */
export * from './training-content';
export { formatProblem, type ContentProblem } from './content-problems';
export * from './training-folder-check';
export * from './quiz-limits';
export * from './trainings';
export * from './svg-art';
