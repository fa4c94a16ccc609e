import { createElement, useMemo, type ReactNode } from 'react';
import { parseSvgArt, type SvgArtNode } from '@coach/shared/trainings';
import styles from './TrainingCover.module.css';

/** React's names for the hyphenated SVG attributes (aria-* keep theirs). */
const reactName = (attribute: string) =>
  attribute.startsWith('aria-')
    ? attribute
    : attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw(node: SvgArtNode, key?: number): ReactNode {
  const props: Record<string, string | number | undefined> = { key };
  for (const [attribute, value] of Object.entries(node.attributes)) props[reactName(attribute)] = value;
  return createElement(node.tag, props, ...node.children.map((child, index) => draw(child, index)));
}

/**
 * A training's cover (docs/content.md "Cover"), drawn inline so that its colours follow the theme.
 * Decorative: the title beside it says what it is. The markup is parsed again here (the same
 * rules as the content check), so that only plain shapes are ever drawn.
 */
export function TrainingCover({ markup, className }: { markup: string | null; className?: string }) {
  const art = useMemo(() => (markup ? parseSvgArt(markup).root : null), [markup]);
  if (!art) return null;
  return (
    <div className={className ? `${styles.cover} ${className}` : styles.cover} aria-hidden="true">
      {draw(art)}
    </div>
  );
}
