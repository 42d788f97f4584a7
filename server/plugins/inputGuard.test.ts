import { describe, expect, it } from 'vitest';
import { findBadText } from './inputGuard';

describe('findBadText', () => {
  it('names the field of a bad string deep inside a body', () => {
    const schema = {
      type: 'object',
      properties: { phones: { type: 'array', items: { type: 'string', title: '手机号' } } },
    };
    expect(findBadText({ phones: ['13800000000', '13800000001', 'a\u0000'] }, schema)).toEqual({
      field: 'phones.2',
      label: '手机号',
    });
  });

  it('walks a body nested 50,000 deep in well under a second (the path is not copied per level)', () => {
    const body = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    const started = performance.now();
    const bad = findBadText(body, { type: 'object' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(bad?.field.split('.')).toHaveLength(50_000);
  });
});
