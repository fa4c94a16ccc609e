import type { Language } from '../i18n/languages.ts';
import type { ReadFailure, ReadResult, RenderInput, RenderOutput } from './contract.ts';

/**
 * What the remotes' server-render tests share (src/server-render.test.ts in each remote): read
 * results as the platform makes them, the way to look for a member's text in rendered HTML, and
 * the check that concurrent renders keep each member's data and language to their own page.
 */

/** A read that answered `body`, as the platform hands it to a render. */
export const okRead = <T>(body: T): ReadResult<T> => ({ ok: true, body });

/** `text` as React writes it into markup: the way to look for member data in rendered HTML. */
export function asHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * Member texts that would open an element or a comment if written as markup, each with what must
 * then never appear in the page (`it.each(HOSTILE_TEXTS)`).
 */
export const HOSTILE_TEXTS: readonly (readonly [text: string, markup: string])[] = [
  ['</script><img src=x onerror=alert(1)>', '<img'],
  ['<!--', '<!--'],
];

/** The page without React's own separators between two texts, the only comments it writes. */
export const withoutTextSeparators = (html: string): string => html.replaceAll('<!-- -->', '');

/**
 * A member text from HOSTILE_TEXTS, given back as text: the page drawn (200), `text` an element's
 * whole text as React escapes it, and `markup` nowhere but in React's separators between two texts,
 * the only comments of a page. A list rather than a verdict, as `pageProblems`.
 */
export function hostileTextProblems(page: RenderOutput, text: string, markup: string): string[] {
  return [
    ...(page.status === 200 ? [] : [`status ${page.status}`]),
    ...(page.html.includes(`>${asHtmlText(text)}<`) ? [] : [`lacks "${text}" as an element's text`]),
    ...(withoutTextSeparators(page.html).includes(markup) ? [`writes "${markup}" as markup`] : []),
  ];
}

/** A read the api refused for a while (503, its message in French): the error state's fixture. */
export const UNAVAILABLE: ReadFailure = {
  ok: false,
  status: 503,
  errors: { base: ['Service momentanément indisponible.'] },
};

/** A read that got no answer at all: the platform's status 0, the page's 502. */
export const NO_ANSWER: ReadFailure = { ok: false, status: 0, errors: {} };

/** The language of the page rendered beside one in `lang`: interleaved rounds mix both. */
const otherLanguage = (lang: Language): Language => (lang === 'fr' ? 'en' : 'fr');

/** Texts by language, as the members' fixtures keep them (`own`, `LANGUAGE_MARKS`). */
export type ByLanguage = Readonly<Record<Language, readonly string[]>>;

/** What one member's page in one language must show, and what would betray a leak. */
export interface PageExpectations {
  /** The member's own texts, in the page's language. */
  own: readonly string[];
  /** Another member's texts, in any language: the page of a render running beside this one. */
  foreign: readonly string[];
  /** What only a page in its language says. */
  marks: readonly string[];
  /** What only a page in the other language says: the other render's language leaking in. */
  foreignMarks: readonly string[];
}

/**
 * What is wrong with `page` against `expected`: nothing, ideally. A list rather than a verdict, so
 * that a failing test says every leak of the round at once.
 */
export function pageProblems(page: RenderOutput, expected: PageExpectations): string[] {
  const shows = (text: string): boolean => page.html.includes(asHtmlText(text));
  return [
    ...(page.status === 200 ? [] : [`status ${page.status}`]),
    ...expected.own.filter((text) => !shows(text)).map((text) => `lacks "${text}"`),
    ...expected.foreign.filter(shows).map((text) => `shows the other member's "${text}"`),
    ...expected.marks.filter((text) => !shows(text)).map((text) => `lacks its language's "${text}"`),
    ...expected.foreignMarks.filter(shows).map((text) => `shows the other language's "${text}"`),
  ];
}

/** One member's page in an interleaved round: what to render, and the fixtures' texts to check. */
export interface InterleavedPage {
  /** Names the page in a problem (the member, the page); its language is added. */
  label: string;
  input: RenderInput;
  /** This member's texts on this page, by language. */
  own: ByLanguage;
  /** The other member's texts that could leak here (a page of theirs, or all of them), by language. */
  strangers: readonly ByLanguage[];
  /** What only this page in a language says. */
  marks: ByLanguage;
}

/**
 * A stranger's text is foreign in both languages: the renders beside this one run in either.
 */
function expectationsIn(lang: Language, page: InterleavedPage): PageExpectations {
  return {
    own: page.own[lang],
    foreign: page.strangers.flatMap((stranger) => [...stranger.fr, ...stranger.en]),
    marks: page.marks[lang],
    foreignMarks: page.marks[otherLanguage(lang)],
  };
}

/** What an interleaved run renders: every page of two members, by the remote's own render. */
export interface InterleavedRenders<Page, Member> {
  render: (input: RenderInput) => Promise<RenderOutput>;
  pages: readonly Page[];
  members: readonly [Member, Member];
  /** `member`'s `page` in `lang`, rendered beside `stranger`'s. */
  pageOf: (page: Page, member: Member, stranger: Member, lang: Language) => InterleavedPage;
}

/**
 * Renders every page of both members all at once, `rounds` times, the first member's in French
 * then English by turns and the second's in the other language: every await of one render lets
 * the others run, so state kept between calls or shared between renders (a member's data, an i18n
 * instance's language) would show on a page that is not its own. Stops at the first round with
 * problems and returns them, each naming its round and page.
 */
export async function interleavedProblems<Page, Member>(
  rounds: number,
  { render, pages, members: [first, second], pageOf }: InterleavedRenders<Page, Member>,
): Promise<string[]> {
  for (let round = 0; round < rounds; round += 1) {
    const lang: Language = round % 2 === 0 ? 'fr' : 'en';
    const both = pages.flatMap((page) => [
      { language: lang, page: pageOf(page, first, second, lang) },
      { language: otherLanguage(lang), page: pageOf(page, second, first, otherLanguage(lang)) },
    ]);
    const rendered = await Promise.all(
      both.map(async ({ language, page }) => ({ language, page, output: await render(page.input) })),
    );
    const problems = rendered.flatMap(({ language, page, output }) =>
      pageProblems(output, expectationsIn(language, page)).map(
        (problem) => `round ${round}, ${page.label} (${language}): ${problem}`,
      ),
    );
    if (problems.length > 0) return problems;
  }
  return [];
}
