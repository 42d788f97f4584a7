/**
 * Every call the spec names with a method and a path (document 1 §7, document 2 §7, document 3 §7), as the spec
 * writes it. tests/api/apiMap.test.ts finds each in the server's route table (under /api, or under the call
 * service's prefix for the call client's own service) and writes docs/api-map.md; a call that we serve at a path
 * of our own names it in `ours`, and a call we do not serve says why in `reason`.
 */
export interface SpecCall {
  /** Where the spec names it: document and section. */
  where: string;
  /** The method and the path, as the spec writes them ({name} for a parameter). */
  call: string;
  /** The separate call service of document 2 §7.3 (its simulator serves it under its own prefix). */
  callService?: true;
  /** Our route, METHOD and path, where it is not the spec's own path under /api. */
  ours?: string;
  /** What our own path does instead. */
  note?: string;
  /** Why no route serves it. */
  reason?: string;
  /** Not served yet: the issue that builds it. */
  pending?: string;
}

const doc1 = (section: string, calls: string[]): SpecCall[] => calls.map((call) => ({ where: `1 §${section}`, call }));
const doc2 = (section: string, calls: string[]): SpecCall[] => calls.map((call) => ({ where: `2 §${section}`, call }));
const doc3 = (calls: string[]): SpecCall[] => calls.map((call) => ({ where: '3 §7', call }));

