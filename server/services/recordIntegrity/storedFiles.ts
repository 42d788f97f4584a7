import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../../src/domain/chinaTime';
import type { ChangedFile } from '../../../src/domain/recordIntegrity';
import type { DB } from '../../db/types';
import { StorageNotFoundError, type Storage } from '../../storage';
import type { TrailRow } from './chainCheck';
import type { RecordingSeal } from '../../db/trailChain';
import type { DocumentSeal } from './trail';

/** The SHA-256 of a stored object read again in full; null when there is no such object. */
export async function storedHash(storage: Storage, key: string): Promise<string | null> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/** What a file check found: how many files were read, and those that differ from their hash. */
export interface FileFindings {
  checked: number;
  changed: ChangedFile[];
}

function sealOf<T>(row: TrailRow): T | null {
  try {
    return JSON.parse(row.content) as T;
  } catch {
    return null;
  }
}

/**
 * Re-reads the room's stored files and compares each with the hash the trail chained for it (and the one its
 * row keeps): every finished recording, and every document the room showed with its page images. A recording
 * whose row is gone is changed unless retention's deletion of the room's recordings came after it; a document
 * its owner deleted from the library since is no longer the room's to check.
 */
export async function checkStoredFiles(
  db: Kysely<DB>,
  storage: Storage,
  serviceId: string,
  trail: readonly TrailRow[],
): Promise<FileFindings> {
  const changed: ChangedFile[] = [];
  let checked = 0;
  const compare = async (kind: ChangedFile['kind'], name: string, key: string | null, expected: string[]) => {
    checked++;
    const actual = key === null ? null : await storedHash(storage, key);
    if (actual === null) changed.push({ kind, name, change: 'missing' });
    else if (expected.some((hash) => hash !== actual)) changed.push({ kind, name, change: 'changed' });
  };

  const recordings = await db
    .selectFrom('roomRecordings as r')
    .innerJoin('agents as a', 'a.id', 'r.agentId')
    .select(['r.id', 'r.storageKey', 'r.sha256', 'r.startedAt', 'a.fullName'])
    .where('r.serviceId', '=', serviceId)
    .where('r.status', '=', 'finished')
    .orderBy('r.startedAt')
    .execute();
  const byId = new Map(recordings.map((row) => [row.id, row]));
  const nameOf = (row: { fullName: string; startedAt: Date } | undefined) =>
    row ? `${row.fullName} ${chinaDateTime(row.startedAt)} 开始的录像` : '已删除的录像';
  const lastDeletion = Math.max(0, ...trail.filter((row) => row.kind === 'deletion').map((row) => row.seq));
  const sealed = new Set<string>();
  for (const row of trail.filter((entry) => entry.kind === 'recording')) {
    const seal = sealOf<RecordingSeal>(row);
    if (!seal) continue;
    sealed.add(seal.recordingId);
    const recording = byId.get(seal.recordingId);
    if (!recording) {
      if (row.seq > lastDeletion) changed.push({ kind: 'recording', name: nameOf(undefined), change: 'missing' });
      continue;
    }
    await compare('recording', nameOf(recording), recording.storageKey, [seal.sha256, recording.sha256 ?? '']);
  }
  // A recording the trail does not hold (finished before recordings were chained) is checked by its row's hash.
  for (const recording of recordings)
    if (!sealed.has(recording.id) && recording.sha256 !== null)
      await compare('recording', nameOf(recording), recording.storageKey, [recording.sha256]);

  const documents = new Map<string, DocumentSeal>();
  for (const row of trail.filter((entry) => entry.kind === 'document')) {
    const seal = sealOf<DocumentSeal>(row);
    if (seal && !documents.has(seal.fileId)) documents.set(seal.fileId, seal);
  }
  for (const seal of documents.values()) {
    const file = await db.selectFrom('files').select(['storageKey']).where('id', '=', seal.fileId).executeTakeFirst();
    if (!file) continue;
    await compare('document', seal.name, file.storageKey, [seal.sha256]);
    const pages = await db
      .selectFrom('filePages')
      .select(['pageNumber', 'storageKey'])
      .where('fileId', '=', seal.fileId)
      .execute();
    const keys = new Map(pages.map((page) => [page.pageNumber, page.storageKey]));
    for (const page of seal.pages) {
      // The image of an image file is the file itself, checked above.
      if (page.sha256 === null || keys.get(page.pageNumber) === file.storageKey) continue;
      const name = `${seal.name} 第 ${page.pageNumber} 页`;
      await compare('document', name, keys.get(page.pageNumber) ?? null, [page.sha256]);
    }
  }
  return { checked, changed };
}
