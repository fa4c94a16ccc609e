// The interactions scripts/bench-inp.mjs measures (issue 29): the ones people repeat, each done
// with real input (a click where a finger would tap, keys where a keyboard would), from the state
// scripts/lib/inp-member.mjs sets up. A scenario opens its page once, then repeats its steps; a
// step with a label is measured and counted in that row, a step without one only brings the page
// back to where the next repetition starts (and is not counted).
//
// Each step waits until the page shows the outcome (`settled`) before the next one: an action
// repeated before the last one's answer came back would measure a page that is still busy.
/* global document */
import { text } from '../../e2e/support/catalogues.mjs';
import { poll } from '../../e2e/support/expect.mjs';
import { BENCH_COMMITMENT, BENCH_TRAINING, QUIZ_MODULE } from './inp-member.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * @typedef {object} Step
 * @property {string | null} label the row the step is measured in; null: not measured
 * @property {(page: Page) => Promise<void>} act the input
 * @property {(page: Page) => Promise<void>} settled resolves once the page shows the outcome
 */

/**
 * @typedef {object} Scenario
 * @property {string} pathname the page it happens on
 * @property {(page: Page) => Promise<void>} ready resolves once the page is in the start state
 * @property {(repetition: number) => Step[]} steps one repetition
 */

/**
 * @typedef {object} QuizFacts what the quiz steps need of the test module (read through the api)
 * @property {string} firstQuizTitle
 * @property {string} secondQuizTitle
 * @property {string} questionId the first quiz's first question
 * @property {[string, string]} answerIds two of its answers, chosen in turn
 */

/** Leaves the page to itself a moment before reading it: a read is a task on its main thread. */
const QUIET_BEFORE_READ_MS = 50;

/**
 * Waits until `read` gives what `accept` wants; fails (the page cannot be driven) after 30 s.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} accept
 * @param {string} what for the failure
 */
async function until(read, accept, what) {
  await new Promise((resolve) => setTimeout(resolve, QUIET_BEFORE_READ_MS));
  const value = await poll(read, accept, 30_000);
  if (!accept(value)) throw new Error(`the page never showed ${what} (last read: ${JSON.stringify(value)})`);
}

/**
 * Waits until `locator` finds `count` elements.
 * @param {import('playwright-core').Locator} locator
 * @param {number} count
 * @param {string} what
 */
function untilCount(locator, count, what) {
  return until(
    () => locator.count(),
    (n) => n === count,
    what,
  );
}

/**
 * A click in the middle of the element, as a finger's tap lands. Not Playwright's
 * `locator.click()`: while its events are dispatched, that one checks in the page that they hit
 * the element (script that would run in the measured interaction, under the CPU slowdown).
 * @param {import('playwright-core').Locator} locator
 */
