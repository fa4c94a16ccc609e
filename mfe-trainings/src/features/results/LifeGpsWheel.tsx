import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifeGpsResult } from '@coach/shared/results';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './results.module.css';
import { SCALE_MAX, labelAnchor, labelLines, ringPoints, spokePoint } from './wheel.ts';

// The drawing's own units (the SVG scales to its box): room around the wheel for the labels.
const WIDTH = 680;
const HEIGHT = 440;
const CENTER_X = WIDTH / 2;
const CENTER_Y = HEIGHT / 2;
const RADIUS = 160;
const GRID = [2, 4, 6, 8, 10];

const CENTER = { x: CENTER_X, y: CENTER_Y };

/**
 * The life GPS wheel: an SVG radar drawn by the project (no chart library: a few polygons), one
 * spoke per area, the rings "now" and "wished", and the previous "now" when there is one. The
 * values are also a table (LifeGpsPage), so the drawing is one image with a text alternative.
 */
export function LifeGpsWheel({
  result,
  previous,
}: {
  result: LifeGpsResult;
  previous: LifeGpsResult | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const count = result.areas.length;
  const ring = (values: number[]) => ringPoints(values, CENTER, RADIUS);
  const previousNow = previous
    ? result.areas.map((area) => previous.areas.find((old) => old.id === area.id)?.now ?? 0)
    : null;
  return (
    <figure className={styles.wheel}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className={styles.wheelSvg}
      >
        <title id={titleId}>{t('resultLifeGps.wheelTitle')}</title>
        <g className={styles.wheelGrid}>
          {GRID.map((step) => (
            <polygon key={step} points={ring(result.areas.map(() => step))} />
          ))}
          {result.areas.map((area, index) => {
            const end = spokePoint(index, count, SCALE_MAX, CENTER, RADIUS);
            return <line key={area.id} x1={CENTER_X} y1={CENTER_Y} x2={end.x} y2={end.y} />;
          })}
        </g>
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
              className={styles.wheelLabel}
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
        <ul className={styles.legend} aria-label={t('resultLifeGps.legend')}>
          <li>
            <span className={`${styles.swatch} ${styles.swatchNow}`} aria-hidden="true" />
            {t('resultLifeGps.now')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchWished}`} aria-hidden="true" />
            {t('resultLifeGps.wished')}
          </li>
          {previous ? (
            <li>
              <span className={`${styles.swatch} ${styles.swatchPrevious}`} aria-hidden="true" />
              {t('resultLifeGps.previousNow')}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
