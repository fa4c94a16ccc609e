import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
import { AppointmentForm } from '@coach/shared/schedule';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatInstantDate, formatTime } from '../../lib/format.ts';
import { ItemActions } from '../../lib/ItemActions.tsx';
import { SessionLine } from './SessionLine.tsx';
import styles from './schedule.module.css';

/** One upcoming appointment: its form while edited, else what, when, where, and its buttons. */
export function AppointmentItem({
  appointment: a,
  editing,
  deleting,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: {
  appointment: Appointment;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onSave: (payload: AppointmentPayload) => Promise<void>;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (editing)
    return (
      <li className={styles.appointment}>
        <AppointmentForm
          appointment={a}
          idPrefix={`edit-${a.id}`}
          addLabel={t('appointments.add')}
          onSubmit={onSave}
          onCancel={onCancel}
        />
      </li>
    );
  return (
    <li className={styles.appointment}>
      <strong>{a.title}</strong>
      <span className="muted">
        {formatInstantDate(a.starts_at, i18n.language)}, {formatTime(a.starts_at, i18n.language)}–
        {formatTime(a.ends_at, i18n.language)}
      </span>
      {a.location ? (
        /^https?:\/\//i.test(a.location) ? (
          <a href={a.location} target="_blank" rel="noreferrer noopener">
            {a.location}
          </a>
        ) : (
          <span>{a.location}</span>
        )
      ) : null}
      {a.note ? <span className="muted">{a.note}</span> : null}
      {a.session ? (
        // A session is changed by the leader who planned it, from the team pages: no buttons here.
        <SessionLine session={a.session} />
      ) : (
        <ItemActions
          name={a.title}
          deleting={deleting}
          onEdit={onEdit}
          onDelete={onDelete}
          className={styles.actions}
          buttonClassName={styles.linkButton}
        />
      )}
    </li>
  );
}
