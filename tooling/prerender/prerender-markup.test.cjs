const {
  classesOfMarkup,
  classesOfStylesheet,
  pickStylesheets,
  stylesheetsDefining,
  withoutEarlyControls,
} = require('./prerender-markup.cjs');

describe('classesOfStylesheet', () => {
  test.each([
    ['.a{color:red}', ['a']],
    ['.mfe_home-Qi5QkO>.b:hover{margin:.5rem 0.25em}', ['mfe_home-Qi5QkO', 'b']],
    ['/* .commented */ .kept{}', ['kept']],
    ['@media (min-width:40em){.wide .x-y{}}', ['wide', 'x-y']],
    [':root{--space:1rem}body{margin:0}', []],
  ])('%s defines %j', (css, names) => {
    expect([...classesOfStylesheet(css)].sort()).toEqual([...names].sort());
  });
});

test('classesOfMarkup reads every class attribute', () => {
  const html = '<div class="a b"><p class="c">x</p><span>no class</span><i class=""></i></div>';
  expect([...classesOfMarkup(html)].sort()).toEqual(['a', 'b', 'c']);
});

describe('pickStylesheets', () => {
  const sheets = [
    { file: '1.css', css: '.page{}' },
    { file: '2.css', css: '.other{}' },
    { file: '3.css', css: '.page{}' }, // the same styles under another chunk name
    { file: '4.css', css: '.frame{} .page{}' },
  ];

  test('keeps the sheets defining a class the markup uses, each content once, in order', () => {
    const picked = pickStylesheets(['<div class="page"></div>'], sheets).map((sheet) => sheet.file);
    expect(picked).toEqual(['1.css', '4.css']);
  });

  test('reads the markup of every language', () => {
    const picked = pickStylesheets(['<p class="frame"></p>', '<p class="other"></p>'], sheets);
    expect(picked.map((sheet) => sheet.file)).toEqual(['2.css', '4.css']);
  });

  test('nothing when the class names differ (a build whose naming drifted)', () => {
    expect(pickStylesheets(['<p class="renamed"></p>'], sheets)).toEqual([]);
  });
});

test('stylesheetsDefining keeps the sheets defining one of the names, each content once', () => {
  const sheets = [
    { file: '1.css', css: '.page{}' },
    { file: '2.css', css: '.other{}' },
    { file: '3.css', css: '.page{}' },
  ];
  expect(stylesheetsDefining(new Set(['page', 'unknown']), sheets).map((sheet) => sheet.file)).toEqual([
    '1.css',
  ]);
});

describe('withoutEarlyControls', () => {
  test.each([
    ['<form class="f" method="post">', '<form inert="" class="f" method="post">'],
    ['<button type="submit">Go</button>', '<button inert="" type="submit">Go</button>'],
    [
      '<select data-testid="x"><option>fr</option></select>',
      '<select inert="" data-testid="x"><option>fr</option></select>',
    ],
    ['<formation>', '<formation>'],
    ['<a href="/home/register">Créer un compte</a>', '<a href="/home/register">Créer un compte</a>'],
  ])('%s → %s', (html, expected) => {
    expect(withoutEarlyControls(html)).toBe(expected);
  });
});
