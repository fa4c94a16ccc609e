// The illustrations (docs/product.md §8.8): inline SVG in the theme's colours, decorative.
export { NoAppointmentArt } from './NoAppointmentArt.tsx';
export { NoInvitationArt } from './NoInvitationArt.tsx';
export { NoResultArt } from './NoResultArt.tsx';
export { NoTeamArt } from './NoTeamArt.tsx';
export { NoTrainingArt } from './NoTrainingArt.tsx';
