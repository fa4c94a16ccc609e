import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslateFn } from '@coach/shared/i18n';

/** The `validation` namespace's translate function, shaped as the shared schema factories take it. */
export function useValidationT(): TranslateFn {
  const { t } = useTranslation('validation');
  return useMemo(() => (key: string, options?: Record<string, unknown>) => t(key, { ...options }), [t]);
}
