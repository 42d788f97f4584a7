/** The materials' own rules (spec 2 §5, spec 1 §6): what a picked file may be, upload defaults, who changes what. */
import { inScope, levelAtLeast, type RoleLevel } from '../../domain/scope';
import type { AgentRecord } from '../../schemas/api';
import {
  DOCUMENT_EXTENSIONS,
  FILE_NAME_MAX,
  fileTexts,
  IMAGE_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_EXTENSIONS,
} from '../../schemas/file';

export interface PickedFile {
  name: string;
  size: number;
}

/** The lower-case extension of a file name, without its dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The name a picked file suggests: its name without the extension, at most 30 characters. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return Array.from(stem.trim()).slice(0, FILE_NAME_MAX).join('');
}

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/** Why a picked document cannot be uploaded, or null: images, doc, docx, pdf, ppt and pptx, within their sizes. */
export function documentProblem(file: PickedFile): string | null {
  const ext = extensionOf(file.name);
  if (!isOneOf(DOCUMENT_EXTENSIONS, ext)) return fileTexts.documentTypes;
  if (file.size === 0) return fileTexts.emptyFile;
  if (isOneOf(IMAGE_EXTENSIONS, ext) && file.size > MAX_IMAGE_BYTES) return fileTexts.imageTooLarge;
  if (file.size > MAX_DOCUMENT_BYTES) return fileTexts.documentTooLarge;
  return null;
}

/** Why a picked video cannot be uploaded, or null: MP4 only, not empty, at most 2 GB. */
export function videoProblem(file: PickedFile): string | null {
  if (!isOneOf(VIDEO_EXTENSIONS, extensionOf(file.name))) return fileTexts.mp4Only;
  if (file.size === 0) return fileTexts.emptyFile;
  if (file.size > MAX_VIDEO_BYTES) return fileTexts.videoTooLarge;
  return null;
}

export interface UploadForm {
  file: PickedFile | null;
  name: string;
  orgAccount: string;
}

export interface UploadTexts {
  fileRequired: string;
  nameRequired: string;
  nameTooLong: string;
}

/** Messages per field of an upload dialog; the organisation is checked only where it is chosen. */
export function checkUpload(
  form: UploadForm,
  texts: UploadTexts,
  choosesOrg: boolean,
): Partial<Record<keyof UploadForm, string>> {
  const problems: Partial<Record<keyof UploadForm, string>> = {};
  if (!form.file) problems.file = texts.fileRequired;
  const name = form.name.trim();
  if (name === '') problems.name = texts.nameRequired;
  else if (Array.from(name).length > FILE_NAME_MAX) problems.name = texts.nameTooLong;
  if (choosesOrg && form.orgAccount === '') problems.orgAccount = fileTexts.orgRequired;
  return problems;
}

/** Tenant admins choose the organisation of an upload; the platform admin, having none of its own, too. */
export function choosesOrganisation(level: RoleLevel): boolean {
  return level === '3' || level === '4';
}

/** isPublic 0 for an ordinary agent, else 1; range 1 for agents with publicEdit, else 2. */
export function uploadDefaults(agent: Pick<AgentRecord, 'publicEdit'> & { agentRole: { level: RoleLevel } }): {
  isPublic: 0 | 1;
  range: 1 | 2;
} {
  return { isPublic: agent.agentRole.level === '1' ? 0 : 1, range: agent.publicEdit ? 1 : 2 };
}

export interface OwnedRecord {
  agent?: { _id: string } | null;
  tenant: { _id: string };
  orgAccount: { _id: string };
}

/** The owner may change an item, and so may an admin (level 2 and up) whose scope covers it. */
export function mayChange(
  agent: Pick<AgentRecord, '_id' | 'tenant' | 'orgAccount'> & { agentRole: { level: RoleLevel } },
  item: OwnedRecord,
): boolean {
  if (item.agent?._id === agent._id) return true;
  const scope = {
    level: agent.agentRole.level,
    agentId: agent._id,
    tenantId: agent.tenant?._id ?? null,
    orgAccountId: agent.orgAccount?._id ?? null,
  };
  return (
    levelAtLeast(scope.level, '2') &&
    inScope(scope, { agentId: item.agent?._id ?? null, tenantId: item.tenant._id, orgAccountId: item.orgAccount._id })
  );
}

/** A byte count as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
