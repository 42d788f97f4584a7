import type { Generated } from 'kysely';
import type { ConversionStatus } from '../../../src/schemas/documentPages';
import type { FiveGResType } from '../../../src/schemas/fiveG';
import type { CreatedAt, UpdatedAt, BigIntColumn } from './columns';

export interface FileTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  name: string;
  type: 'document' | 'video';
  fileType: string;
  storageKey: string;
  size: BigIntColumn;
  sha256: string;
  contentType: string;
  isPublic: Generated<boolean>;
  range: Generated<number>;
  status: Generated<string>;
  identifier: string | null;
  /** Set on 5G materials only (src/schemas/fiveG.ts FIVE_G_RES_TYPES); other lists leave them out. */
  resType: FiveGResType | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FileUploadTable {
  id: Generated<string>;
  agentId: string;
  identifier: string;
  fileName: string;
  total: number;
  size: BigIntColumn;
  merging: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FileUploadChunkTable {
  uploadId: string;
  chunkIndex: number;
  size: number;
}

/** A document's conversion to page images (server/services/documentPages.ts). */
export interface FileConversionTable {
  fileId: string;
  status: Generated<ConversionStatus>;
  error: string | null;
  claimedUntil: Date | null;
  attempts: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FilePageTable {
  fileId: string;
  pageNumber: number;
  storageKey: string;
  contentType: string;
  /** SHA-256 (hex) of the page image as stored; null for pages drawn before pages kept one. */
  sha256: string | null;
}
