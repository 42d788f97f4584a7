import { describe, expect, it } from 'vitest';
import { inScope, levelAbove, scopeFilter, type Scope } from './scope';

const base = { agentId: 'a1', tenantId: 't1', orgAccountId: 'o1' };
const at = (level: Scope['level']): Scope => ({ ...base, level });

describe('scopeFilter', () => {
  it('limits each level to what spec 1 §6 gives it', () => {
    expect(scopeFilter(at('1'))).toEqual({ agentId: 'a1', tenantId: 't1', orgAccountId: 'o1' });
    expect(scopeFilter(at('2'))).toEqual({ tenantId: 't1', orgAccountId: 'o1' });
    expect(scopeFilter(at('3'))).toEqual({ tenantId: 't1' });
    expect(scopeFilter(at('4'))).toEqual({});
  });

  it('lets requested ids narrow but never widen', () => {
    expect(scopeFilter(at('3'), { orgAccountId: 'o2' })).toEqual({ tenantId: 't1', orgAccountId: 'o2' });
    expect(scopeFilter(at('3'), { tenantId: 't2' })).toBeNull();
    expect(scopeFilter(at('2'), { orgAccountId: 'o2' })).toBeNull();
    expect(scopeFilter(at('1'), { agentId: 'a2' })).toBeNull();
    expect(scopeFilter(at('4'), { tenantId: 't2' })).toEqual({ tenantId: 't2' });
  });

  it('gives nothing to a tenant-bound level without a tenant', () => {
    expect(scopeFilter({ ...at('3'), tenantId: null })).toBeNull();
  });

  it('tells whether a record is inside the scope', () => {
    const other = { agentId: 'a2', tenantId: 't1', orgAccountId: 'o2' };
    expect(inScope(at('3'), other)).toBe(true);
    expect(inScope(at('2'), other)).toBe(false);
    expect(inScope(at('4'), { agentId: 'x', tenantId: 't9', orgAccountId: null })).toBe(true);
  });
});

describe('levelAbove', () => {
  it('ranks a level above the lower ones only, never beside itself', () => {
    expect(levelAbove('3', '2')).toBe(true);
    expect(levelAbove('4', '1')).toBe(true);
    for (const level of ['1', '2', '3', '4'] as const) expect(levelAbove(level, level)).toBe(false);
    expect(levelAbove('2', '3')).toBe(false);
  });
});
