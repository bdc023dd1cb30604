import { describe, expect, it } from 'vitest';
import { hostingSchema } from './schemas/hosting.ts';
import { siteSchema } from './schemas/site.ts';
import { knownFieldsAt, nearestName } from './known-fields.ts';

describe('did you mean', () => {
  it('finds the field meant by a typo, a swap or a different case', () => {
    const fields = ['email', 'phone', 'phoneDisplay', 'whatsapp', 'address'];
    expect(nearestName('emial', fields)).toBe('email');
    expect(nearestName('phonedisplay', fields)).toBe('phoneDisplay');
    expect(nearestName('adress', fields)).toBe('address');
    expect(nearestName('whatsap', fields)).toBe('whatsapp');
  });

  it('suggests nothing when no field is close', () => {
    expect(nearestName('colour', ['id', 'title', 'excerpt', 'tags'])).toBeUndefined();
  });

  it('knows the fields of nested objects through lists and transforms', () => {
    expect(knownFieldsAt(hostingSchema, ['plans', 1])).toEqual(['name', 'price', 'period', 'tagline', 'features']);
    expect(knownFieldsAt(hostingSchema, ['page', 'hero', 'actions', 0])).toEqual(['label', 'href', 'external', 'referral', 'contact']);
    expect(knownFieldsAt(siteSchema, ['address'])).toEqual(['street', 'locality', 'region', 'postalCode', 'country']);
  });
});