async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(locator)}`);
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const lifeGps = (/** @type {string} */ key) => text('lifeGps', 'fr', key);
const trainings = (/** @type {string} */ key) => text('trainings', 'fr', key);
const shell = (/** @type {string} */ key) => text('shell', 'fr', key);

/** Nothing is loading any more: no skeleton, no busy widget. */
const idle = async (/** @type {Page} */ page) => {
  await page.waitForLoadState('networkidle');
  await untilCount(page.locator('[aria-busy="true"]'), 0, 'no busy element');
};

/** @param {Page} page */
const weather = (page) => page.locator('[data-slot="interior-weather"]');
/** @param {Page} page @param {'top' | 'not_top'} mood */
const moodButton = (page, mood) =>
  weather(page).locator('button[aria-pressed]', {
    hasText: new RegExp(`^${lifeGps(`interiorWeather.moods.${mood}`)}$`),
  });

/** @param {'top' | 'not_top'} mood @returns {Step} */
const tapMood = (mood) => ({
  label: mood === 'top' ? 'Top (interior weather)' : 'Pas top (interior weather)',
  act: (page) => tap(moodButton(page, mood)),
  settled: (page) =>
    until(
      () =>
        moodButton(page, mood).evaluate((button) => [
          button.getAttribute('aria-pressed'),
          /** @type {HTMLButtonElement} */ (button).disabled,
        ]),
      ([pressed, disabled]) => pressed === 'true' && !disabled,
      `${mood} pressed and saved`,
    ),
});

/** @param {Page} page */
const trainingTab = (page, /** @type {string} */ key) =>
  page
    .locator('[data-slot="my-training"] [role="tab"]')
    .filter({ hasText: new RegExp(`^${trainings(`myTraining.tabs.${key}`)}$`) });

/** @param {string} key @returns {Step} */
const switchTab = (key) => ({
  label: "training tabs (overview's my training)",
  act: (page) => tap(trainingTab(page, key)),
  settled: (page) =>
    until(
      () => trainingTab(page, key).getAttribute('aria-selected'),
      (selected) => selected === 'true',
      `the ${key} tab selected`,
    ),
});

const menuButton = (/** @type {Page} */ page) =>
  page.locator('.app-frame__menu-button', { hasText: shell('nav.menu') });
const languageSelect = (/** @type {Page} */ page) => page.locator('[data-testid="language-switcher"]');

/** @param {'en' | 'fr'} lng @param {string} key @returns {Step} */
const chooseLanguage = (lng, key) => ({
  label: `language select by keyboard (→ ${lng})`,
  act: (page) => page.keyboard.press(key),
  settled: async (page) => {
    await until(
      () => page.evaluate(() => document.documentElement.lang),
      (lang) => lang === lng,
      `the page in ${lng}`,
    );
    await page.waitForLoadState('networkidle'); // the language is saved to the account
  },
});

/** @param {Page} page */
const commitmentBox = (page) =>
  page.locator('li', { hasText: BENCH_COMMITMENT }).locator('input[type="checkbox"]');
/** @param {Page} page @param {'open' | 'done'} filter */
const filterButton = (page, filter) =>
  page.locator('button[aria-pressed]', {
    hasText: new RegExp(`^${lifeGps(`commitments.filters.${filter}`)}$`),
  });

/**
 * The commitment's checkbox, ticked or not: the list it is in drops it once the change is saved
 * (an open list keeps open commitments), so the step settles when it is gone.
 * @param {'mark done' | 'undo'} label
 * @returns {Step}
 */
const toggleCommitment = (label) => ({
  label: `commitment: ${label}`,
  act: (page) => tap(commitmentBox(page)),
  settled: (page) => untilCount(commitmentBox(page), 0, 'the commitment moved to the other list'),
});

/** @param {'open' | 'done'} filter @returns {Step} */
const showCommitments = (filter) => ({
  label: null,
  act: (page) => tap(filterButton(page, filter)),
  settled: (page) => untilCount(commitmentBox(page), 1, `the commitment in the ${filter} list`),
});

const partTitle = (/** @type {Page} */ page) => page.locator('#part-title');
const playerButton = (/** @type {Page} */ page, /** @type {string} */ key) =>
  page.locator('button', { hasText: new RegExp(`^${trainings(key)}$`) });
const showsPart = (/** @type {Page} */ page, /** @type {string} */ title) =>
  until(
    () => partTitle(page).textContent(),
    (shown) => shown === title,
    `the part "${title}"`,
  );

const moduleLink = (/** @type {Page} */ page) =>
  page.locator(`section[aria-labelledby="modules-title"] a[href$="/modules/${QUIZ_MODULE}"]`);

/**
 * The menu: open it, choose each language with the keyboard, close it.
 * @returns {Step[]}
 */
const menuSteps = () => [
  {
    label: 'Menu (opens the language menu)',
    act: (page) => tap(menuButton(page)),
    settled: (page) =>
      until(
        () => menuButton(page).getAttribute('aria-expanded'),
        (v) => v === 'true',
        'the menu open',
      ),
  },
  {
    label: null,
    act: (page) => languageSelect(page).focus(),
    settled: async () => {},
  },
  chooseLanguage('en', 'ArrowDown'),
  chooseLanguage('fr', 'ArrowUp'),
  {
    label: null,
    act: (page) => page.keyboard.press('Escape'),
    settled: (page) =>
      until(
        () => menuButton(page).getAttribute('aria-expanded'),
        (v) => v === 'false',
        'the menu closed',
      ),
  },
];

/**
 * The quiz of the module the member is in: answer its first question, go on, come back.
 * @param {QuizFacts} quiz
 * @returns {Scenario}
 */
function quizScenario(quiz) {
  const question = `#question-${quiz.questionId}`;
  return {
    pathname: `/training/${BENCH_TRAINING}/modules/${QUIZ_MODULE}`,
    ready: async (page) => {
      await idle(page);
      // It opens where the member left off, the second quiz: back to the first.
      await showsPart(page, quiz.secondQuizTitle);
      await tap(playerButton(page, 'labels.previous'));
      await showsPart(page, quiz.firstQuizTitle);
    },
    steps: (repetition) => {
      // The first answer was saved by the set-up: every repetition changes it.
      const answer = quiz.answerIds[(repetition + 1) % 2];
      const choice = () => `${question} input[value="${answer}"]`;
      return [
        {
          label: 'quiz: answer a question',
          act: (page) =>
            tap(page.locator(`${question} label`, { has: page.locator(`input[value="${answer}"]`) })),
          settled: (page) =>
            until(
              () => page.locator(choice()).isChecked(),
              (checked) => checked,
              'the answer ticked',
            ),
        },
        {
          label: 'quiz: Next',
          act: (page) => tap(playerButton(page, 'labels.next')),
          settled: (page) => showsPart(page, quiz.secondQuizTitle),
        },
        {
          label: null,
          act: (page) => tap(playerButton(page, 'labels.previous')),
          settled: (page) => showsPart(page, quiz.firstQuizTitle),
        },
      ];
    },
  };
}

/**
 * A training's page: open a module, come back.
 * @type {Scenario}
 */
const openModule = {
  pathname: `/training/${BENCH_TRAINING}`,
  ready: idle,
  steps: () => [
    {
      label: 'open a module (training page → player)',
      act: (page) => tap(moduleLink(page)),
      settled: (page) => untilCount(partTitle(page), 1, 'the player with its part'),
    },
    {
      label: null,
      act: async (page) => {
        await page.goBack();
      },
      settled: (page) => untilCount(moduleLink(page), 1, 'the module list'),
    },
  ],
};

/**
 * The measured interactions, by page.
 * @param {QuizFacts} quiz
 * @returns {Scenario[]}
 */
export function scenarios(quiz) {
  return [
    {
      pathname: '/',
      ready: idle,
      steps: () => [tapMood('not_top'), tapMood('top')],
    },
    {
      pathname: '/',
      ready: idle,
      steps: () => [switchTab('all'), switchTab('tests'), switchTab('inProgress')],
    },
    {
      pathname: '/',
      ready: idle,
      steps: menuSteps,
    },
    {
      pathname: '/my_commitments',
      ready: async (page) => {
        await idle(page);
        await untilCount(commitmentBox(page), 1, 'the open commitment');
      },
      steps: () => [
        toggleCommitment('mark done'),
        showCommitments('done'),
        toggleCommitment('undo'),
        showCommitments('open'),
      ],
    },
    quizScenario(quiz),
    openModule,
  ];
}
