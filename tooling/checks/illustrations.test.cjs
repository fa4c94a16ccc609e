// Every illustration stays small (issue 27: ≤ 4 KB gzip each) and decorative: the trainings'
// covers (api/content/trainings/*/*.svg, docs/content.md "Cover"), the drawings in the apps'
// `illustrations/` folders (inline SVG components) and the SVG pictures written into stylesheets
// (data URIs, e.g. the sign-in pages' picture).
const fs = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { ROOT, PACKAGES, walk } = require('./files.cjs');

const LIMIT = 4 * 1024;
const relative = (file) => path.relative(ROOT, file);
const gzipSize = (text) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;

const covers = [...walk(path.join(ROOT, 'api/content/trainings'), (file) => file.endsWith('.svg'))];
const components = PACKAGES.flatMap((pkg) => [
  ...walk(
    path.join(ROOT, pkg, 'src'),
    (file) =>
      path.basename(path.dirname(file)) === 'illustrations' && /\.tsx$/.test(file) && !/\.test\./.test(file),
  ),
]);
const cssPictures = PACKAGES.flatMap((pkg) =>
  [...walk(path.join(ROOT, pkg, 'src'), (file) => file.endsWith('.css'))].flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/url\("data:image\/svg\+xml,([^"]*)"\)/g)].map(
      (match, index) => ({
        name: `${relative(file)} #${index + 1}`,
        text: decodeURIComponent(match[1]),
      }),
    ),
  ),
);

const pictures = [
  ...[...covers, ...components].map((file) => ({
    name: relative(file),
    text: fs.readFileSync(file, 'utf8'),
  })),
  ...cssPictures,
];

test('finds the covers, the drawings and the stylesheet pictures', () => {
  expect(covers.length).toBeGreaterThanOrEqual(3);
  expect(components.length).toBeGreaterThanOrEqual(6);
  expect(cssPictures.length).toBeGreaterThanOrEqual(1);
});

test.each(pictures.map((picture) => [picture.name, picture]))('%s is at most 4 KB gzip', (_name, picture) => {
  expect(gzipSize(picture.text)).toBeLessThanOrEqual(LIMIT);
});

test.each(components.map((file) => [relative(file)]))('%s is hidden from screen readers', (file) => {
  // Either its own <svg aria-hidden="true"> or shared's <Art> frame, which sets it.
  expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toMatch(/aria-hidden="true"|<Art\b/);
});

test('a picture over 4 KB gzip is caught', () => {
  // Random digits do not compress: the measure can fail.
  let noise = '';
  while (noise.length < 12_000) noise += Math.random().toString().slice(2);
  expect(gzipSize(`<svg viewBox="0 0 1 1"><path d="M${noise}"/></svg>`)).toBeGreaterThan(LIMIT);
});
