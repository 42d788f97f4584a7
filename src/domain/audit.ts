/**
 * Audit statuses of templates and content (spec 3 §4): 1, 3 and 4 are editable (draft, rejected by a
 * level 3 or a level 4 auditor), 2 and 12 wait for a level 3 or a level 4 auditor, 5 is approved.
 */
import type { RoleLevel } from './scope';

export const AUDIT_STATUS = {
  draft: 1,
  pendingLevel3: 2,
  rejectedLevel3: 3,
  rejectedLevel4: 4,
  approved: 5,
  pendingLevel4: 12,
} as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

export const AUDIT_STATUS_NAMES: Record<AuditStatus, string> = {
  1: '未提交',
  2: '待审核',
  3: '审核驳回',
  4: '审核驳回',
  5: '审核通过',
  12: '待审核',
};

export const auditTexts = {
  pending: '模板正在审核中，不能修改',
  notDraft: '请先编辑模板后再提交',
  notPending: '该模板不在待审核状态',
  notYourLevel: '没有权限审核该模板',
  reasonRequired: '请填写驳回原因',
} as const;

const EDITABLE: readonly number[] = [AUDIT_STATUS.draft, AUDIT_STATUS.rejectedLevel3, AUDIT_STATUS.rejectedLevel4];
const PENDING: readonly number[] = [AUDIT_STATUS.pendingLevel3, AUDIT_STATUS.pendingLevel4];

export const isEditableStatus = (status: number) => EDITABLE.includes(status);
export const isPendingStatus = (status: number) => PENDING.includes(status);

/** Which level audits a pending status: level 3 audits 2, level 4 audits 12. */
export function auditLevelOf(status: number): RoleLevel | null {
  if (status === AUDIT_STATUS.pendingLevel3) return '3';
  if (status === AUDIT_STATUS.pendingLevel4) return '4';
  return null;
}

export const canAudit = (level: RoleLevel, status: number) => auditLevelOf(status) === level;

/** A submission waits for the tenant's admins (level 3), or for the platform admin when a tenant admin submits it. */
export const pendingStatusFor = (submitter: RoleLevel): AuditStatus =>
  submitter === '3' || submitter === '4' ? AUDIT_STATUS.pendingLevel4 : AUDIT_STATUS.pendingLevel3;

export const rejectedStatusFor = (auditor: RoleLevel): AuditStatus =>
  auditor === '4' ? AUDIT_STATUS.rejectedLevel4 : AUDIT_STATUS.rejectedLevel3;

/** What an author hears of an audit (server/services/auditNotices.ts): which item, the outcome and the reason. */
export interface AuditResult {
  kind: 'videoTemplate' | 'videoContent' | 'dynamicVideo';
  id: string;
  name: string;
  pass: boolean;
  reason: string | null;
}

const AUDITED_KINDS: Record<AuditResult['kind'], string> = {
  videoTemplate: '视频模板',
  videoContent: '视频内容',
  dynamicVideo: '动态视频',
};

export const auditResultText = (result: AuditResult): string =>
  `${AUDITED_KINDS[result.kind]}「${result.name}」${result.pass ? '审核通过' : `审核驳回：${result.reason ?? ''}`}`;
