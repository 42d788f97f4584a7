import { describe, expect, it } from 'vitest';
import { defaultCallStatus, durationSeconds, formatDuration, recordScopeFilter } from './callRecords';
import type { Scope } from './scope';

const agent: Scope = { level: '1', agentId: 'a1', tenantId: 't1', orgAccountId: 'o1' };

describe('call records', () => {
  it("shows an agent its own records, and the tenant's in cmb_videoSells", () => {
    expect(recordScopeFilter(agent, 'demo')).toEqual({ agentId: 'a1', tenantId: 't1', orgAccountId: 'o1' });
    expect(recordScopeFilter(agent, 'cmb_videoSells')).toEqual({ tenantId: 't1' });
    expect(recordScopeFilter(agent, 'cmb_videoSells', { agentId: 'a2' })).toEqual({ tenantId: 't1', agentId: 'a2' });
    expect(recordScopeFilter(agent, 'demo', { agentId: 'a2' })).toBeNull();
    expect(recordScopeFilter(agent, 'cmb_videoSells', { tenantId: 't2' })).toBeNull();
  });

  it('keeps admins to their level whatever the tenant', () => {
    expect(recordScopeFilter({ ...agent, level: '2' }, 'cmb_videoSells')).toEqual({
      tenantId: 't1',
      orgAccountId: 'o1',
    });
    expect(
      recordScopeFilter({ ...agent, level: '4', tenantId: null, orgAccountId: null }, null, { tenantId: 't9' }),
    ).toEqual({ tenantId: 't9' });
  });

  it('opens an agent on the started tab, except in cmb_videoSells', () => {
    expect(defaultCallStatus({ level: '1' }, 'demo')).toBe('started');
    expect(defaultCallStatus({ level: '1' }, 'cmb_videoSells')).toBe('all');
    expect(defaultCallStatus({ level: '3' }, 'demo')).toBe('all');
  });

  it('measures and shows durations', () => {
    expect(durationSeconds('2026-11-23T10:00:00Z', '2026-11-23T10:03:12.6Z')).toBe(193);
    expect(durationSeconds('2026-11-23T10:00:00Z', null)).toBeNull();
    expect(formatDuration(193)).toBe('03:13');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(null)).toBe('-');
  });
});
