/**
 * A response's body. A worker's script is the exception: its target ends with the worker (the
 * shell's locale-data worker ends once done, shell/src/lib/intl/warm-intl.ts) and takes its
 * bodies with it, so that one is fetched again from the same URL (hashed files: the same bytes).
 * @param {import('playwright-core').Response} response
 * @returns {Promise<Buffer>}
 */
export async function responseBody(response) {
  try {
    return await response.body();
  } catch (error) {
    const again = await fetch(response.url());
    if (!again.ok) throw error;
    return Buffer.from(await again.arrayBuffer());
  }
}
