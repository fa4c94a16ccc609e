import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

/**
 * "Edit" and "Delete" of an item of a list (a commitment, an appointment), named with the item
 * for a screen reader; "Delete" is busy, and cannot be pressed again, while it is being deleted.
 */
export function ItemActions({
  name,
  deleting,
  onEdit,
  onDelete,
  className,
  buttonClassName,
}: {
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  className: string | undefined;
  buttonClassName: string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={className}>
      <button type="button" className={buttonClassName} onClick={onEdit}>
        {t('actions.edit')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className={buttonClassName}
        disabled={deleting}
        aria-busy={deleting || undefined}
        onClick={onDelete}
      >
        {t('actions.delete')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </span>
  );
}
