import { describe, expect, it } from 'vitest';
import { featureLists } from './features';

describe('featureLists (D-30)', () => {
  it('gives the standard equipment, then the options', () => {
    expect(
      featureLists({ standardEquipment: ['Cruise Control', 'Reversing Camera'], features: ['Tow Bar'] }),
    ).toEqual([
      {
        key: 'standardEquipment',
        title: 'Standard Equipment',
        items: ['Cruise Control', 'Reversing Camera'],
      },
      { key: 'features', title: 'Optional Features', items: ['Tow Bar'] },
    ]);
  });

  it('trims, drops blanks and repeats, and keeps the order', () => {
    expect(
      featureLists({ standardEquipment: [' ABS ', '', 'Bluetooth', 'ABS', '  '], features: [] }),
    ).toEqual([{ key: 'standardEquipment', title: 'Standard Equipment', items: ['ABS', 'Bluetooth'] }]);
  });

  it('is empty when the car lists nothing', () => {
    expect(featureLists({ standardEquipment: [], features: [' '] })).toEqual([]);
  });
});
