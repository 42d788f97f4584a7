import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import path from 'node:path';
import { DOCUMENT_EXTENSIONS, FILE_NAME_MAX } from '../../src/schemas/file';

type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

/**
 * What file-type must find inside a file of each extension. Word and PowerPoint 97-2003 files are
 * OLE compound files, which it reports as 'cfb' without telling the two apart.
 */
const DETECTED_AS: Record<DocumentExtension, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  pdf: ['pdf'],
  doc: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  pptx: ['pptx'],
};

/** The lower-case extension of a client's file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  return path.extname(path.basename(fileName)).slice(1).toLowerCase();
}

/** A file name without its extension and folders, cut to the longest name a file may have. */
export function defaultNameOf(fileName: string): string {
  const base = path.basename(fileName.replaceAll('\\', '/'));
  const ext = path.extname(base);
  return Array.from(base.slice(0, base.length - ext.length).trim())
    .slice(0, FILE_NAME_MAX)
    .join('');
}

export function isDocumentExtension(ext: string): ext is DocumentExtension {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}

export function contentTypeOf(ext: string): string {
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Whether the bytes on disk are what the extension claims (magic bytes, and the entries of an Office zip). */
export async function documentMatches(filePath: string, ext: DocumentExtension): Promise<boolean> {
  const found = await fileTypeFromFile(filePath);
  return found !== undefined && DETECTED_AS[ext].includes(found.ext);
}

/** Whether the first bytes of a file are those of an MPEG-4 video (an ftyp box of an mp4 brand). */
export async function isMp4Head(head: Uint8Array): Promise<boolean> {
  const found = await fileTypeFromBuffer(head);
  return found?.ext === 'mp4' || found?.ext === 'm4v';
}

/** What file-type finds inside a background of each extension (spec 3 §5): WMV is an ASF container; M4V and MP4 are told apart by brand only. */
const BACKGROUND_DETECTED_AS: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  mp4: ['mp4', 'm4v'],
  m4v: ['mp4', 'm4v'],
  wmv: ['asf'],
  avi: ['avi'],
};

/** Whether a background's first bytes are what its extension claims. */
export async function backgroundMatches(head: Uint8Array, ext: string): Promise<boolean> {
  const found = await fileTypeFromBuffer(head);
  return found !== undefined && (BACKGROUND_DETECTED_AS[ext] ?? []).includes(found.ext);
}
