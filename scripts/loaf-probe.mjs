// temporary probe: long animation frames of a signed-in page's start at a CPU slowdown
import { launchBrowser } from '../e2e/support/browser.mjs';
import { TOKEN_COOKIE, memberSession } from '../e2e/support/session.mjs';
const base = process.env.BASE_URL;
const cpu = Number(process.env.CPU ?? 8);
const paths = process.argv.slice(2);
const token = await memberSession(base);
const browser = await launchBrowser();
for (const p of paths) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/api/health`);
  const fv = await (await fetch(`${base}/api/debug/data_page/front-version`)).json();
  await page.evaluate((v) => localStorage.setItem('last_front_version', v), String(fv.version));
  await page.addInitScript(() => {
    window.__loaf = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push(e.toJSON()); }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${base}${p}`);
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, { timeout: 60000 }).catch(() => console.log('no takeover'));
  await page.waitForTimeout(3000);
  const loaf = await page.evaluate(() => window.__loaf);
  let tbt = 0;
  console.log(`== ${p} at ${cpu}x`);
  for (const f of loaf) {
    tbt += Math.max(0, f.blockingDuration);
    console.log(` frame @${Math.round(f.startTime)} ${Math.round(f.duration)}ms block ${Math.round(f.blockingDuration)} render ${Math.round(f.renderStart ? f.startTime + f.duration - f.renderStart : 0)} style ${Math.round(f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0)}`);
    for (const s of f.scripts) console.log(`    ${Math.round(s.duration)}ms (fwd ${Math.round(s.forcedStyleAndLayoutDuration)}) ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').slice(-2).join('/')}:${s.sourceCharPosition}`);
  }
  console.log(` sum blocking ${Math.round(tbt)}`);
  await context.close();
}
await browser.close();
