import { UAParser } from 'ua-parser-js';

export interface Device {
  browser: string | null;
  os: string | null;
  type: string | null;
}

/** What a person recognises a session by: browser and system as the user agent names them. */
export function deviceFromUserAgent(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parsed = new UAParser(userAgent).getResult();
  return {
    browser: parsed.browser.name ?? null,
    os: [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') || null,
    type: parsed.device.type ?? null,
  };
}
