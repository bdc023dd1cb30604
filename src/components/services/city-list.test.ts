import { describe, expect, it } from 'vitest';
import { cityLabel } from './city-list';

describe('cityLabel', () => {
  it('puts the city into the template wherever {city} appears', () => {
    expect(cityLabel('Website Design {city}', 'Dar es Salaam')).toBe('Website Design Dar es Salaam');
    expect(cityLabel('{city}: web design in {city}', 'Tanga')).toBe('Tanga: web design in Tanga');
  });
});
