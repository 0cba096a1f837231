import { describe, expect, it } from 'vitest';
import {
  bodyValuesForSlug,
  directoryFilterLinks,
  directoryHeading,
  toModelCard,
  type ModelFacetRow,
} from './model-directory';

const toyota = { manufacturerSlug: 'toyota', manufacturerName: 'Toyota' };
const kia = { manufacturerSlug: 'kia', manufacturerName: 'Kia' };
const ROWS: ModelFacetRow[] = [
  { ...toyota, bodies: ['SUV', 'Wagon'] },
  { ...toyota, bodies: ['People Mover'] },
  { ...kia, bodies: ['peopleMover'] },
  { ...kia, bodies: ['SUV'] },
  { ...kia, bodies: [] },
];

describe('toModelCard', () => {
  const model = {
    ...toyota,
    id: 4,
    name: 'RAV4',
    slug: 'rav4',
    overrideUrl: null,
    imageUrl: '/media/rav4.svg',
    bodies: ['SUV', 'suv', 'Wagon'],
  };

  it('titles the card with manufacturer and model, lists each body once and links to /models/{slug}', () => {
    expect(toModelCard(model)).toEqual({
      id: 4,
      title: 'Toyota RAV4',
      bodyText: 'SUV · Wagon',
      imageUrl: '/media/rav4.svg',
      href: '/models/rav4',
    });
  });

  it('links to the override url and has no body text without bodies', () => {
    expect(toModelCard({ ...model, bodies: [], overrideUrl: '/pages/rav4' })).toMatchObject({
      bodyText: null,
      href: '/pages/rav4',
    });
  });
});

describe('bodyValuesForSlug', () => {
  it('finds every stored form of a footer body slug (B-5)', () => {
    expect(bodyValuesForSlug(ROWS, 'people-mover')).toEqual(['People Mover', 'peopleMover']);
    expect(bodyValuesForSlug(ROWS, 'suv')).toEqual(['SUV']);
    expect(bodyValuesForSlug(ROWS, 'ute')).toEqual([]);
  });
});

describe('directoryFilterLinks', () => {
  it('counts makes and bodies over all models, sorted by label, nothing selected', () => {
    expect(directoryFilterLinks(ROWS, {})).toEqual({
      makes: [
        { label: 'Kia', count: 3, href: '/models?make=kia', isSelected: false },
        { label: 'Toyota', count: 2, href: '/models?make=toyota', isSelected: false },
      ],
      bodies: [
        { label: 'People Mover', count: 2, href: '/models?body=people-mover', isSelected: false },
        { label: 'SUV', count: 2, href: '/models?body=suv', isSelected: false },
        { label: 'Wagon', count: 1, href: '/models?body=wagon', isSelected: false },
      ],
    });
  });

  it('counts each filter within the other one and toggles the selected value off', () => {
    const links = directoryFilterLinks(ROWS, { make: 'kia', body: 'suv' });
    expect(links.makes).toEqual([
      { label: 'Kia', count: 1, href: '/models?body=suv', isSelected: true },
      { label: 'Toyota', count: 1, href: '/models?body=suv&make=toyota', isSelected: false },
    ]);
    expect(links.bodies).toEqual([
      { label: 'People Mover', count: 1, href: '/models?body=people-mover&make=kia', isSelected: false },
      { label: 'SUV', count: 1, href: '/models?make=kia', isSelected: true },
    ]);
  });
});

describe('directoryHeading', () => {
  it.each([
    [{}, 'Models'],
    [{ make: 'toyota' }, 'Toyota Models'],
    [{ body: 'people-mover' }, 'People Mover Models'],
    [{ make: 'kia', body: 'suv' }, 'Kia SUV Models'],
    [{ make: 'nope', body: 'nope' }, 'Models'],
  ])('%j → %j', (filters, heading) => {
    expect(directoryHeading(ROWS, filters)).toBe(heading);
  });
});
