/**
 * `@coach/shared/team`: the team, invitation and survey api shapes. An entry of its own, out of
 * `@coach/shared/schemas`: Module Federation shares an entry whole, and the sign-in pages must not
 * download the team area's schemas.
 */
export * from './team';
export * from './surveys';
