import type { ColumnType, Generated } from 'kysely';
import type { StoredTemplate } from '../../../src/domain/scene/stored';
import type { AuditStatus } from '../../../src/domain/audit';
import type { InteractionContent } from '../../../src/schemas/interactionTemplate';
import type { OfferRow } from '../../../src/domain/offerPrice';
import type { CreatedAt, UpdatedAt, Json, BigIntColumn } from './columns';

/** A video template: where it belongs and which of its versions is the latest and the approved one. */
export interface VideoTemplateTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  /** Its author. */
  agentId: string | null;
  latestVersion: Generated<number>;
  approvedVersion: number | null;
  /** The Q&A card template its video asks after playing. */
  interactionTemplateId: string | null;
  /** A dynamic template's words hold variables filled per recipient of a dynamic video. */
  kind: ColumnType<TemplateKind, TemplateKind | undefined, TemplateKind>;
  /** Removed from the lists; its approved versions stay for what uses them. */
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type TemplateKind = 'common' | 'dynamic';

/** One version of a template: a draft (status 1) changes in place; a submitted one never changes its content. */
export interface VideoTemplateVersionTable {
  id: Generated<string>;
  templateId: string;
  version: number;
  name: string;
  content: Json<StoredTemplate>;
  status: ColumnType<AuditStatus, AuditStatus | undefined, AuditStatus>;
  editedBy: string | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  auditedBy: string | null;
  auditedAt: Date | null;
  reason: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A picture of the studio's config lists: type 1 background, 2 sticker, 3 card; without tenant a public one of the platform. */
export interface MaterialImageTable {
  id: Generated<string>;
  tenantId: string | null;
  agentId: string | null;
  type: 1 | 2 | 3;
  name: string;
  /** A built-in picture served by the web app; otherwise storageKey names the uploaded file. */
  url: string | null;
  storageKey: string | null;
  contentType: string;
  size: BigIntColumn;
  createdAt: CreatedAt;
}

/** A background uploaded in the template editor; a video's first frame is stored beside it (posterKey). */
export interface TemplateBackgroundTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string | null;
  kind: 'image' | 'video';
  name: string;
  fileType: string;
  storageKey: string;
  contentType: string;
  size: BigIntColumn;
  posterKey: string | null;
  createdAt: CreatedAt;
}

/** A tag of templates (type 1) or materials (type 2); `authorized` lists who may use it, all when empty. */
export interface ContentTagTable {
  id: Generated<string>;
  tenantId: string | null;
  type: 1 | 2;
  name: string;
  authorized: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** What a tag is attached to: template tags to video and interaction templates, material tags to video contents. */
type TaggedKind = 'videoTemplate' | 'videoContent' | 'interactionTemplate';

/** A tag attached to one item; removed with its tag. */
export interface ContentTagLinkTable {
  tagId: string;
  itemKind: TaggedKind;
  itemId: string;
  createdAt: CreatedAt;
}

/** An interactive Q&A card template (spec 3 §3). */
export interface InteractionTemplateTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  status: Generated<number>;
  content: Json<InteractionContent>;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A tenant's share card (spec 3 §3): its rows, and the card last drawn from them. */
export interface CardTemplateTable {
  id: Generated<string>;
  tenantId: string;
  type: Generated<'OfferPrice'>;
  name: string;
  content: Json<OfferRow[]>;
  /** The drawn card as a 5G material of the tenant. */
  fileId: string | null;
  /** The drawn card's public link key. */
  imageKey: string | null;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An insurance plan book of a tenant: digital-human material names one (spec 2 §5). */
export interface InsurancePlanBookTable {
  id: Generated<string>;
  tenantId: string;
  name: string;
  kind: string;
  createdAt: CreatedAt;
}

export type RenderState = 'queued' | 'rendering' | 'ready' | 'failed';

/** A video rendered from an approved template version: its audit, its render and, once ready, its files. */
export interface VideoContentTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  templateId: string;
  templateVersion: number;
  /** The values of the template's variables ({nameKey: value}). */
  variables: Json<Record<string, string>>;
  status: ColumnType<AuditStatus, AuditStatus | undefined, AuditStatus>;
  renderState: ColumnType<RenderState, RenderState | undefined, RenderState>;
  renderProgress: Generated<number>;
  renderError: string | null;
  /** Which render of the content this is (a retry starts the next); a job of an older one changes nothing. */
  renderAttempt: Generated<number>;
  videoKey: string | null;
  posterKey: string | null;
  durationSeconds: number | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  auditedBy: string | null;
  auditedAt: Date | null;
  reason: string | null;
  /** The dynamic video whose recipient this video is; such rows are not listed as video content. */
  dynamicVideoId: string | null;
  recipient: string | null;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A preview of a template as its editor has it, rendered like content. */
export interface VideoTemplatePreviewTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string;
  content: Json<StoredTemplate>;
  /** The approved version a /richMediaShare preview shows; null for an editor's preview. */
  templateVersionId: ColumnType<string | null, string | null | undefined, never>;
  renderState: ColumnType<RenderState, RenderState | undefined, RenderState>;
  renderProgress: Generated<number>;
  renderError: string | null;
  videoKey: string | null;
  posterKey: string | null;
  createdAt: CreatedAt;
}
