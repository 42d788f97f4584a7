/**
 * Digital-human avatars (形象, issue 28 "Digital human and voice"): a picture or a short MP4 video of one
 * tenant, with a name, a group (/groupManagement) and a status, allotted to organisations and agents of the
 * tenant (/imageAllocation, /imageAllocationEdit). The template editor's digital-template picker lists the
 * avatars allotted to its user beside the built-in presenter.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { listOf, recordOf } from './answers';
import { nullableText, paging, recordText, requiredName, UUID_PATTERN } from './fields';
import { pathWith } from './paths';

export const AVATAR_NAME_MAX = 30;
export const AVATAR_GROUP_NAME_MAX = 20;
export const AVATAR_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const AVATAR_VIDEO_EXTENSIONS = ['mp4'] as const;
/** A short video: a few seconds of a person, enough for its first frame and a loop. */
export const AVATAR_MAX_VIDEO_BYTES = 20 * 1024 * 1024;
/** 1 in use, 0 stopped: a stopped avatar is offered to no one and refused in a template. */
const AVATAR_STATUSES = [0, 1] as const;
export type AvatarStatus = (typeof AVATAR_STATUSES)[number];
export const AVATAR_STATUS_NAMES: Record<AvatarStatus, string> = { 0: '停用', 1: '启用' };

export const avatarTexts = {
  created: '新建成功',
  saved: '编辑成功',
  deleted: '删除成功',
  allotted: '分配成功',
  nameRequired: '请输入形象名称',
  nameTooLong: `形象名称不能超过${AVATAR_NAME_MAX}个字符`,
  groupRequired: '请选择分组',
  badGroup: '分组不存在',
  badStatus: '状态不正确',
  fileRequired: '请上传形象图片或视频',
  fileTypes: '只能上传jpg、jpeg、png格式的图片或mp4格式的视频',
  videoTooLarge: '形象视频不能超过20MB',
  unreadableVideo: '视频无法读取，请换一个视频',
  noTenant: '请先选择公司',
  badAllotment: '只能分配给本公司的机构或坐席',
  notAllotted: '该数字人形象不可用，请重新选择',
} as const;

export const avatarGroupTexts = {
  created: '添加成功',
  saved: '编辑成功',
  deleted: '删除成功',
  nameRequired: '请输入分组名称',
  nameTooLong: `分组名称不能超过${AVATAR_GROUP_NAME_MAX}个字符`,
  nameTaken: '分组名称已存在',
  inUse: '该分组下还有形象，请先移走或删除这些形象再删除分组',
} as const;

const avatarName = requiredName('形象名称', AVATAR_NAME_MAX, {
  required: avatarTexts.nameRequired,
  tooLong: avatarTexts.nameTooLong,
});
const groupId = { type: 'string', pattern: UUID_PATTERN, errorMessage: avatarTexts.groupRequired } as const;

/** The multipart fields of a new avatar (besides its file); the platform admin names the tenant. */
export const avatarCreateFieldsSchema = {
  $id: 'avatarCreateFields',
  type: 'object',
  properties: {
    name: avatarName,
    groupId,
    status: { type: 'string', enum: ['0', '1'], errorMessage: avatarTexts.badStatus },
    tenant: { type: 'string', pattern: UUID_PATTERN, errorMessage: avatarTexts.noTenant },
  },
  required: ['name', 'groupId'],
  additionalProperties: false,
  errorMessage: { required: { name: avatarTexts.nameRequired, groupId: avatarTexts.groupRequired } },
} as const;
export type AvatarCreateFields = FromSchema<typeof avatarCreateFieldsSchema>;

/** PUT /api/digitalAvatar/:id: its name, group and status (a new picture is a new avatar). */
export const avatarUpdateSchema = {
  $id: 'avatarUpdate',
  type: 'object',
  properties: {
    name: avatarName,
    groupId,
    status: { type: 'integer', enum: AVATAR_STATUSES, errorMessage: avatarTexts.badStatus },
  },
  additionalProperties: false,
} as const;
export type AvatarUpdateInput = FromSchema<typeof avatarUpdateSchema>;

const ids = {
  type: 'array',
  maxItems: 2000,
  uniqueItems: true,
  items: { type: 'string', pattern: UUID_PATTERN },
  errorMessage: avatarTexts.badAllotment,
} as const;

