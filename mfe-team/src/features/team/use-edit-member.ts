import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiErrors } from '@coach/shared/api';
import type { TeamMember } from '@coach/shared/team';
import { useAnnounce } from '@coach/shared/ui';
import { editMember, removeMember, resendInvitation, revokeInvitation } from '../../lib/team-api.ts';

export type MemberAction = 'save' | 'resend' | 'revoke' | 'remove';

/**
 * What a leader does on `/my_team/edit-{id}`: rename the member in the team, resend or revoke the
 * pending invitation, remove the member. Each outcome is announced; leaving the team goes back to the list.
 */
export function useEditMember(member: TeamMember, onChanged: () => void) {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const navigate = useNavigate();
  const [names, setNames] = useState({ firstname: member.firstname, lastname: member.lastname });
  const [errors, setErrors] = useState<ApiErrors>({});
  const [busy, setBusy] = useState<MemberAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: MemberAction, work: () => Promise<string>, after?: () => void) {
    setBusy(action);
    setErrors({});
    setNotice(null);
    try {
      const message = await work();
      setNotice(message);
      announce(message);
      if (after) after();
      else onChanged();
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network', { ns: 'common' }));
      setErrors(Object.keys(apiError.errors).length > 0 ? apiError.errors : { base: [apiError.message] });
    } finally {
      setBusy(null);
    }
  }

  const name = `${member.firstname} ${member.lastname}`;
  const backToList = () => void navigate('/my_team/list');
  const invitationId = member.invitation?.id ?? '';

  return {
    names,
    setName: (field: 'firstname' | 'lastname') => (value: string) =>
      setNames((current) => ({ ...current, [field]: value })),
    errors,
    busy,
    notice,
    save: (event: FormEvent) => {
      event.preventDefault();
      void run('save', async () => {
        await editMember(member.id, names);
        return t('edit.saved', { ns: 'team' });
      });
    },
    resend: () =>
      void run('resend', async () => {
        await resendInvitation(invitationId);
        return t('edit.resent', { ns: 'team', email: member.email });
      }),
    revoke: () =>
      void run(
        'revoke',
        async () => {
          await revokeInvitation(invitationId);
          return t('edit.revoked', { ns: 'team', name });
        },
        backToList,
      ),
    remove: () =>
      void run(
        'remove',
        async () => {
          await removeMember(member.id);
          return t('edit.removed', { ns: 'team', name });
        },
        backToList,
      ),
  };
}