const listed: SpecCall[] = [
  ...doc1('7.1', [
    'POST login',
    'POST huawei/login',
    'POST auth/zgyeLogin',
    'POST auth/wxCorpLogin',
    'POST logout',
    'POST auth/unlock',
    'GET agents/{agentId}',
    'GET agents/name',
    'POST agents/serviceStatus',
    'PUT agents/profile',
    'PUT agents',
    'GET agents/list',
    'POST agents',
    'DELETE agents',
    'POST agents/kickAgent',
    'POST agents/unboundWxUserId',
    'POST agents/bindWxUserId',
    'GET weixin/corpUserInfo',
    'GET weixin/corpContactList',
  ]),
  ...doc1('7.2', [
    'GET organizations',
    'POST organizations',
    'PUT organizations',
    'DELETE organizations',
    'GET tenant',
    'POST tenant',
    'PUT tenant',
    'DELETE tenant',
    'GET tenant/{id}',
    'PUT tenant/billSetting',
    'PUT tenant/remainLimit',
    'GET sysRole',
    'POST sysRole',
    'PUT sysRole',
    'DELETE sysRole',
    'GET agentGroup/list',
    'POST agentGroup',
    'PUT agentGroup',
    'DELETE agentGroup',
    'POST billAccount',
    'GET billAccount/list',
    'GET billAccount/tenant',
    'POST billAccount/delete',
    'POST billAccount/kickOut',
    'GET shareWebs/list',
    'POST shareWeb',
    'DELETE shareWeb',
    'POST /v2/shareWeb',
    'PUT shareWeb',
    'GET shareWeb/detail',
    'GET insurance/agent',
    'GET insurancePlanBook',
    'GET fiveTransfer/config',
  ]),
  ...doc1('7.3', [
    'GET serviceRoom/request/list',
    'GET serviceRoom/request/export',
    'GET serviceRoom/roomInfo/{serviceId}',
    'POST serviceRoom/mergeVideo',
    'GET serviceRoom/video',
    'POST serviceRoom/startAgent',
    'POST serviceRoom/startUser',
    'GET serviceRoom/inprocess',
    'POST serviceRoom/endRecord',
    'GET manualTransfer/callDetail',
    'POST manualTransfer/receiveCall',
  ]),
  ...doc1('7.4', [
    'GET serviceWeb/list',
    'GET serviceWeb/export',
    'POST serviceWeb/end',
    'GET serviceWeb/getInviteMessage',
    'POST serviceWeb/sendInviteMessage',
    'GET serviceWeb/agentShortUrl',
    'POST serviceWeb/create',
    'GET serviceWeb/detail',
  ]),
  ...doc2('7.1', [
    'GET files/list',
    'GET file/detail',
    'POST file',
    'PUT file',
    'DELETE file',
    'POST file/video/upload',
    'GET file/video/merge',
    'POST serviceRoomEvent',
    'GET serviceRoomEvent',
    'POST serviceRoom/shareStatus',
    'POST serviceRoom/endRecord',
    'POST serviceRoom/startTraceRecord',
    'POST serviceRoom/endUser',
    'POST serviceRoom/sendInviteMessage',
    'POST serviceRoom/startRecord',
    'POST serviceRoom/startUseVideo',
    'POST serviceRoom/endUseVideo',
    'POST serviceRoom/blindUser',
    'POST serviceRoom/muteUser',
    'POST serviceRoom/handleEndNotify',
    'GET serviceRoom/roomInfo/{id}',
    'GET serviceRoom/getInviteMessage',
    'GET serviceRoom/request/list',
    'POST shareWeb/start',
    'POST shareWeb/stop',
    'POST digitalMan/startShare',
    'POST digitalMan/stopShare',
    'POST serviceWeb/end',
    'GET agentSetting',
    'POST agentSetting',
    'GET rta/getToken',
    'GET weixin/corpContactList',
    'POST weixin/corpSendContactMessage',
    'POST tencentCloudFunc/request',
    'GET insurancePlanBook',
    'GET shareWebs/list',
    'POST /v2/shareWeb',
    'POST shareWeb',
    'PUT shareWeb',
    'DELETE shareWeb',
    'GET shareWeb/detail',
  ]),
  ...doc2('7.2', [
    'POST fifthGeneration/startAgent',
    'GET fifthGeneration/roomInfo/{serviceId}',
    'POST fifthGeneration/event',
    'POST fifthGeneration/startShare',
    'POST fifthGeneration/stopShare',
    'POST fifthGeneration/shareInfo',
    'POST fifthGeneration/startPhoneCall',
    'PUT fifthGeneration/mircoPhoneStatus',
    'PUT fifthGeneration/videoStatus',
    'POST fifthGeneration/endPhoneCall',
    'PUT fifthGeneration/end',
    'POST fifthGeneration/receiveManual',
  ]),
  ...[
    'POST /app/token',
    'POST /call/assign',
    'POST /mcu/rooms/token',
    'POST /call/voiceCall',
    'GET /call/agentEvent/{serviceId}',
    'GET /call/connected',
    'GET /call/switchMedia',
    'POST /call/videoTime',
    'GET /call/endVoiceCall',
    'POST /call/forceEndVoiceCall',
    'POST /recording/start',
    'POST /recording/stop',
    'POST /mcu/stream/update',
    'GET /agent/releaseAgent',
  ].map((call): SpecCall => ({ where: '2 §7.3', call, callService: true })),
  ...doc2('7.4', [
    'GET mediaDeliverJob/detail',
    'POST mediaDeliverJob/messageSendResult',
    'GET videoInteraction/resource',
    'POST videoInteraction/preview',
    'POST weixin/getGenerateScheme',
    'POST media/getAsr',
    'POST /dm/init',
    'PUT /dm/{dmId}',
    'POST /dm/end',
    'POST asr/bind',
    'POST asr/url/ws',
  ]),
  ...doc3([
    'POST /mediaDeliverPlatform/create',
    'PUT /mediaDeliverPlatform/list/{deliverId}',
    'GET mediaDeliverPlatform/list',
    'GET mediaDeliverPlatform/list/{deliverId}/part1',
    'GET mediaDeliverPlatform/list/{deliverId}/part2',
    'GET mediaDeliverPlatform/list/{deliverId}/part3',
    'GET mediaDeliverPlatform/list/detail/{deliverJobId}',
    'GET mediaDeliverPlatform/list/videoDetail/{deliverJobId}',
    'GET smsTemplate/allocate/tenant',
    'GET /mediaDeliverPlatform/mediaConfig/list',
    'GET /mediaDeliverPlatform/callQuality/{id}',
    'GET mediaDeliverPlatform/videoCheck/list',
    'PUT mediaDeliverPlatform/videoCheck/{templateId}',
    'GET mediaDeliverPlatform/tenants',
    'GET mediaDeliverJob/detail',
    'POST mediaDeliverJob/messageSendResult',
    'GET videoInteraction/resource',
    'POST videoInteraction/preview',
    'POST weixin/getGenerateScheme',
    'GET audioBot',
    'POST audioBot',
    'GET audioBot/{id}',
    'PUT audioBot/{id}/allocate',
    'DELETE audioBot/{id}',
    'GET audioBot/allocate/tenant',
    'GET videoBot',
    'POST videoBot',
    'GET videoBot/{id}',
    'DELETE videoBot/{id}',
    'PUT videoBot/{id}/allocate',
    'PUT videoBot/{botId}/relateMaterial',
    'GET videoBot/relate/list',
    'POST /dm/init',
    'PUT /dm/{dmId}',
    'POST /dm/end',
    'POST asr/bind',
    'POST asr/url/ws',
    'POST media/getAsr',
    'GET cardTemplateShare/list',
    'PUT /cardTemplateShare/{id}',
    'GET mediaMonitor/agentStatus',
    'POST mediaMonitor/callTest',
    'GET mediaMonitor/syncList',
    'GET mediaMonitor/recordList',
    'GET mediaDeliverConfig/recordSet',
    'PUT mediaDeliverConfig/recordSet',
    'GET mediaDeliverConfig/noticeMails',
    'PUT mediaDeliverConfig/noticeMails',
    'GET agentWorkDays',
    'POST agentWorkDay/enable',
    'POST agentWorkDay/disable',
    'GET live/bookingList',
    'POST startStream',
  ]),
];

