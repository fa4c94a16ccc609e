// Driving the trainings in the browser, shared by the trainings and results tests: the content
// files as the api imports them, a verified account, the language switcher, and following a
// module part by part in the player. Expected texts come from the catalogues and the content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { text } from './catalogues.mjs';
import { expectDocumentLanguage, expectSingleText } from './expect.mjs';
import { ROOT } from './repo.mjs';
// A verified account is session.mjs's; the trainings' tests take it from here too.
export { verifiedAccount } from './session.mjs';

/** @typedef {import('./catalogues.mjs').Language} Language */
/** @typedef {import('playwright-core').Page} Page */

const t = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('trainings', lng, key, values);

/** A training's content files, as the api imports them. */
export function content(/** @type {string} */ slug) {
  const dir = path.join(ROOT, 'api/content/trainings', slug);
  const training = parse(readFileSync(path.join(dir, 'training.yaml'), 'utf8'));
  /** @type {any[]} */
  const modules = training.modules.map((/** @type {string} */ moduleSlug) =>
    parse(readFileSync(path.join(dir, 'modules', `${moduleSlug}.yaml`), 'utf8')),
  );
  return { training, modules };
}

export async function switchTo(/** @type {Page} */ page, /** @type {Language} */ lng) {
  await page.locator('[data-testid="language-switcher"]').selectOption(lng);
  await expectDocumentLanguage(page, lng);
}

/** Follows one module part by part (reading: I've read then Next; quiz: answers then Next). */
export async function followModule(
  /** @type {Page} */ page,
  /** @type {any} */ module,
  /** @type {Language} */ lng,
  /** @type {(part: any) => Promise<void>} */ onQuiz = async () => {},
  /** @type {(question: any) => number} */ scaleValue = () => 7,
) {
  const total = module.parts.length;
  for (const [index, part] of module.parts.entries()) {
    await expectSingleText(
      page.locator('p', { hasText: t(lng, 'trainingModule.partOf', { current: index + 1, total }) }),
      t(lng, 'trainingModule.partOf', { current: index + 1, total }),
      `part ${index + 1}`,
    );
    await expectSingleText(page.locator('#part-title'), part.title[lng], `the title of part ${index + 1}`);
    const go = page.getByRole('button', {
      name: t(lng, index === total - 1 ? 'labels.moduleCompleted' : 'labels.next'),
      exact: true,
    });
    if (part.kind === 'reading') {
      // A reading already marked read (a test taken again) shows that instead of the button.
      const read = page.getByRole('button', { name: t(lng, 'labels.read'), exact: true });
      if ((await read.count()) > 0) await read.click();
    } else {
      await onQuiz(part);
      for (const question of part.questions) {
        const group = page.getByRole('group', {
          name: new RegExp(`^\\d+\\. ${escape(question.prompt[lng])}$`),
        });
        if (question.type === 'scale')
          await group.getByRole('radio', { name: String(scaleValue(question)), exact: true }).check();
        else {
          const wanted = question.type === 'single' ? 1 : question.min;
          for (const answer of question.answers.slice(0, wanted))
            await group
              .getByRole(question.type === 'single' ? 'radio' : 'checkbox', {
                name: answer.label[lng],
                exact: true,
              })
              .check();
          for (const answer of question.answers.slice(wanted))
            if (question.type === 'multiple')
              await group.getByRole('checkbox', { name: answer.label[lng], exact: true }).uncheck();
        }
      }
    }
    await go.click();
  }
  await expectSingleText(
    page.locator('h2#module-completed'),
    t(lng, 'labels.moduleCompleted'),
    'the module is completed',
  );
}

export const escape = (/** @type {string} */ value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
