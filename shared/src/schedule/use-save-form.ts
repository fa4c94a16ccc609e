import { useCallback, useState } from 'react';
import { failureOf, noFailure } from '../forms/failure.ts';

/**
 * A save form's state (`SaveForm`): `save(write)` runs one save, busy meanwhile, and keeps its
 * failure as the form shows it (the messages of `fields` beside them, the rest on top; a call
 * that got no answer says `networkMessage`). It answers whether the save went through, so that a
 * form that creates can empty itself.
 */
export function useSaveForm(fields: readonly string[], networkMessage: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(noFailure);
  const save = useCallback(
    async (write: () => Promise<unknown>, shownFields: readonly string[] = fields): Promise<boolean> => {
      setBusy(true);
      setFailure(noFailure);
      try {
        await write();
        return true;
      } catch (error) {
        setFailure(failureOf(error, networkMessage, shownFields));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fields, networkMessage],
  );
  return { busy, failure, save };
}
