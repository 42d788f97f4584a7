import type { ColumnType, Generated } from 'kysely';
import type { RenderState } from './content';
import type { AvatarStatus } from '../../../src/schemas/avatar';
import type { BigIntColumn, CreatedAt, Json, UpdatedAt } from './columns';

/** A tenant's group of digital-human avatars. */
export interface AvatarGroupTable {
  id: Generated<string>;
  tenantId: string;
  name: string;
  createdAt: CreatedAt;
}

/** A digital-human avatar: a picture or a short video (with its first frame), stored or built in. */
export interface AvatarTable {
  id: Generated<string>;
  tenantId: string;
  groupId: string;
  agentId: string | null;
  name: string;
  kind: 'image' | 'video';
  /** A picture the web app serves (the demo's); otherwise storageKey names the uploaded file. */
  builtinUrl: string | null;
  storageKey: string | null;
  /** A video's first frame. */
  posterKey: string | null;
  contentType: string;
  size: BigIntColumn;
  status: Generated<AvatarStatus>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One organisation or one agent an avatar is allotted to. */
export interface AvatarAllotmentTable {
  id: Generated<string>;
  avatarId: string;
  orgAccountId: string | null;
  agentId: string | null;
}

/** A tenant's voices: those its templates may not use, and the one a new template starts with. */
export interface TenantVoiceTable {
  tenantId: string;
  disabledVoiceIds: Json<string[]>;
  defaultVoiceId: string | null;
  updatedAt: UpdatedAt;
}

/** A digital human's video: an avatar saying words in a voice at a speed, rendered once per cache key. */
export interface DigitalHumanVideoTable {
  id: Generated<string>;
  tenantId: string;
  /** The avatar, voice, speed, words and speech engine, hashed: the same four are never rendered twice. */
  cacheKey: string;
  avatarId: string;
  voiceId: string;
  speed: number;
  words: string;
  renderState: ColumnType<RenderState, RenderState | undefined, RenderState>;
  renderProgress: Generated<number>;
  renderError: string | null;
  videoKey: string | null;
  posterKey: string | null;
  durationSeconds: number | null;
  createdAt: CreatedAt;
}
