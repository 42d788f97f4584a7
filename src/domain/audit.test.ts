import { describe, expect, it } from 'vitest';
import {
  AUDIT_STATUS,
  auditLevelOf,
  auditResultText,
  canAudit,
  isEditableStatus,
  isPendingStatus,
  pendingStatusFor,
  rejectedStatusFor,
} from './audit';

describe('audit statuses', () => {
  it('1, 3 and 4 are editable; 2 and 12 are pending; approved is neither', () => {
    expect([1, 2, 3, 4, 5, 12].filter(isEditableStatus)).toEqual([1, 3, 4]);
    expect([1, 2, 3, 4, 5, 12].filter(isPendingStatus)).toEqual([2, 12]);
  });

  it('level 3 audits status 2, level 4 audits status 12, nobody else audits', () => {
    expect(canAudit('3', 2)).toBe(true);
    expect(canAudit('4', 12)).toBe(true);
    expect(canAudit('4', 2)).toBe(false);
    expect(canAudit('3', 12)).toBe(false);
    expect(canAudit('2', 2)).toBe(false);
    expect(canAudit('3', AUDIT_STATUS.approved)).toBe(false);
    expect(auditLevelOf(1)).toBeNull();
  });

  it('a submission goes to the level above the tenant admins when a tenant admin submits it', () => {
    expect(pendingStatusFor('1')).toBe(2);
    expect(pendingStatusFor('2')).toBe(2);
    expect(pendingStatusFor('3')).toBe(12);
    expect(rejectedStatusFor('3')).toBe(3);
    expect(rejectedStatusFor('4')).toBe(4);
  });

  it('tells the author which item was audited, and why it was rejected', () => {
    expect(auditResultText({ kind: 'dynamicVideo', id: 'd1', name: '周先生问候', pass: true, reason: null })).toBe(
      '动态视频「周先生问候」审核通过',
    );
    expect(auditResultText({ kind: 'videoContent', id: 'c1', name: '年金介绍', pass: false, reason: '称呼有误' })).toBe(
      '视频内容「年金介绍」审核驳回：称呼有误',
    );
  });
});
