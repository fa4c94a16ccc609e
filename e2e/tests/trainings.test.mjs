// Issue 10 in the browser, against the real content (api/content/trainings) and the real api:
// - a new verified user opens /trainings in French, then in English, starts the free training
//   "j-embarque", reads, meets each quiz message ('Please enter your answer', 'Please answer at
//   least {count} answers', 'You cannot answer more then {count}', '{count} Unselected'),
//   completes the module, sees the next one open, and finds the progress on the overview widget;
// - a payable module shows its lock reason (also when opened directly) until an access code made
//   with `pnpm platform access-code create` unlocks the training;
// - axe reports no violation on each trainings page, in French and in English.
// Expected texts come from the i18n catalogues and the content files, never copied here.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { expectNoAxeViolations, settled } from '../support/axe.mjs';
import { text } from '../support/catalogues.mjs';
import { content, escape, followModule, switchTo } from '../support/player.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { describeCli, operatedPlatform, platformCli } from '../support/operator.mjs';
import { notFoundMessage } from '../support/routes.mjs';
import { prepareSession, signedInAccount } from '../support/session.mjs';

/** @typedef {import('../support/catalogues.mjs').Language} Language */
/** @typedef {import('playwright-core').Page} Page */

const operated = await operatedPlatform();
const suite = useBrowser(import.meta.url);
after(() => operated.stop());

const FREE = 'j-embarque';
const PAYABLE = 'poser-ses-limites';

const t = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('trainings', lng, key, values);
const quiz = (/** @type {string} */ key, values = {}) => text('areaValidation', 'en', `quiz.${key}`, values);

test('a new user follows the free training in French then English, meets each quiz message, completes a module and sees the next one open and the progress on the overview', (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    await signedInAccount(context, baseUrl, 'trainings');
    const { training, modules } = content(FREE);
    const [first, second] = modules;

    await page.goto('/trainings');
    await expectSingleText(page.locator('h1'), t('fr', 'trainings.title'), '/trainings in French');
    const cardFr = page.getByRole('article', { name: training.title.fr });
    await expectSingleText(
      cardFr.getByRole('heading'),
      training.title.fr,
      'the free training’s card in French',
    );
    await expectSingleText(
      cardFr.getByText(t('fr', 'labels.free'), { exact: true }),
      t('fr', 'labels.free'),
      'Gratuite',
    );

    await switchTo(page, 'en');
    await expectSingleText(page.locator('h1'), t('en', 'trainings.title'), '/trainings in English');
    const card = page.getByRole('article', { name: training.title.en });
    await expectSingleText(
      card.getByText(t('en', 'labels.free'), { exact: true }),
      t('en', 'labels.free'),
      'Free',
    );
    await card.getByRole('link', { name: t('en', 'labels.start'), exact: true }).click();
    await page.waitForURL(`**/training/${FREE}/modules/${first.slug}`);
    await expectSingleText(page.locator('h1'), first.title.en, 'the first module, in English');

    const multiple = first.parts
      .flatMap((/** @type {any} */ part) => part.questions ?? [])
      .find((/** @type {any} */ q) => q.type === 'multiple' && q.min >= 2);
    assert.ok(
      multiple,
      `${first.slug} has a multiple-choice question with min ≥ 2 (to meet every quiz message)`,
    );
    await followModule(page, first, 'en', async () => {
      const group = page.getByRole('group', { name: new RegExp(`^\\d+\\. ${escape(multiple.prompt.en)}$`) });
      const finish = page.getByRole('button', {
        name: new RegExp(`^(${t('en', 'labels.next')}|${t('en', 'labels.moduleCompleted')})$`),
      });
      await expectSingleText(
        group.locator('[aria-live="polite"]'),
        quiz('unselected', { count: multiple.max }),
        'the live hint, nothing chosen',
      );
      await finish.click();
      await poll(
        () => group.textContent(),
        (content) => Boolean(content?.includes(quiz('required'))),
      );
      const box = (/** @type {number} */ n) =>
        group.getByRole('checkbox', { name: multiple.answers[n].label.en, exact: true });
      await box(0).check();
      await expectSingleText(
        group.locator('[aria-live="polite"]'),
        quiz('unselected', { count: multiple.max - 1 }),
        'the live hint after one choice',
      );
      await finish.click();
      await poll(
        () => group.textContent(),
        (content) => Boolean(content?.includes(quiz('tooFew', { count: multiple.min }))),
      );
      for (let n = 1; n <= multiple.max; n += 1) await box(n).check();
      await finish.click();
      await poll(
        () => group.textContent(),
        (content) => Boolean(content?.includes(quiz('tooMany', { count: multiple.max }))),
      );
    });

    const nextLink = page.getByRole('link', {
      name: t('en', 'trainingModule.nextModule', { module: second.title.en }),
    });
    await nextLink.click();
    await page.waitForURL(`**/training/${FREE}/modules/${second.slug}`);
    await expectSingleText(page.locator('h1'), second.title.en, 'the next module is open');

    await page.goto(`/training/${FREE}`);
    const firstItem = page.getByRole('listitem').filter({ hasText: first.title.en });
    await expectSingleText(
      firstItem.getByText(t('en', 'trainingDetail.state.completed'), { exact: true }),
      t('en', 'trainingDetail.state.completed'),
      'the first module is completed',
    );
    const secondItem = page.getByRole('listitem').filter({ hasText: second.title.en });
    await expectSingleText(
      secondItem.getByText(t('en', 'trainingDetail.state.started'), { exact: true }),
      t('en', 'trainingDetail.state.started'),
      'the second module is started',
    );

    await page.goto('/');
    const widget = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: t('en', 'myTraining.title'), exact: true }) })
      .last();
    const panel = widget.getByRole('tabpanel');
    await poll(
      () => panel.getByRole('link', { name: training.title.en, exact: true }).count(),
      (n) => n === 1,
    );
    const bar = panel.getByRole('progressbar');
    assert.equal(
      await bar.getAttribute('aria-valuenow'),
      String(Math.round((1 / modules.length) * 100)),
      'the widget shows the progress',
    );
    assert.equal(
      await bar.getAttribute('aria-valuetext'),
      t('en', 'progress.value', { count: 1, total: modules.length }),
      'the progress says it in words, with a plural that fits',
    );
    assert.equal(
      await panel.getByRole('link', { name: t('en', 'labels.continue'), exact: true }).count(),
      1,
      'with Continue',
    );
  }));

