/** The browser engines the platform tells apart in its counts (issue 41): nothing finer. */
export type EngineFamily = 'chromium' | 'firefox' | 'webkit' | 'other';

/**
 * The engine family a User-Agent names, from its product tokens alone: no version, no platform, no
 * device (no fingerprinting). Order matters: Chromium browsers also say "AppleWebKit" and
 * "Safari"; every browser on iOS is WebKit whatever its name (CriOS, FxiOS, EdgiOS).
 */
export function engineFamily(userAgent: string | undefined | null): EngineFamily {
  const ua = userAgent ?? '';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) && /AppleWebKit\//.test(ua)) return 'webkit';
  if (/\b(Chrome|Chromium|HeadlessChrome|CriOS|Edg)\//.test(ua)) return 'chromium';
  if (/\bGecko\/\d/.test(ua) && /\bFirefox\//.test(ua)) return 'firefox';
  if (/AppleWebKit\//.test(ua)) return 'webkit';
  return 'other';
}
