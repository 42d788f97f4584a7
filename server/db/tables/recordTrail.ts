import type { TrailKind } from '../../../src/domain/recordIntegrity';

/** One entry of a room's hash chain (server/services/recordIntegrity): what it stands for and its hashes. */
export interface RecordTrailTable {
  serviceId: string;
  /** From 1, one after the other in the order the entries were appended. */
  seq: number;
  kind: TrailKind;
  /** The id of the row the entry stands for. */
  sourceId: string;
  /** The entry's canonical JSON, exactly as hashed. */
  content: string;
  prevHash: string;
  /** SHA-256 (hex) of prevHash followed by content. */
  hash: string;
  at: Date;
}

/** The last entry of a room's chain; locked by every append to the room. */
export interface TrailHeadTable {
  serviceId: string;
  seq: number;
  hash: string;
}
