import { render, screen, within } from '@testing-library/react';
import { lifeGpsAreas, lifeGpsResult, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import { LifeGpsGaps, LifeGpsWheel, LifeGpsWheelOutline } from './LifeGpsWheel.tsx';

beforeEach(resetEnvironment);

const latest = lifeGpsResult({
  areas: lifeGpsAreas([
    ['health', 'Santé', 6, 8],
    ['family', 'Famille', 7, 7],
    ['work', 'Travail', 3, 9],
    ['growth', 'Développement personnel', 5, 4],
  ]),
});

describe('the life GPS wheel', () => {
  it('is one image named by its title, with a ring for now and one for wished, and a label per area', () => {
    const { container } = render(<LifeGpsWheel result={latest} />);
    const image = screen.getByRole('img', {
      name: 'Votre roue de vie : maintenant et souhaité, de 0 à 10 par domaine',
    });
    expect(image).not.toHaveAttribute('aria-describedby');
    expect(
      [...container.querySelectorAll('polygon[data-ring]')].map((ring) => ring.getAttribute('data-ring')),
    ).toEqual(['wished', 'now']);
    // Work, the third of four spokes (pointing down), at 3 of 10: 48 units below the centre.
    expect(container.querySelector('[data-ring="now"]')).toHaveAttribute(
      'points',
      '340,124 452,220 340,268 260,220',
    );
    expect([...image.querySelectorAll('text')].map((label) => label.textContent)).toEqual([
      'Santé',
      'Famille',
      'Travail',
      'Développementpersonnel',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Légende' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maintenant', 'Souhaité']);
  });

  it('adds the previous "now" as a third ring and in the legend', () => {
    const previous = lifeGpsResult({
      areas: lifeGpsAreas([
        ['health', 'Santé', 4, 8],
        ['work', 'Travail', 2, 9],
      ]),
    });
    const { container } = render(<LifeGpsWheel result={latest} previous={previous} />);
    expect(container.querySelectorAll('polygon[data-ring]')).toHaveLength(3);
    // An area the previous result did not rate sits at 0.
    expect(container.querySelector('[data-ring="previous"]')).toHaveAttribute(
      'points',
      '340,156 340,220 340,252 340,220',
    );
    expect(screen.getByText('Maintenant, résultat précédent')).toBeInTheDocument();
  });

  it('tells its values in its description when asked (no table beside it), in the page’s language', async () => {
    render(<LifeGpsWheel result={latest} describeValues />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      'Santé : maintenant 6, souhaité 8. Famille : maintenant 7, souhaité 7. Travail : maintenant 3, souhaité 9. Développement personnel : maintenant 5, souhaité 4.',
    );
    await switchLanguage('en');
    expect(screen.getByRole('img', { name: /^Your wheel of life/ })).toHaveAccessibleDescription(
      /^Santé: now 6, wished 8\./,
    );
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('NowWished');
  });

  it('as an outline holds the wheel’s place, hidden from assistive technologies', () => {
    const { container } = render(<LifeGpsWheelOutline spokes={8} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelectorAll('line')).toHaveLength(8);
    expect(container.querySelector('polygon[data-ring]')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the largest gaps', () => {
  it('lists the areas furthest below what is wished, largest first, with their ratings', () => {
    render(<LifeGpsGaps result={latest} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Travailmaintenant 3, souhaité 9 (écart +6)',
      'Santémaintenant 6, souhaité 8 (écart +2)',
    ]);
  });

  it('stops at `limit`', () => {
    render(<LifeGpsGaps result={latest} limit={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when no area is below what is wished', () => {
    render(<LifeGpsGaps result={{ ...latest, largest_gaps: [] }} />);
    expect(
      screen.getByText('Aucun domaine n’est en dessous de ce que vous souhaitez : gardez le cap !'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
