import { OUTLET_MARKER } from '@coach/shared/prerender';
import { composeMarkup, withPrerenderedPage, type PrerenderedPage } from './prerender-compose';

describe('composeMarkup', () => {
  it('puts the page in the outlet', () => {
    expect(composeMarkup(`<main>${OUTLET_MARKER}</main>`, '<h1>Connexion</h1>')).toBe(
      '<main><h1>Connexion</h1></main>',
    );
  });

  it.each([
    ['no outlet', '<main></main>'],
    ['two outlets', `<main>${OUTLET_MARKER}${OUTLET_MARKER}</main>`],
  ])('refuses a frame with %s', (_, frame) => {
    expect(composeMarkup(frame, '<h1>x</h1>')).toBeNull();
  });

  it('writes a page holding "$&" as it is (no replacement patterns)', () => {
    expect(composeMarkup(OUTLET_MARKER, '<p>$& $1</p>')).toBe('<p>$& $1</p>');
  });
});

describe('withPrerenderedPage', () => {
  const page: PrerenderedPage = {
    markup: '<main><h1>Login</h1></main>',
    stylesheets: [
      { href: '/prerender/styles.0a1b2c3d4e.css', integrity: null },
      { href: '/remotes/mfe-home/1.0.0/prerender/styles.1a2b3c4d5e.css', integrity: 'sha256-abc=' },
    ],
    lang: 'en',
    source: 'mfe_home@1.0.0',
    loader: '/prerender/start-after-paint.0a1b2c3d4e.js',
  };
  const minified =
    '<!doctype html><html lang=fr><head><title>Coach</title><script defer src=/main.3f9a2c1b0d.js></script>' +
    '<script type="application/json" id="coach-registry">{}</script>' +
    '<link rel="preload" as="script" href="/remotes/mfe-home/1.0.0/remoteEntry.js" integrity="sha384-x" crossorigin="anonymous">' +
    '</head><body><div id=root></div></body></html>';

  it('draws the page in #root with its language, stylesheets before the paint and scripts after it', () => {
    const html = withPrerenderedPage(minified, page);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<div id="root" data-prerendered="mfe_home@1.0.0"><main><h1>Login</h1></main></div>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/prerender/styles.0a1b2c3d4e.css">');
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-home/1.0.0/prerender/styles.1a2b3c4d5e.css" integrity="sha256-abc=" crossorigin="anonymous">',
    );
    // The entry is started by the loader; the preloads wait in the template, inert until then.
    expect(html).toContain(
      '<script defer src="/prerender/start-after-paint.0a1b2c3d4e.js" data-main="/main.3f9a2c1b0d.js"></script>',
    );
    expect(html).not.toContain('src=/main.');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toContain('rel="preload"');
    expect(html).toContain(
      '<template id="coach-after-paint"><link rel="preload" as="script" href="/remotes/mfe-home/1.0.0/remoteEntry.js"',
    );
    // The inline registry stays where the shell reads it.
    expect(head).toContain(
      '<script type="application/json" id="coach-registry">{}</script><link rel="stylesheet"',
    );
  });

  it('does not preload a stylesheet the page already links', () => {
    const html = withPrerenderedPage(
      minified.replace(
        '</head>',
        '<link rel="preload" as="style" href="/prerender/styles.0a1b2c3d4e.css">' +
          '<link rel="preload" as="style" href="/880.0a1b2c3d4e.css"></head>',
      ),
      page,
    );
    const template = html.slice(html.indexOf('<template'), html.indexOf('</template>'));
    expect(template).not.toContain('href="/prerender/styles.0a1b2c3d4e.css"');
    expect(template).toContain('<link rel="preload" as="style" href="/880.0a1b2c3d4e.css">');
    expect(template).toContain('href="/remotes/mfe-home/1.0.0/remoteEntry.js"');
  });

  it('puts the loader into the page after the drawn root when its text is given, and fetches nothing for it', () => {
    const loaderText = '(()=>{window.started=1})();';
    const html = withPrerenderedPage(minified, { ...page, loaderText });
    expect(html).toContain(
      `<main><h1>Login</h1></main></div><script data-main="/main.3f9a2c1b0d.js">${loaderText}</script></body>`,
    );
    expect(html).not.toContain('start-after-paint');
    expect(html).not.toContain('src=/main.');
  });

  it('reads the unminified index.html too', () => {
    const html = withPrerenderedPage(
      '<html lang="fr"><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>',
      page,
    );
    expect(html).toContain('data-main="/main.js"');
    expect(html).toContain('<div id="root" data-prerendered="mfe_home@1.0.0">');
  });

  it.each([
    [
      'no empty root',
      '<html><head><script defer src=/main.js></script></head><body><div id=root>x</div></body></html>',
    ],
    ['no head', '<html><script defer src=/main.js></script><body><div id=root></div></body></html>'],
    ['no entry script', '<html><head></head><body><div id=root></div></body></html>'],
  ])('leaves HTML with %s as it is', (_, html) => {
    expect(withPrerenderedPage(html, page)).toBe(html);
  });

  it('escapes what it writes into attributes', () => {
    const html = withPrerenderedPage(minified, { ...page, source: 'x"><script>', stylesheets: [] });
    expect(html).toContain('data-prerendered="x&quot;&gt;&lt;script&gt;"');
  });
});
