import { describe, expect, it } from 'vitest';
import { modelSuggestions } from './car-entry';

const MODELS = ['Mazda:CX-5', 'Mazda:Mazda3', 'Toyota:Corolla', 'Toyota:RAV4', 'TOYOTA:RAV4', 'TOYOTA:Yaris'];

describe('modelSuggestions', () => {
  it("offers the typed make's models, whatever its case and spaces", () => {
    expect(modelSuggestions(MODELS, 'Mazda')).toEqual(['CX-5', 'Mazda3']);
    expect(modelSuggestions(MODELS, '  toyota ')).toEqual(['Corolla', 'RAV4', 'Yaris']);
  });

  it('offers nothing before a make is typed, or for a make not in stock', () => {
    expect(modelSuggestions(MODELS, '')).toEqual([]);
    expect(modelSuggestions(MODELS, '   ')).toEqual([]);
    expect(modelSuggestions(MODELS, 'Toy')).toEqual([]);
    expect(modelSuggestions(MODELS, 'Holden')).toEqual([]);
  });

  it('keeps the part after the first colon as the model', () => {
    expect(modelSuggestions(['Kia:EV6:GT', 'no-colon'], 'kia')).toEqual(['EV6:GT']);
  });
});
