/**
 * Where each react-admin resource lives in the API's paths (src/schemas/routes.ts gathers them all): the data
 * provider reads this alone. The paths are written here, and each schema module names its own again, because a
 * bundle keeps a module whole: paths written beside their schemas brought every resource's schemas into the
 * script of every back-office page.
 */
import { pathWith } from './paths';

export const fiveGPaths = {
  startAgent: '/api/fifthGeneration/startAgent',
  roomInfo: '/api/fifthGeneration/roomInfo/:serviceId',
  event: '/api/fifthGeneration/event',
  startShare: '/api/fifthGeneration/startShare',
  stopShare: '/api/fifthGeneration/stopShare',
  shareInfo: '/api/fifthGeneration/shareInfo',
  startPhoneCall: '/api/fifthGeneration/startPhoneCall',
  micStatus: '/api/fifthGeneration/mircoPhoneStatus',
  videoStatus: '/api/fifthGeneration/videoStatus',
  endPhoneCall: '/api/fifthGeneration/endPhoneCall',
  end: '/api/fifthGeneration/end',
  receiveManual: '/api/fifthGeneration/receiveManual',
  traceRecordStatus: '/api/fifthGeneration/traceRecordStatus',
  insurance: '/api/fifthGeneration/insurance',
  list: '/api/fifthGeneration/list',
  record: '/api/fifthGeneration/record',
  detail: '/api/fifthGeneration/detail/:serviceId',
  export: '/api/fifthGeneration/export',
  material: '/api/fifthGeneration/material',
  materialList: '/api/fifthGeneration/material/list',
  templateSms: '/api/fifthGeneration/templateSms',
} as const;

export const agentGroupPaths = {
  base: '/api/agentGroup',
  list: '/api/agentGroup/list',
  one: '/api/agentGroup/:id',
  export: '/api/agentGroup/export',
  candidates: '/api/agentGroup/candidates',
} as const;

/** The agent's API: the user list and form, the session's own profile and status. */
export const agentPaths = {
  base: '/api/agents',
  list: '/api/agents/list',
  one: '/api/agents/:agentId',
  export: '/api/agents/export',
  profile: '/api/agents/profile',
  serviceStatus: '/api/agents/serviceStatus',
  kick: '/api/agents/kickAgent',
  unbindWx: '/api/agents/unboundWxUserId',
  bindWx: '/api/agents/bindWxUserId',
} as const;

export const billAccountPaths = {
  base: '/api/billAccount',
  list: '/api/billAccount/list',
  one: '/api/billAccount/:id',
  export: '/api/billAccount/export',
  tenant: '/api/billAccount/tenant',
  remove: '/api/billAccount/delete',
  kickOut: '/api/billAccount/kickOut',
  login: '/api/billAccount/login',
  unlock: '/api/billAccount/unlock',
  usage: '/api/billAccount/usage',
} as const;

export const callRecordPaths = {
  list: '/api/serviceRoom/request/list',
  export: '/api/serviceRoom/request/export',
  rooms: '/api/serviceRoom/list',
  room: '/api/serviceRoom/roomInfo/:serviceId',
  video: '/api/serviceRoom/video',
  videoFile: '/api/serviceRoom/video/file',
  mergeVideo: '/api/serviceRoom/mergeVideo',
} as const;

export const dynamicVideoPaths = {
  base: '/api/dynamicVideo',
  list: '/api/dynamicVideo/list',
  auditList: '/api/dynamicVideo/auditList',
  one: '/api/dynamicVideo/:id',
  submit: '/api/dynamicVideo/:id/submit',
  check: '/api/dynamicVideo/:id/check',
  retry: '/api/dynamicVideo/:id/retry',
} as const;

export const filePaths = {
  /** POST uploads (multipart), PUT edits, DELETE removes. */
  base: '/api/file',
  list: '/api/files/list',
  one: '/api/file/:id',
  detail: '/api/file/detail',
  download: '/api/file/download/:id',
  export: '/api/files/export',
  videoChunk: '/api/file/video/upload',
  videoMerge: '/api/file/video/merge',
} as const;

