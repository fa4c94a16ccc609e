import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { useAnnounce } from '@coach/shared/ui';
import { renameTeam } from '../../lib/team-api.ts';

/** Renaming the team: the draft, the server's message under the field, and the announced success. */
export function useTeamName(current: string, onSaved: () => void) {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const start = () => {
    setName(current);
    setError(undefined);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await renameTeam(name);
      setEditing(false);
      announce(t('overview.renamed', { ns: 'team' }));
      onSaved();
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network', { ns: 'common' }));
      setError(apiError.fieldErrors.name?.join(' ') ?? apiError.message);
    } finally {
      setSaving(false);
    }
  };
  return { editing, start, cancel: () => setEditing(false), name, setName, error, saving, submit };
}