/** What we serve elsewhere, or why not at all, by the spec's call. */
const answers: Record<string, Pick<SpecCall, 'ours' | 'note' | 'reason' | 'pending'>> = {
  'GET agents/name': {
    reason:
      'The spec names it without its parameters or answer, and nothing in the product asks an agent for a name alone: ' +
      'pickers read names with the agents they list (agents/list, agentWorkDay/agents, manualTransfer/candidates), the ' +
      "customer's pages get the agent's name with their own page (the booking page, the room), and a login name " +
      'already taken is refused by POST agents itself.',
  },
  'GET insurance/agent': {
    ours: 'GET /api/fifthGeneration/customerForm',
    note:
      "The agent's insurance configuration is read for its 'seats-info' field list, the layout of the customer " +
      "information form (spec 1 §3); ours is the agent's tenant's form, read when 客户信息 opens.",
  },
  'POST serviceRoom/shareStatus': {
    reason:
      'The server keeps what a room shares from the share calls themselves (shareWeb/start and stop, ' +
      'serviceRoom/shareFile, serviceRoom/stopShare, digitalMan/startShare and stopShare); GET serviceRoom/share reads it.',
  },
  'POST serviceRoom/startTraceRecord': {
    ours: 'POST /api/serviceRoom/startRecord',
    note: "The trace record is the agent's recording of the call, opened by startRecord and fed by recordPiece.",
  },
  'POST serviceRoom/endUser': {
    ours: 'POST /api/customer/room/end',
    note: "The customer ends the session from the customer's page, by the room's key.",
  },
  'POST serviceRoom/startUseVideo': {
    ours: 'POST /api/serviceRoomEvent',
    note: 'The events videoOn and videoOff record when each side turns its camera on or off.',
  },
  'POST serviceRoom/endUseVideo': {
    ours: 'POST /api/serviceRoomEvent',
    note: 'The events videoOn and videoOff record when each side turns its camera on or off.',
  },
  'GET rta/getToken': {
    reason: "The real-time assistant is the hall's own, over the speech port; no outside assistant SDK needs a token.",
  },
  'POST tencentCloudFunc/request': {
    reason:
      "The browser relays nothing to Tencent Cloud: the server's speech and SMS ports call Tencent's APIs " +
      'themselves, signed by the official SDK.',
  },
  'POST asr/bind': {
    reason:
      'The speech socket needs no binding to a dialog: the page sends what was recognised to the dialog with PUT /dm/{dmId}.',
  },
  'GET videoInteraction/resource': {
    ours: 'GET /api/materialImage/list',
    note:
      'The cards and backgrounds config (spec 3 §3: type 1 a background, type 3 a card, each with _id, url and name) ' +
      "is the studio's material pictures, listed by type for the interaction editor's background and card pickers; " +
      "the customer's page gets the pictures of its own interaction inside mediaDeliverJob/detail.",
  },
  'POST videoInteraction/preview': {
    ours: 'GET /api/videoInteractionTemplate/:id/preview',
    note:
      "The interaction preview (the 375x665 popup, '获取互动预览成功'): the interaction template's steps and outcomes " +
      "in the customer page's shape, read without changing anything, so a GET by the template's id.",
  },
  'GET mediaDeliverPlatform/list/{deliverId}/part1': {
    ours: 'GET /api/mediaDeliverPlatform/list/:deliverId/:part',
    note: 'One route serves the three parts: part1 interaction, part2 video, part3 call quality.',
  },
  'GET mediaDeliverPlatform/list/{deliverId}/part2': {
    ours: 'GET /api/mediaDeliverPlatform/list/:deliverId/:part',
    note: 'One route serves the three parts: part1 interaction, part2 video, part3 call quality.',
  },
  'GET mediaDeliverPlatform/list/{deliverId}/part3': {
    ours: 'GET /api/mediaDeliverPlatform/list/:deliverId/:part',
    note: 'One route serves the three parts: part1 interaction, part2 video, part3 call quality.',
  },
  'GET mediaDeliverPlatform/videoCheck/list': {
    ours: 'GET /api/videoContent/auditList',
    note:
      'The videos under check (spec 3 §4 "Video check") are the rendered video contents awaiting audit: a delivery ' +
      'task sends only an approved, rendered video content, so the video content audit list is this list.',
  },
  'PUT mediaDeliverPlatform/videoCheck/{templateId}': {
    ours: 'PUT /api/videoContent/:id/check',
    note:
      'The auditor approves or rejects a video under check (levels 3 and 4, the audit rules of spec 3 §4): the video ' +
      "content audit's check, by the video content's id (the video rendered from a template).",
  },
};

/** Each call once, at the first place the spec names it, with every place in `where`. */
export const specCalls: SpecCall[] = Object.values(
  listed.reduce<Record<string, SpecCall>>((byCall, entry) => {
    const key = `${entry.callService ? 'callService ' : ''}${entry.call}`;
    const seen = byCall[key];
    if (seen) {
      if (!seen.where.split(', ').includes(entry.where)) seen.where = `${seen.where}, ${entry.where}`;
    } else byCall[key] = { ...entry, ...answers[key] };
    return byCall;
  }, {}),
);