export const planBookPaths = {
  list: '/api/insurancePlanBook',
} as const;

export const interactionTemplatePaths = {
  base: '/api/videoInteractionTemplate',
  list: '/api/videoInteractionTemplate/list',
  one: '/api/videoInteractionTemplate/:id',
  preview: '/api/videoInteractionTemplate/:id/preview',
  tags: '/api/videoInteractionTemplate/:id/tags',
} as const;

export const materialImagePaths = {
  base: '/api/materialImage',
  list: '/api/materialImage/list',
  one: '/api/materialImage/:id',
  file: '/api/materialImage/:id/file',
} as const;

export const tagPaths = {
  base: '/api/contentTag',
  list: '/api/contentTag/list',
  one: '/api/contentTag/:id',
  authorize: '/api/contentTag/:id/authorize',
} as const;

export const orgAccountPaths = {
  base: '/api/organizations',
  one: '/api/organizations/:id',
  export: '/api/organizations/export',
} as const;

export const serviceWebPaths = {
  create: '/api/serviceWeb/create',
  list: '/api/serviceWeb/list',
  one: '/api/serviceWeb/:serviceId',
  detail: '/api/serviceWeb/detail',
  export: '/api/serviceWeb/export',
  end: '/api/serviceWeb/end',
  inviteMessage: '/api/serviceWeb/getInviteMessage',
  sendInvite: '/api/serviceWeb/sendInviteMessage',
  shortUrl: '/api/serviceWeb/agentShortUrl',
  /** What the customer's page of a record in progress shows, by its key. */
  customerSession: '/api/customer/sameScreen/:serviceId',
  /** The short link an invite message carries; it redirects to the customer's page. */
  shortLink: '/s/:code',
} as const;

export const shareWebPaths = {
  base: '/api/shareWeb',
  createV2: '/api/v2/shareWeb',
  list: '/api/shareWebs/list',
  one: '/api/shareWeb/:id',
  detail: '/api/shareWeb/detail',
  export: '/api/shareWebs/export',
} as const;

export const sysRolePaths = {
  base: '/api/sysRole',
  one: '/api/sysRole/:id',
  export: '/api/sysRole/export',
} as const;

export const tenantPaths = {
  base: '/api/tenant',
  one: '/api/tenant/:id',
  export: '/api/tenant/export',
  billSetting: '/api/tenant/billSetting',
  remainLimit: '/api/tenant/remainLimit',
} as const;

export const videoContentPaths = {
  base: '/api/videoContent',
  list: '/api/videoContent/list',
  auditList: '/api/videoContent/auditList',
  /** 展业素材: approved, rendered contents shared with the viewer's organisation. */
  shared: '/api/videoContent/shared',
  one: '/api/videoContent/:id',
  submit: '/api/videoContent/:id/submit',
  check: '/api/videoContent/:id/check',
  retry: '/api/videoContent/:id/retry',
  tags: '/api/videoContent/:id/tags',
  /** The rendered files, by signed address (a <video> cannot send the session header). */
  media: '/api/videoContent/media/:kind/:id',
  preview: '/api/videoTemplate/:id/preview',
  previewOne: '/api/videoTemplatePreview/:id',
} as const;

export const videoTemplatePaths = {
  base: '/api/videoTemplate',
  list: '/api/videoTemplate/list',
  auditList: '/api/videoTemplate/auditList',
  /** 数字人模板: approved templates shared with the viewer's organisation. */
  approvedList: '/api/videoTemplate/approvedList',
  variables: '/api/videoTemplate/variables',
  one: '/api/videoTemplate/:id',
  submit: '/api/videoTemplate/:id/submit',
  check: '/api/videoTemplate/:id/check',
  interaction: '/api/videoTemplate/:id/interaction',
  tags: '/api/videoTemplate/:id/tags',
} as const;

