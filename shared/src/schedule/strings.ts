import fr from '../i18n/locales/fr/appointment-form.json';
import en from '../i18n/locales/en/appointment-form.json';
import { bundledNamespace } from '../i18n/bundled-namespace.ts';

/** The appointment form's labels, wherever it is drawn (a member's schedule, a leader's sessions). */
export const useAppointmentFormText = bundledNamespace('appointmentForm', { fr, en });
