// The appointment form and its local times, shared by the person's schedule (mfe-life-gps) and a
// leader planning a session with a member (mfe-team).
export { AppointmentForm } from './AppointmentForm.tsx';
export { localToIso, toLocalInput } from './local-time.ts';
export { usePendingIds } from './use-pending-ids.ts';