/** Where each react-admin resource lives in the contract; a resource absent here has no API yet. */
export interface ResourcePaths {
  list: string;
  one?: (id: string) => string;
  create?: string;
  /** PUT with the id in the body as `idField`. */
  update?: string;
  /** DELETE with the id in the query as `idField`. */
  remove?: string;
  idField?: string;
}

/** Fills the one parameter of a record's path, whatever the server names it. */
const byId = (pattern: string) => (id: string) =>
  pathWith(pattern, { [pattern.slice(pattern.lastIndexOf(':') + 1)]: id });

/** A resource whose create, update and delete share one path. */
const crud = (paths: { base: string; one: string }, list: string = paths.base): ResourcePaths => ({
  list,
  one: byId(paths.one),
  create: paths.base,
  update: paths.base,
  remove: paths.base,
});

export const resourcePaths: Record<string, ResourcePaths> = {
  accountSetting: { ...crud(agentPaths, agentPaths.list), idField: 'agentId' },
  tenant: crud(tenantPaths),
  organizations: crud(orgAccountPaths),
  mechanismSetting: crud(orgAccountPaths),
  tenantSetting: crud(tenantPaths),
  RoleAuthoritySetting: crud(sysRolePaths),
  customerServiceGroup: crud(agentGroupPaths, agentGroupPaths.list),
  billAccount: { list: billAccountPaths.list, create: billAccountPaths.base },
  sysRole: crud(sysRolePaths),
  materialManagement: {
    list: filePaths.list,
    one: byId(filePaths.one),
    update: filePaths.base,
    remove: filePaths.base,
  },
  materialVideo: { list: filePaths.list, one: byId(filePaths.one), update: filePaths.base, remove: filePaths.base },
  productManagement: crud(shareWebPaths, shareWebPaths.list),
  zhibaoManagement: crud(shareWebPaths, shareWebPaths.list),
  YxzxManagement: crud(shareWebPaths, shareWebPaths.list),
  digitalHuman: crud(shareWebPaths, shareWebPaths.list),
  insurancePlanBook: { list: planBookPaths.list },
  sameScreen: { list: serviceWebPaths.list, one: byId(serviceWebPaths.one), create: serviceWebPaths.create },
  recordSameScreen: { list: serviceWebPaths.list, one: byId(serviceWebPaths.one) },
  callRecord: { list: callRecordPaths.list },
  remoteMeeting: { list: callRecordPaths.rooms, one: byId(callRecordPaths.room) },
  liveRecording: { list: callRecordPaths.rooms, one: byId(callRecordPaths.room) },
  fifthGeneration: { list: fiveGPaths.list, one: byId(fiveGPaths.detail) },
  'fifthGeneration/record': { list: fiveGPaths.record, one: byId(fiveGPaths.detail) },
  fifthGenerationManagement: { list: fiveGPaths.materialList, remove: fiveGPaths.material, idField: 'id' },
  videoTemplate: { list: videoTemplatePaths.list, one: byId(videoTemplatePaths.one) },
  'videoTemplate/auditList': { list: videoTemplatePaths.auditList, one: byId(videoTemplatePaths.one) },
  interactionTemplate: { list: interactionTemplatePaths.list, one: byId(interactionTemplatePaths.one) },
  MaterialImageManagement: { list: materialImagePaths.list },
  TagManagement: { list: tagPaths.list, one: byId(tagPaths.one) },
  videoContent: { list: videoContentPaths.list, one: byId(videoContentPaths.one) },
  'videoContent/auditList': { list: videoContentPaths.auditList, one: byId(videoContentPaths.one) },
  DynamicTemplateManagement: { list: videoTemplatePaths.list, one: byId(videoTemplatePaths.one) },
  DynamicVideoManagement: { list: dynamicVideoPaths.list, one: byId(dynamicVideoPaths.one) },
  zgyeManagement: { list: videoContentPaths.shared, one: byId(videoContentPaths.one) },
  imageManagement: { list: videoTemplatePaths.approvedList },
};
