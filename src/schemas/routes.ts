/**
 * The one table of the API's paths: each entity's module under src/schemas names its own, the server
 * registers exactly these (tests/api/routeTable.test.ts checks), and the client requests nothing else.
 */
import { agentPaths } from './agent';
import { ssoPaths } from './sso';
import { agentGroupPaths } from './agentGroup';
import { agentSettingPaths } from './agentSetting';
import { apiPaths } from './api';
import { billAccountPaths } from './billAccount';
import { callPaths } from './call';
import { callServiceApiPaths } from './callService';
import { callRecordPaths } from './callRecord';
import { cardTemplatePaths } from './cardTemplate';
import { planBookPaths } from './insurancePlanBook';
import { documentPagePaths } from './documentPages';
import { filePaths } from './file';
import { customerFormPaths } from './customerForm';
import { fiveGPaths } from './fiveG';
import { orgAccountPaths } from './orgAccount';
import { pathWith } from './paths';
import { recordingPaths } from './recording';
import { roomControlPaths } from './roomControls';
import { roomEventPaths } from './roomEvent';
import { roomInvitePaths } from './roomInvite';
import { roomLifecyclePaths } from './roomLifecycle';
import { sharePaths } from './roomShare';
import { rtcConfigPaths } from './rtcConfig';
import { serviceWebPaths } from './serviceWeb';
import { shareWebPaths } from './shareWeb';
import { sysRolePaths } from './sysRole';
import { tenantPaths } from './tenant';
import { videoTemplatePaths } from './videoTemplate';
import { interactionTemplatePaths } from './interactionTemplate';
import { materialImagePaths, tagPaths } from './materialImage';
import { wecomTaskPaths } from './wecomTask';
import { wecomPaths } from './wecom';
import { messageTemplatePaths } from './messageTemplate';
import { registerStatsPaths } from './registerStats';
import { workSlotPaths } from './workSlot';
import { seatMonitorPaths } from './seatMonitor';
import { monitoringPaths } from './monitoring';
import { mediaDeliverConfigPaths } from './mediaDeliverConfig';
import { personalDataPaths } from './personalData';
import { recordSyncPaths } from './recordSync';
import { transferConfigPaths } from './transferConfig';
import { videoContentPaths } from './videoContent';
import { speechPaths } from './speech';
import { sopPaths } from './sop';
import { botApiPaths } from './bot';
import { dynamicVideoPaths } from './dynamicVideo';
import { deliveryTaskPaths } from './deliveryTask';
import { deliveryJobPaths } from './deliveryJob';
import { richMediaSharePaths } from './richMediaShare';
import { simpleTaskPaths } from './simpleTask';
import { miniProgramPaths } from './miniProgram';
import { storagePaths } from './storage';
import { templateBackgroundPaths } from './templateBackground';
import { avatarGroupPaths, avatarPaths } from './avatar';
import { voicePaths } from './voice';

export const apiRoutes = {
  session: apiPaths,
  agents: agentPaths,
  agentGroups: agentGroupPaths,
  agentSettings: agentSettingPaths,
  billAccounts: billAccountPaths,
  calls: callPaths,
  callService: callServiceApiPaths,
  callRecords: callRecordPaths,
  cardTemplates: cardTemplatePaths,
  files: filePaths,
  fiveG: fiveGPaths,
  customerForm: customerFormPaths,
  documentPages: documentPagePaths,
  organizations: orgAccountPaths,
  planBooks: planBookPaths,
  recordings: recordingPaths,
  roomControls: roomControlPaths,
  roomEvents: roomEventPaths,
  roomInvites: roomInvitePaths,
  roomLifecycle: roomLifecyclePaths,
  roomShares: sharePaths,
  rtcConfig: rtcConfigPaths,
  serviceWebs: serviceWebPaths,
  shareWebs: shareWebPaths,
  sysRoles: sysRolePaths,
  tenants: tenantPaths,
  videoTemplates: videoTemplatePaths,
  interactionTemplates: interactionTemplatePaths,
  materialImages: materialImagePaths,
  contentTags: tagPaths,
  workSlots: workSlotPaths,
  wecomTasks: wecomTaskPaths,
  wecom: wecomPaths,
  messageTemplates: messageTemplatePaths,
  registerStats: registerStatsPaths,
  seatMonitor: seatMonitorPaths,
  monitoring: monitoringPaths,
  mediaDeliverConfig: mediaDeliverConfigPaths,
  recordSync: recordSyncPaths,
  transferConfig: transferConfigPaths,
  videoContents: videoContentPaths,
  speech: speechPaths,
  sop: sopPaths,
  bots: botApiPaths,
  dynamicVideos: dynamicVideoPaths,
  deliveryTasks: deliveryTaskPaths,
  deliveryJobs: deliveryJobPaths,
  richMediaShare: richMediaSharePaths,
  simpleTasks: simpleTaskPaths,
  miniProgram: miniProgramPaths,
  storage: storagePaths,
  templateBackgrounds: templateBackgroundPaths,
  sso: ssoPaths,
  avatars: avatarPaths,
  avatarGroups: avatarGroupPaths,
  voices: voicePaths,
  personalData: personalDataPaths,
} as const;

/** Every path of the table, once each. */
export const allApiPaths: readonly string[] = [
  ...new Set(Object.values(apiRoutes).flatMap((paths) => Object.values(paths))),
];

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
