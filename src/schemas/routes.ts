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
import { recordIntegrityPaths } from './recordIntegrity';
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
import { digitalHumanPaths } from './digitalHuman';

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
  digitalHumans: digitalHumanPaths,
  personalData: personalDataPaths,
  recordIntegrity: recordIntegrityPaths,
} as const;

/** Every path of the table, once each. */
export const allApiPaths: readonly string[] = [
  ...new Set(Object.values(apiRoutes).flatMap((paths) => Object.values(paths))),
];
