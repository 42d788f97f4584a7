/** The screen of every built page the registry (src/domain/pages.ts) names. */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { AdminLoginPage, SsoCallbackPage, UrlLoginPage, WecomLoginPage } from '../auth';
import { WecomSimulatorPage } from '../features/wecom';
import type { ScreenName } from '../domain/pages';
import { PermissionDenied } from '../custom-pages/errors/PermissionDenied';
import { ErrorPage } from '../custom-pages/errors/ErrorPage';
import { ChargeSetting, TenantList } from '../resources/tenantSetting';
import { SameScreenCreate, SameScreenDetail } from '../resources/sameScreen';
import { WechatLanding } from '../custom-pages/wechat';
import { CallRecordList } from '../resources/callRecord';
import { MeetingDetail, MeetingList } from '../resources/remoteMeeting';
import { LiveRecordingDetail, LiveRecordingList } from '../resources/liveRecording';
import { ExhibitionHall, MeetingRoom, QwEnd } from '../features/hall';
import { DownloadVideo } from '../custom-pages/downloadVideo';
import { DialerPage, FiveGRoomPage, HandsetPage } from '../features/fiveG';
import { FiveGRecordList, FiveGSessionDetail, FiveGSessionList } from '../resources/fifthGeneration';
import { VideoTemplateAuditList, VideoTemplateList } from '../resources/videoTemplate';
import { DynamicTemplateEditor, VideoTemplateAuditEditor, VideoTemplateEditor } from '../features/studio';
import { DynamicTemplateList, DynamicVideoDetail, DynamicVideoList } from '../resources/dynamicContent';
import { ApprovedTemplateList, ZgyeList } from '../resources/agentMaterials';
import { InteractionDetailPage, InteractionTemplateList } from '../features/interaction';
import { MaterialImageList, TagList } from '../resources/contentStudio';
import { TimesManagement } from '../features/workSlots';
import { WecomTaskCreate, WecomTaskDetail, WecomTaskList } from '../features/wecomTasks';
import { ShareTemplatePage } from '../features/shareCards';
import { DigitalHumanList } from '../resources/digitalHuman';
import { SopPage } from '../features/sop';
import { AllotmentPage, AvatarsPage, GroupsPage, ObservePage, PlayerPage, VoicesPage } from '../features/digitalHuman';
import { MessageTemplatesPage, SystemSettingPage, TransferConfigPage } from '../features/settings';
import { AccessLogPage } from '../features/privacy';
import { SeatStatusPage } from '../features/seatMonitor';
import { MonitoringPage, RegisterStats } from '../features/statistics';
import { RecordSyncPage } from '../features/recordSync';
import { VideoContentAuditList, VideoContentDetail, VideoContentList } from '../resources/videoContent';
import { BotDetail, BotEditor, BotList, BotPreviewPage } from '../features/bots';
import { DeliveryTaskDetail, DeliveryTaskList, RichMediaPage, SimpleCallFivePage } from '../features/deliveries';

/** The customer's pages of a delivery task that the back-office shows too, loaded when first opened. */
const VideoDataPage = lazy(() =>
  import('../customer/deliveries/VideoDataPage').then((m) => ({ default: m.VideoDataPage })),
);
const RichMediaSharePage = lazy(() =>
  import('../customer/deliveries/RichMediaSharePage').then((m) => ({ default: m.RichMediaSharePage })),
);

/** Screens load when first opened, so the login and landing pages carry none of them. */
export const loaded = (Screen: ComponentType) =>
  function LoadedScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };

export const screens = {
  login: loaded(AdminLoginPage),
  urlLogin: loaded(UrlLoginPage),
  ssoCallback: loaded(SsoCallbackPage),
  wecomLogin: loaded(WecomLoginPage),
  wecomSimulator: loaded(WecomSimulatorPage),
  permissionDenied: PermissionDenied,
  error: ErrorPage,
  downloadVideo: loaded(DownloadVideo),
  tenants: loaded(TenantList),
  charge: loaded(ChargeSetting),
  sameScreenCreate: loaded(SameScreenCreate),
  sameScreenDetail: loaded(SameScreenDetail),
  wechat: loaded(WechatLanding),
  callRecords: loaded(CallRecordList),
  meetings: loaded(MeetingList),
  meetingDetail: loaded(MeetingDetail),
  liveRecords: loaded(LiveRecordingList),
  liveRecordDetail: loaded(LiveRecordingDetail),
  meetingRoom: loaded(MeetingRoom),
  exhibitionHall: loaded(ExhibitionHall),
  qwEnd: loaded(QwEnd),
  fiveGRoom: loaded(FiveGRoomPage),
  handset: loaded(HandsetPage),
  dialer: loaded(DialerPage),
  fiveGSessions: loaded(FiveGSessionList),
  fiveGRecords: loaded(FiveGRecordList),
  fiveGDetail: loaded(FiveGSessionDetail),
  videoTemplates: loaded(VideoTemplateList),
  videoTemplateEditor: loaded(VideoTemplateEditor),
  videoTemplateAudits: loaded(VideoTemplateAuditList),
  videoTemplateAuditEditor: loaded(VideoTemplateAuditEditor),
  interactionTemplates: loaded(InteractionTemplateList),
  interactionTemplateDetail: loaded(InteractionDetailPage),
  materialImages: loaded(MaterialImageList),
  contentTags: loaded(TagList),
  timesManagement: loaded(TimesManagement),
  wecomTasks: loaded(WecomTaskList),
  wecomTaskCreate: loaded(WecomTaskCreate),
  wecomTaskDetail: loaded(WecomTaskDetail),
  registerStats: loaded(RegisterStats),
  shareTemplates: loaded(ShareTemplatePage),
  digitalHumans: loaded(DigitalHumanList),
  seatStatus: loaded(SeatStatusPage),
  monitoring: loaded(MonitoringPage),
  systemSetting: loaded(SystemSettingPage),
  accessLog: loaded(AccessLogPage),
  recordSyncs: loaded(RecordSyncPage),
  switchingCallConfig: loaded(TransferConfigPage),
  messageTemplates: loaded(MessageTemplatesPage),
  videoContents: loaded(VideoContentList),
  videoContentDetail: loaded(VideoContentDetail),
  videoContentAudits: loaded(VideoContentAuditList),
  sop: loaded(SopPage),
  voiceBots: loaded(BotList),
  videoBots: loaded(BotList),
  videoBotDetail: loaded(BotDetail),
  botEditor: loaded(BotEditor),
  botPreview: loaded(BotPreviewPage),
  dynamicTemplates: loaded(DynamicTemplateList),
  dynamicTemplateEditor: loaded(DynamicTemplateEditor),
  dynamicVideos: loaded(DynamicVideoList),
  dynamicVideoDetail: loaded(DynamicVideoDetail),
  zgyeMaterials: loaded(ZgyeList),
  approvedTemplates: loaded(ApprovedTemplateList),
  avatars: loaded(AvatarsPage),
  avatarAllotment: loaded(AllotmentPage),
  avatarGroups: loaded(GroupsPage),
  voices: loaded(VoicesPage),
  digitalHumanObserve: loaded(ObservePage),
  digitalHumanPlayer: loaded(PlayerPage),
  deliveryTasks: loaded(DeliveryTaskList),
  richMedia: loaded(RichMediaPage),
  deliveryTaskDetail: loaded(DeliveryTaskDetail),
  videoData: loaded(VideoDataPage),
  richMediaShare: loaded(RichMediaSharePage),
  simpleCallFive: loaded(SimpleCallFivePage),
} satisfies Record<ScreenName, ComponentType>;
