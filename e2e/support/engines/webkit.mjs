// WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver (Debian's webkit2gtk-driver) through
// webdriverio, on an Xvfb display started for it (MiniBrowser has no headless mode here).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './available.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Waits until something listens on `port`. */
async function listening(/** @type {number} */ port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on ${port}`);
}

/** A display number no X server uses yet, from the process id (several lanes may run at once). */
const displayNumber = () => 90 + (process.pid % 800);

/**
 * @returns {Promise<{ browser: WebdriverIO.Browser, stop: () => Promise<void> }>}
 */
export async function startWebKit() {
  const display = `:${displayNumber()}`;
  const xvfb = spawn(XVFB_PATH, [display, '-screen', '0', '1366x900x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const port = /** @type {number} */ (await freePort());
  await new Promise((resolve) => setTimeout(resolve, 300));
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const stopProcesses = async () => {
    driver.kill();
    xvfb.kill();
  };
  try {
    await listening(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver has no WebDriver BiDi: webdriverio must not ask for it (webSocketUrl).
        'wdio:enforceWebDriverClassic': true,
        // @ts-expect-error WebKitGTK's own capability, unknown to webdriverio's types
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    });
    await browser.setWindowSize(390, 844);
    return { browser, stop: stopProcesses };
  } catch (error) {
    await stopProcesses();
    throw error;
  }
}
