import { describe, expect, it } from 'vitest';
import { pathWith } from './paths';

describe('pathWith', () => {
  it('fills each parameter of the pattern, encoded', () => {
    expect(pathWith('/api/file/page/:id/:pageNumber', { id: 'a b/c', pageNumber: 3 })).toBe('/api/file/page/a%20b%2Fc/3');
  });

  it('adds the query, leaving out empty values', () => {
    expect(pathWith('/api/x/:serviceId', { serviceId: 's1' }, { key: 'k&1', call: null })).toBe('/api/x/s1?key=k%261');
    expect(pathWith('/api/x', {})).toBe('/api/x');
  });
});
