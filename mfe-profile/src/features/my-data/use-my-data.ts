import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toApiError } from '@coach/shared/api';

/** The file name the api proposes (`Content-Disposition`), else a dated default. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `coach-my-data-${today.toISOString().slice(0, 10)}.json`;
}

/** Saves a blob as a file, the way a download link would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has had the chance to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET /api/dashboard/account/export` as one JSON file, and `DELETE /api/dashboard/account`. */
export function useMyData() {
  const { t } = useTranslation('common');
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download(): Promise<{ error: string } | null> {
    setDownloading(true);
    try {
      const response = await api.get('dashboard/account/export');
      saveFile(await response.blob(), fileNameOf(response.headers.get('Content-Disposition')));
      return null;
    } catch (error) {
      return { error: toApiError(error, t('errors.network')).message };
    } finally {
      setDownloading(false);
    }
  }

  /** Answers null once erased, else the server's errors (`email`, `base`). */
  async function erase(email: string): Promise<Record<string, string[]> | null> {
    setDeleting(true);
    try {
      await api.delete('dashboard/account', { json: { email } });
      return null;
    } catch (error) {
      setDeleting(false);
      return toApiError(error, t('errors.network')).errors;
    }
  }

  return { download, downloading, erase, deleting };
}
