import { describe, expect, it } from 'vitest';
import { paramsOf, pathWith } from './paths';

describe('pathWith', () => {
  it('fills each parameter of the pattern, encoded', () => {
    expect(pathWith('/api/file/page/:id/:pageNumber', { id: 'a b/c', pageNumber: 3 })).toBe(
      '/api/file/page/a%20b%2Fc/3',
    );
  });

  it('adds the query, leaving out empty values', () => {
    expect(pathWith('/api/x/:serviceId', { serviceId: 's1' }, { key: 'k&1', call: null })).toBe('/api/x/s1?key=k%261');
    expect(pathWith('/api/x', {})).toBe('/api/x');
  });
});

describe('paramsOf', () => {
  it('reads back the parameters pathWith filled, and nothing from another path', () => {
    expect(
      paramsOf(
        '/api/file/page/:id/:pageNumber',
        pathWith('/api/file/page/:id/:pageNumber', { id: 'a b/c', pageNumber: 3 }),
      ),
    ).toEqual({ id: 'a b/c', pageNumber: '3' });
    expect(paramsOf('/api/x.y/:id/file', '/api/xzy/1/file')).toBeNull();
    expect(paramsOf('/api/x/:id/file', '/api/x/1/file/more')).toBeNull();
    expect(paramsOf('/api/x/:id', '/api/x/%E0%A4%A')).toBeNull();
  });
});
