import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../features/auth/AuthGate.tsx';
import { carriesPreview } from '../features/preview/carries-preview.ts';

// Only a previewing browser needs the marker: its code and strings stay out of every first load.
const PreviewMarker = lazy(() =>
  import('../features/preview/PreviewMarker.tsx').then(({ PreviewMarker: marker }) => ({ default: marker })),
);

/** Wraps every page: the guards of SPEC §4, the navigation progress bar and a preview's marker. */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  const busy = navigation.state !== 'idle';
  const [previewing] = useState(carriesPreview);
  return (
    <>
      <div
        className={busy ? 'route-progress route-progress--active' : 'route-progress'}
        role="progressbar"
        aria-hidden={!busy}
        aria-label={t('loading')}
      />
      {previewing && (
        <Suspense fallback={null}>
          <PreviewMarker />
        </Suspense>
      )}
      <AuthGate>
        <Outlet />
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
