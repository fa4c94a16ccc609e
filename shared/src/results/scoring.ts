// How the two tests are scored (docs/product.md §8.3). Pure functions over plain numbers: the api
// computes a result with them when a test module is completed and stores it; the result pages
// only show what the api stored. Content (which answer gives points to which captain type, which
// question rates which life area) is read by the caller and passed in as ids and numbers.

/** One captain type's share of a test: its points and its whole percentage of the total. */
export interface DimensionScore {
  id: string;
  points: number;
  percent: number;
}

export interface CaptainTypeScore {
  /** Every type, in the order the content declares them (the order the bars are drawn in). */
  scores: DimensionScore[];
  /** The type with the most points; a tie goes to the type declared first. */
  main: string;
  /** The type with the second most points (same tie rule); null when only one type has points. */
  secondary: string | null;
  total: number;
}

/**
 * Whole percentages that add up to exactly 100 (largest remainder): the bars of a result always
 * fill the whole, and the numbers read as text agree with the drawing. Equal remainders go to the
 * earlier entry, so the same points always give the same percentages.
 */
export function wholePercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (value * 100) / total);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}

/**
 * Sums the points each chosen answer adds to the captain types, and ranks the types.
 * `dimensionIds` is the content's list of types, in its declared order: it decides ties
 * (documented in docs/product.md §8.3) and keeps types nobody scored in the result, at 0 %.
 * Points for an id that is not a declared type are an error of the content, not of the person.
 */
export function scoreCaptainTypes(
  dimensionIds: readonly string[],
  answerPoints: ReadonlyArray<Readonly<Record<string, number>>>,
): CaptainTypeScore {
  if (dimensionIds.length === 0) throw new Error('a captain-type test needs at least one type');
  const points = new Map(dimensionIds.map((id) => [id, 0]));
  for (const given of answerPoints) {
    for (const [id, value] of Object.entries(given)) {
      const current = points.get(id);
      if (current === undefined) throw new Error(`points for "${id}", which is not a declared type`);
      points.set(id, current + value);
    }
  }
  const values = dimensionIds.map((id) => points.get(id)!);
  const percents = wholePercentages(values);
  const scores = dimensionIds.map((id, index) => ({ id, points: values[index]!, percent: percents[index]! }));
  // Array.prototype.sort is stable: equal points keep the declared order.
  const ranked = [...scores].sort((a, b) => b.points - a.points);
  const second = ranked[1];
  return {
    scores,
    main: ranked[0]!.id,
    secondary: second && second.points > 0 ? second.id : null,
    total: values.reduce((sum, value) => sum + value, 0),
  };
}

/** One life area as rated by the person: now and wished, each 0–10. */
export interface AreaRating {
  id: string;
  now: number;
  wished: number;
}

export interface AreaGap extends AreaRating {
  /** wished − now: positive when the person wants more of this area than they have. */
  gap: number;
}

export interface LifeGpsScore {
  /** Every area, in the order the content declares them (the order of the wheel's spokes). */
  areas: AreaGap[];
  /** The areas whose gap is positive, largest first; equal gaps keep the declared order. */
  largestGaps: AreaGap[];
}

/** The wheel of the life GPS and where the distance between now and wished is greatest. */
export function scoreLifeGps(ratings: readonly AreaRating[]): LifeGpsScore {
  for (const { id, now, wished } of ratings) {
    for (const [ring, value] of [
      ['now', now],
      ['wished', wished],
    ] as const) {
      if (!Number.isInteger(value) || value < 0 || value > 10) {
        throw new Error(`area "${id}": ${ring} must be a whole number from 0 to 10, got ${value}`);
      }
    }
  }
  const areas = ratings.map((rating) => ({ ...rating, gap: rating.wished - rating.now }));
  const largestGaps = areas.filter((area) => area.gap > 0).sort((a, b) => b.gap - a.gap);
  return { areas, largestGaps };
}
