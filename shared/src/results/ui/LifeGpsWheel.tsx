import { useId } from 'react';
import type { LifeGpsResult } from '@coach/shared/results';
import styles from './LifeGpsWheel.module.css';
import { useWheelText } from './strings.ts';
import { SCALE_MAX, labelAnchor, labelLines, ringPoints, spokePoint } from './wheel.ts';

// The drawing's own units (the SVG scales to its box): room around the wheel for the labels.
const WIDTH = 680;
const HEIGHT = 440;
const CENTER_X = WIDTH / 2;
const CENTER_Y = HEIGHT / 2;
const RADIUS = 160;
const GRID = [2, 4, 6, 8, 10];

const CENTER = { x: CENTER_X, y: CENTER_Y };
const VIEW_BOX = `0 0 ${WIDTH} ${HEIGHT}`;
const ring = (values: readonly number[]) => ringPoints(values, CENTER, RADIUS);

/** The grid: a ring per two points of the scale, a spoke per area. */
function WheelGrid({ count }: { count: number }) {
  const spokes = Array.from({ length: count }, (_, index) =>
    spokePoint(index, count, SCALE_MAX, CENTER, RADIUS),
  );
  return (
    <g className={styles.grid}>
      {GRID.map((step) => (
        <polygon key={step} points={ring(spokes.map(() => step))} />
      ))}
      {spokes.map((end, index) => (
        <line key={index} x1={CENTER_X} y1={CENTER_Y} x2={end.x} y2={end.y} />
      ))}
    </g>
  );
}

/** The legend: a swatch and a name per ring drawn. */
function Legend({ previous }: { previous: boolean }) {
  const { t } = useWheelText();
  return (
    <ul className={styles.legend} aria-label={t('legend')}>
      <li>
        <span className={`${styles.swatch} ${styles.swatchNow}`} aria-hidden="true" />
        {t('now')}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchWished}`} aria-hidden="true" />
        {t('wished')}
      </li>
      {previous ? (
        <li>
          <span className={`${styles.swatch} ${styles.swatchPrevious}`} aria-hidden="true" />
          {t('previousNow')}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The life GPS wheel: an SVG radar drawn by the project (no chart library: a few polygons), one
 * spoke per area, the rings "now" and "wished", and the previous "now" when there is one. The
 * drawing is one image: its values are told by a table beside it (the result page), or, with
 * `describeValues`, by the image's own description (a card that has no room for the table).
 */
export function LifeGpsWheel({
  result,
  previous = null,
  describeValues = false,
}: {
  result: LifeGpsResult;
  previous?: LifeGpsResult | null;
  describeValues?: boolean;
}) {
  const { t } = useWheelText();
  const titleId = useId();
  const descriptionId = useId();
  const count = result.areas.length;
  const previousNow = previous
    ? result.areas.map((area) => previous.areas.find((old) => old.id === area.id)?.now ?? 0)
    : null;
  return (
    <figure className={styles.wheel}>
      <svg
        viewBox={VIEW_BOX}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={describeValues ? descriptionId : undefined}
        className={styles.svg}
      >
        <title id={titleId}>{t('title')}</title>
        {describeValues ? (
          <desc id={descriptionId}>
            {result.areas
              .map((area) => t('areaValues', { area: area.name, now: area.now, wished: area.wished }))
              .join(' ')}
          </desc>
        ) : null}
        <WheelGrid count={count} />
        {previousNow ? (
          <polygon className={styles.ringPrevious} data-ring="previous" points={ring(previousNow)} />
        ) : null}
        <polygon
          className={styles.ringWished}
          data-ring="wished"
          points={ring(result.areas.map((area) => area.wished))}
        />
        <polygon
          className={styles.ringNow}
          data-ring="now"
          points={ring(result.areas.map((area) => area.now))}
        />
        {result.areas.map((area, index) => {
          // Just past the spoke's end (spokePoint stops at 10: a longer radius instead).
          const at = spokePoint(index, count, SCALE_MAX, CENTER, RADIUS + 18);
          return (
            <text
              key={area.id}
              x={at.x}
              y={at.y}
              textAnchor={labelAnchor(index, count)}
              dominantBaseline="middle"
              className={styles.label}
            >
              {labelLines(area.name).map((line, number, lines) => (
                // Two lines sit around the spoke's end: the first half a line up.
                <tspan key={line} x={at.x} dy={number === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </svg>
      <figcaption>
        <Legend previous={previous !== null} />
      </figcaption>
    </figure>
  );
}

/**
 * The wheel without values: its grid and legend, in the box the wheel takes. Decoration (hidden
 * from assistive technologies) that holds the wheel's place while it loads, or until there is a
 * result to draw, so that nothing moves when it arrives. `spokes`: how many areas the test rates.
 */
export function LifeGpsWheelOutline({ spokes }: { spokes: number }) {
  return (
    <div className={styles.wheel} aria-hidden="true">
      <svg viewBox={VIEW_BOX} className={styles.svg} focusable="false">
        <WheelGrid count={spokes} />
      </svg>
      <Legend previous={false} />
    </div>
  );
}

/** The areas whose "now" is furthest below "wished", largest first (`limit` of them), or a word that none is. */
export function LifeGpsGaps({ result, limit = 3 }: { result: LifeGpsResult; limit?: number }) {
  const { t } = useWheelText();
  const gaps = result.largest_gaps
    .slice(0, limit)
    .flatMap((id) => result.areas.filter((area) => area.id === id));
  if (gaps.length === 0) return <p>{t('noGap')}</p>;
  return (
    <ol className={styles.gapList}>
      {gaps.map((area) => (
        <li key={area.id}>
          <strong>{area.name}</strong>
          <span>{t('gapLine', { now: area.now, wished: area.wished, gap: area.gap })}</span>
        </li>
      ))}
    </ol>
  );
}
