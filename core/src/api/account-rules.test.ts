import { describe, expect, it } from 'vitest';
import { placeLabel, sniffImageType } from './account-rules';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

describe('sniffImageType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['image/webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
  ])('recognises %s by its signature', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it('refuses text, SVG and truncated files', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull();
  });
});

describe('placeLabel', () => {
  it('shows readable region codes and hides numeric ones', () => {
    expect(placeLabel({ region: 'IL', countryName: 'United States' })).toBe('IL, United States');
    expect(placeLabel({ region: '11', countryName: 'France' })).toBe('France');
  });

  it('names the region when the gazetteer has its name, unless it repeats the place', () => {
    const liverpool = {
      name: 'Liverpool',
      region: 'ENG',
      regionName: 'England',
      countryName: 'United Kingdom',
    };
    expect(placeLabel(liverpool)).toBe('England, United Kingdom');
    expect(placeLabel({ region: '11', regionName: 'Île-de-France', countryName: 'France' })).toBe(
      'Île-de-France, France',
    );
    expect(placeLabel({ name: 'Berlin', region: '16', regionName: 'Berlin', countryName: 'Germany' })).toBe(
      'Germany',
    );
    expect(placeLabel({ region: 'IL', regionName: '', countryName: 'United States' })).toBe(
      'IL, United States',
    );
  });
});
