import { labelAnchor, labelLines, ringPoints, spokePoint } from './wheel.ts';

describe('the life GPS wheel geometry', () => {
  it.each([
    { index: 0, count: 4, value: 10, expected: { x: 100, y: 0 } },
    { index: 1, count: 4, value: 10, expected: { x: 200, y: 100 } },
    { index: 2, count: 4, value: 5, expected: { x: 100, y: 150 } },
    { index: 3, count: 4, value: 10, expected: { x: 0, y: 100 } },
    { index: 0, count: 8, value: 0, expected: { x: 100, y: 100 } },
    { index: 0, count: 8, value: 12, expected: { x: 100, y: 0 } },
  ])('spoke $index of $count at $value → $expected', ({ index, count, value, expected }) => {
    expect(spokePoint(index, count, value, { x: 100, y: 100 }, 100)).toEqual(expected);
  });

  it('draws a ring through every spoke, clockwise from the top', () => {
    expect(ringPoints([10, 10, 10, 10], { x: 100, y: 100 }, 100)).toBe('100,0 200,100 100,200 0,100');
  });

  it.each([
    { index: 0, count: 8, anchor: 'middle' },
    { index: 1, count: 8, anchor: 'start' },
    { index: 4, count: 8, anchor: 'middle' },
    { index: 6, count: 8, anchor: 'end' },
  ])('label of spoke $index of $count: $anchor', ({ index, count, anchor }) => {
    expect(labelAnchor(index, count)).toBe(anchor);
  });
});

describe('the wheel’s labels', () => {
  it.each([
    { name: 'Santé', lines: ['Santé'] },
    { name: 'Vie amoureuse', lines: ['Vie', 'amoureuse'] },
    { name: 'Développement personnel', lines: ['Développement', 'personnel'] },
    { name: 'Personal growth', lines: ['Personal', 'growth'] },
    { name: 'Épanouissementpersonnel', lines: ['Épanouissementpersonnel'] },
  ])('$name → $lines', ({ name, lines }) => {
    expect(labelLines(name)).toEqual(lines);
  });
});
