/**
 * `@coach/shared/profile`: the profile and account api shapes. An entry of its own, out of
 * `@coach/shared/schemas`: Module Federation shares an entry whole, and the sign-in pages must not
 * download the profile's schemas.
 */
export * from './profile';