test('a payable module shows why it is locked until an access code from the command line unlocks the training', (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    assert.ok(operated.canOperate, 'the operator token is at hand (DATA_DIR)');
    await signedInAccount(context, baseUrl, 'trainings-code');
    const { training, modules } = content(PAYABLE);
    const locked = modules[training.preview_modules];

    await page.goto(`/training/${PAYABLE}/modules/${locked.slug}`);
    await page.waitForURL(`**/training/${PAYABLE}?locked=${locked.slug}`);
    await expectSingleText(
      page.getByRole('alert'),
      t('fr', 'trainingDetail.lockedBanner', {
        module: locked.title.fr,
        reason: t('fr', 'trainingDetail.lockReason.payable'),
      }),
      'sent back to the training with the reason',
    );
    const item = page.getByRole('listitem').filter({ hasText: locked.title.fr });
    await expectSingleText(
      item.getByText(t('fr', 'trainingDetail.lockReason.payable')),
      t('fr', 'trainingDetail.lockReason.payable'),
      'the lock reason on the module',
    );

    const created = await platformCli(
      ['access-code', 'create', '--training', PAYABLE, '--uses', '1', '--expires', '2099-12-31'],
      {
        baseUrl,
        dataDir: operated.dataDir,
        operator: 'e2e trainings test',
      },
    );
    assert.equal(created.code, 0, describeCli(created));
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(created.stdout)?.[1];
    assert.ok(code, `the command printed the code:\n${created.stdout}`);

    await page.getByRole('button', { name: t('fr', 'labels.unlock'), exact: true }).click();
    const field = page.getByLabel(t('fr', 'unlock.code'));
    await field.fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: t('fr', 'unlock.submit'), exact: true }).click();
    await poll(
      () => page.getByText(text('api', 'fr', 'trainings.codeInvalid')).count(),
      (n) => n === 1,
    );
    await field.fill(code);
    await page.getByRole('button', { name: t('fr', 'unlock.submit'), exact: true }).click();
    await poll(
      () => page.getByText(t('fr', 'unlock.done')).count(),
      (n) => n === 1,
    );
    await expectSingleText(
      item.getByText(t('fr', 'trainingDetail.lockReason.previous_module')),
      t('fr', 'trainingDetail.lockReason.previous_module'),
      'now waiting for the previous module only',
    );
  }));

test('an unknown training or module slug shows the 404 page', (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    await prepareSession(context, baseUrl, 'signed-in');
    for (const unknown of ['/training/no-such-training', `/training/${FREE}/modules/no-such-module`]) {
      await page.goto(unknown);
      await expectSingleText(
        page.locator('[data-testid="error-message"]'),
        notFoundMessage(unknown),
        unknown,
      );
    }
  }));

const { training: freeTraining, modules: freeModules } = content(FREE);
const { training: payableTraining } = content(PAYABLE);
/** What each page's h1 says: a page that shows one thing is titled by its name (docs/product.md §2.5). */
const PAGES = [
  { path: '/trainings', title: (/** @type {Language} */ lng) => t(lng, 'trainings.title') },
  { path: '/old_trainings', title: (/** @type {Language} */ lng) => t(lng, 'oldTrainings.title') },
  { path: `/training/${FREE}`, title: (/** @type {Language} */ lng) => freeTraining.title[lng] },
  {
    path: `/training/${PAYABLE}?unlock=1`,
    title: (/** @type {Language} */ lng) => payableTraining.title[lng],
  },
  {
    path: `/training/${FREE}/modules/${freeModules[0].slug}`,
    title: (/** @type {Language} */ lng) => freeModules[0].title[lng],
  },
  { path: '/', title: null },
];

for (const { path: pathname, title } of PAGES) {
  for (const lng of /** @type {Language[]} */ (['fr', 'en'])) {
    test(`axe: ${pathname} in ${lng === 'fr' ? 'French' : 'English'}`, (t_) =>
      suite.withPage(
        t_,
        async ({ context, page, baseUrl }) => {
          await prepareSession(context, baseUrl, 'signed-in');
          await page.goto(pathname);
          if (lng !== 'fr') await switchTo(page, lng);
          if (title) await expectSingleText(page.locator('h1'), title(lng), `${pathname} in ${lng}`);
          await settled(page);
          await expectNoAxeViolations(page, `${pathname} (${lng})`);
        },
        { bypassCSP: true },
      ));
  }
}