/** PUT /api/digitalAvatar/:id/allot: every organisation and agent that may use it (the list replaces the old one). */
export const avatarAllotSchema = {
  $id: 'avatarAllot',
  type: 'object',
  properties: { orgAccounts: ids, agents: ids },
  required: ['orgAccounts', 'agents'],
  additionalProperties: false,
  errorMessage: { required: { orgAccounts: avatarTexts.badAllotment, agents: avatarTexts.badAllotment } },
} as const;
export type AvatarAllotInput = FromSchema<typeof avatarAllotSchema>;

export const avatarListQuerySchema = {
  $id: 'avatarListQuery',
  type: 'object',
  properties: {
    ...paging(),
    name: { type: 'string', maxLength: 100 },
    groupId: { type: 'string', maxLength: 100 },
    tenant: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const ref = recordOf({ _id: recordText, name: recordText });
const agentRef = recordOf({ _id: recordText, loginName: recordText, fullName: recordText });

export const avatarRecordSchema = recordOf({
  _id: recordText,
  name: recordText,
  kind: { type: 'string', enum: ['image', 'video'] },
  /** What the pickers and the list show: the picture, or the video's first frame. */
  pictureUrl: recordText,
  /** The video itself; null for a picture. */
  videoUrl: nullableText,
  group: ref,
  status: { type: 'integer', enum: AVATAR_STATUSES },
  tenant: ref,
  orgAccounts: { type: 'array', items: ref },
  agents: { type: 'array', items: agentRef },
  createdAt: recordText,
});
export type AvatarRecord = FromSchema<typeof avatarRecordSchema>;

/** What the template editor's picker shows of an avatar its user may use. */
const usableAvatarSchema = recordOf({ _id: recordText, name: recordText, pictureUrl: recordText });
export type UsableAvatar = FromSchema<typeof usableAvatarSchema>;
export const usableAvatarsAnswer = recordOf({ list: { type: 'array', items: usableAvatarSchema } });

/** Who an avatar may be allotted to: the tenant's organisations and agents. */
export const allotCandidatesSchema = recordOf({
  orgAccounts: { type: 'array', items: ref },
  agents: { type: 'array', items: recordOf({ ...agentRef.properties, orgAccountId: nullableText }) },
});
export type AllotCandidates = FromSchema<typeof allotCandidatesSchema>;

export const allotCandidatesQuerySchema = {
  $id: 'allotCandidatesQuery',
  type: 'object',
  properties: { tenant: { type: 'string', maxLength: 100 }, timestamp: { type: 'string' } },
  additionalProperties: false,
} as const;

/** POST/PUT /api/digitalAvatarGroup: a group's name (and, for the platform admin, its tenant). */
export const avatarGroupSchema = {
  $id: 'avatarGroup',
  type: 'object',
  properties: {
    name: requiredName('分组名称', AVATAR_GROUP_NAME_MAX, {
      required: avatarGroupTexts.nameRequired,
      tooLong: avatarGroupTexts.nameTooLong,
    }),
    tenant: { type: 'string', pattern: UUID_PATTERN, errorMessage: avatarTexts.noTenant },
  },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: avatarGroupTexts.nameRequired } },
} as const;
export type AvatarGroupInput = FromSchema<typeof avatarGroupSchema>;

export const avatarGroupListQuerySchema = {
  $id: 'avatarGroupListQuery',
  type: 'object',
  properties: {
    ...paging(),
    name: { type: 'string', maxLength: 100 },
    tenant: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const avatarGroupRecordSchema = recordOf({
  _id: recordText,
  name: recordText,
  tenant: ref,
  avatarCount: { type: 'integer' },
  createdAt: recordText,
});
export type AvatarGroupRecord = FromSchema<typeof avatarGroupRecordSchema>;
export const avatarGroupListAnswer = listOf(avatarGroupRecordSchema);

export const avatarPaths = {
  base: '/api/digitalAvatar',
  list: '/api/digitalAvatar/list',
  usable: '/api/digitalAvatar/usable',
  candidates: '/api/digitalAvatar/allotCandidates',
  one: '/api/digitalAvatar/:id',
  allot: '/api/digitalAvatar/:id/allot',
  picture: '/api/digitalAvatar/:id/picture',
  video: '/api/digitalAvatar/:id/video',
} as const;

export const avatarGroupPaths = {
  base: '/api/digitalAvatarGroup',
  list: '/api/digitalAvatarGroup/list',
  one: '/api/digitalAvatarGroup/:id',
} as const;

/** The picture of an avatar by its id: what the editor and the renderer draw for a digital template that is not built in. */
export const avatarPictureUrl = (id: string): string => pathWith(avatarPaths.picture, { id });
