/** Clears what a page can clear of its own site: readable cookies, Cache Storage, localStorage. */
export async function clearSiteData(): Promise<void> {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  if ('caches' in globalThis) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  localStorage.clear();
}
