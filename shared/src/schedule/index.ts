// The appointment form and its local times, shared by the person's schedule (mfe-life-gps) and a
// leader planning a session with a member (mfe-team); the frame every save form of the schedule
// and the life GPS is drawn in (the commitment's, the main goal's).
export { AppointmentForm } from './AppointmentForm.tsx';
export { SaveForm, type SaveFormProps } from './SaveForm.tsx';
export { useSaveForm } from './use-save-form.ts';
export { localToIso, toLocalInput } from './local-time.ts';
export { usePendingIds } from './use-pending-ids.ts';
