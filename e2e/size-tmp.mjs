import { gzipSync } from 'node:zlib';
import { startPlatform } from './support/repo.mjs';
import { memberSession, TOKEN_COOKIE } from './support/session.mjs';
const platform = await startPlatform({});
const base = platform.url;
const token = await memberSession(base);
const cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}`;
for (const p of ['/home/login', '/', '/trainings', '/training/j-embarque', '/my_team', '/profile', '/my_life_gps']) {
  for (let i = 0; i < 3; i++) {
    const r = await fetch(new URL(p, base), { headers: p.startsWith('/home') ? {} : { Cookie: cookie } });
    const html = await r.text();
    if (i < 2) continue;
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const preload = [...html.matchAll(/<link[^>]*rel="(preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]);
    const inline = /<script type="application\/json" id="coach-(route|overview)-data">([^<]*)/.exec(html)?.[2] ?? '';
    console.log(p, 'html', html.length, 'gz', gzipSync(html).length, 'enc', r.headers.get('content-encoding'), 'inline', inline.length, 'css', css.join(' '), 'preload', preload.length);
  }
}
await platform.stop();
