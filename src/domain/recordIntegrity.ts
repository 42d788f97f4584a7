/**
 * Tamper evidence of a record (issue 30): the canonical form each trail entry is hashed in, and the words a
 * verification is stated in. The hashing and the reading of stored rows and files are the server's.
 */
import { chinaDateTime } from './chinaTime';

/**
 * A value as one exact text: object keys sorted (by UTF-16 code units), no spaces, times as ISO 8601 UTC, and
 * otherwise JSON.stringify's own writing of strings, numbers and literals. Fields left undefined are left out,
 * as JSON leaves them. The form never changes: every stored hash depends on it.
 */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${fields.join(',')}}`;
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value) ?? 'null';
}

export const TRAIL_KINDS = ['event', 'checkpoint', 'access', 'deletion', 'recording', 'document'] as const;
export type TrailKind = (typeof TRAIL_KINDS)[number];
export const TRAIL_KIND_NAMES: Record<TrailKind, string> = {
  event: '房间事件',
  checkpoint: '双录检查点',
  access: '访问日志',
  deletion: '保留期删除',
  recording: '录像存证',
  document: '文档存证',
};

/** How an entry differs from what was chained: its row or content changed, it is gone, or it was never chained. */
export type EntryChange = 'changed' | 'removed' | 'added';
/** How a stored file differs from its hash: other bytes, or no file at all. */
type FileChange = 'changed' | 'missing';

export interface ChangedEntry {
  /** Its place in the trail; null for a row that was never chained. */
  seq: number | null;
  kind: TrailKind | null;
  /** The kind in words, with what the entry was where that helps (an access log's action, an event's name). */
  kindName: string;
  at: string | null;
  change: EntryChange;
}

export interface ChangedFile {
  kind: 'recording' | 'document';
  name: string;
  change: FileChange;
}

export const recordIntegrityTexts = {
  intact: '录像与留痕完整，未被篡改',
  button: '完整性校验',
  checking: '正在校验…',
  failed: '校验失败，请稍后重试',
  title: '完整性校验',
  checkedAt: '校验时间',
  counts: (entries: number, files: number) => `已核对 ${entries} 条留痕、${files} 个文件`,
  noRecord: '记录不存在',
  recordRequired: '请选择记录',
} as const;

function entrySentence(entry: ChangedEntry): string {
  const about =
    entry.kind === null
      ? ''
      : `（${[entry.kindName, entry.at && chinaDateTime(entry.at)].filter(Boolean).join('，')}）`;
  if (entry.change === 'added') return `有一条留痕${about}不在留痕链上，为事后添加`;
  return `第 ${entry.seq ?? '?'} 条留痕${about}已被${entry.change === 'removed' ? '删除' : '修改'}`;
}

function fileSentence(file: ChangedFile): string {
  const what = file.kind === 'recording' ? '录像文件' : '文档页面';
  return `${what}已被${file.change === 'missing' ? '删除' : '修改'}：${file.name}`;
}

/** The verification in one sentence: intact, or the first changed entry and every changed file. */
export function integrityMessage(report: { firstChanged: ChangedEntry | null; changedFiles: ChangedFile[] }): string {
  const sentences = [
    ...(report.firstChanged ? [entrySentence(report.firstChanged)] : []),
    ...report.changedFiles.map(fileSentence),
  ];
  return sentences.length === 0 ? recordIntegrityTexts.intact : sentences.join('；');
}
