import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { AdminLoginPage, UrlLoginPage } from './auth';
import { PageErrorBoundary } from './custom-pages/errors/PageErrorBoundary';
import { PermissionDenied } from './custom-pages/errors/PermissionDenied';
import { ScriptErrorPage } from './custom-pages/errors/ScriptErrorPage';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LandingRedirect } from './layout/LandingRedirect';
import { UserCreate, UserEdit, UserList } from './resources/accountSetting';
import { OrgCreate, OrgEdit, OrgList } from './resources/mechanismSetting';
import { BillCreate, BillList } from './resources/billAccount';
import { GroupCreate, GroupEdit, GroupList } from './resources/customerServiceGroup';
import { RoleCreate, RoleEdit, RoleList } from './resources/RoleAuthoritySetting';
import { ChargeSetting, TenantCreate, TenantEdit, TenantList } from './resources/tenantSetting';
import { DocumentEdit, DocumentList } from './resources/materialManagement';
import { VideoEdit, VideoList } from './resources/materialVideo';
import { ProductCreate, ProductEdit, ProductList } from './resources/productManagement';
import { MeasurementCreate, MeasurementEdit, MeasurementList } from './resources/zhibaoManagement';
import { SameScreenCreate, SameScreenDetail, SameScreenList, SameScreenRecords } from './resources/sameScreen';
import { WechatLanding } from './custom-pages/wechat';
import { CallRecordList } from './resources/callRecord';
import { MeetingDetail, MeetingList } from './resources/remoteMeeting';
import { LiveRecordingDetail, LiveRecordingList } from './resources/liveRecording';
import { MeetingRoom } from './resources/workbench';
import { ExhibitionHall, QwEnd } from './custom-pages/hall/lifecycle';
import { DownloadVideo } from './custom-pages/downloadVideo';
import { ErrorPage } from './custom-pages/errors/ErrorPage';
import { hasSession } from './auth/session';
import { AnonymousRedirect } from './layout/AnonymousRedirect';
import { appTheme } from './theme';

/** Pages outside the layout get their own 500 page; inside, the layout's error page does it. */
const page = (element: ReactElement) => <PageErrorBoundary>{element}</PageErrorBoundary>;

const toLogin = () => <Navigate to="/user/login" replace />;

/** A page outside the layout that still needs a session (the meeting page). */
const SignedIn = ({ children }: { children: ReactElement }) => (hasSession() ? children : <AnonymousRedirect />);

/** Screens load when first opened, so the login and landing pages carry none of them. */
const loaded = (Screen: ComponentType) =>
  function LoadedScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };

const screens = {
  login: loaded(AdminLoginPage),
  urlLogin: loaded(UrlLoginPage),
  downloadVideo: loaded(DownloadVideo),
  users: loaded(UserList),
  userCreate: loaded(UserCreate),
  userEdit: loaded(UserEdit),
  orgs: loaded(OrgList),
  orgCreate: loaded(OrgCreate),
  orgEdit: loaded(OrgEdit),
  tenants: loaded(TenantList),
  tenantCreate: loaded(TenantCreate),
  tenantEdit: loaded(TenantEdit),
  charge: loaded(ChargeSetting),
  roles: loaded(RoleList),
  roleCreate: loaded(RoleCreate),
  roleEdit: loaded(RoleEdit),
  groups: loaded(GroupList),
  groupCreate: loaded(GroupCreate),
  groupEdit: loaded(GroupEdit),
  bills: loaded(BillList),
  billCreate: loaded(BillCreate),
  documents: loaded(DocumentList),
  documentEdit: loaded(DocumentEdit),
  videos: loaded(VideoList),
  videoEdit: loaded(VideoEdit),
  products: loaded(ProductList),
  productCreate: loaded(ProductCreate),
  productEdit: loaded(ProductEdit),
  measurements: loaded(MeasurementList),
  measurementCreate: loaded(MeasurementCreate),
  measurementEdit: loaded(MeasurementEdit),
  sameScreen: loaded(SameScreenList),
  sameScreenCreate: loaded(SameScreenCreate),
  sameScreenDetail: loaded(SameScreenDetail),
  sameScreenRecords: loaded(SameScreenRecords),
  wechat: loaded(WechatLanding),
  callRecords: loaded(CallRecordList),
  meetings: loaded(MeetingList),
  meetingDetail: loaded(MeetingDetail),
  liveRecords: loaded(LiveRecordingList),
  liveRecordDetail: loaded(LiveRecordingDetail),
  meetingRoom: loaded(MeetingRoom),
  exhibitionHall: loaded(ExhibitionHall),
  qwEnd: loaded(QwEnd),
};

export function App() {
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={appTheme}
        layout={AppLayout}
        loginPage={false}
        dashboard={LandingRedirect}
        catchAll={toLogin}
        notification={AppNotification}
        error={ScriptErrorPage}
      >
        <CustomRoutes noLayout>
          <Route path="/user/login" element={page(<screens.login />)} />
          <Route path="/user/permissionDenied" element={page(<PermissionDenied />)} />
          <Route path="/secretfreelogin" element={page(<screens.urlLogin />)} />
          <Route path="/secretFreeLogin" element={page(<screens.urlLogin />)} />
          <Route path="/wechat" element={page(<screens.wechat />)} />
          <Route path="/downloadVideo" element={page(<SignedIn><screens.downloadVideo /></SignedIn>)} />
          <Route path="/exhibitionHall/meetingList/:serviceId?/:token?" element={page(<SignedIn><screens.meetingRoom /></SignedIn>)} />
        </CustomRoutes>
        <Resource name="accountSetting" list={screens.users} create={screens.userCreate} edit={screens.userEdit} />
        <Resource name="mechanismSetting" list={screens.orgs} create={screens.orgCreate} edit={screens.orgEdit} />
        <Resource name="tenantSetting" list={screens.tenants} create={screens.tenantCreate} edit={screens.tenantEdit}>
          <Route path="list" element={<screens.tenants />} />
          <Route path="chargeSetting/:id/:name/:sys/:audioMin/:videoMin/:message/:compose/:payType" element={<screens.charge />} />
        </Resource>
        <Resource name="RoleAuthoritySetting" list={screens.roles} create={screens.roleCreate} edit={screens.roleEdit} />
        <Resource name="customerServiceGroup" list={screens.groups} create={screens.groupCreate} edit={screens.groupEdit} />
        <Resource name="billAccount" list={screens.bills} create={screens.billCreate} />
        <Resource name="materialManagement" list={screens.documents} edit={screens.documentEdit} />
        <Resource name="materialVideo" list={screens.videos} edit={screens.videoEdit} />
        <Resource name="productManagement" list={screens.products} create={screens.productCreate} edit={screens.productEdit} />
        <Resource name="zhibaoManagement" list={screens.measurements} create={screens.measurementCreate} edit={screens.measurementEdit} />
        <Resource name="sameScreen" list={screens.sameScreen} />
        <Resource name="recordSameScreen" list={screens.sameScreenRecords} />
        <Resource name="callRecord" list={screens.callRecords}>
          <Route path="list" element={<screens.callRecords />} />
        </Resource>
        <Resource name="remoteMeeting" list={screens.meetings}>
          <Route path="list" element={<screens.meetings />} />
          <Route path="detail/:serviceId" element={<screens.meetingDetail />} />
        </Resource>
        <Resource name="liveRecording" list={screens.liveRecords}>
          <Route path="list" element={<screens.liveRecords />} />
          <Route path="detail/:serviceId" element={<screens.liveRecordDetail />} />
        </Resource>
        <CustomRoutes>
          <Route path="/establishSameScreen/:isCopy" element={<screens.sameScreenCreate />} />
          <Route path="/sameScreenDetails/:serviceId/:from" element={<screens.sameScreenDetail />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/error" element={<ErrorPage />} />
          <Route path="/exhibitionHall/:from" element={<screens.exhibitionHall />} />
          <Route path="/qwEnd" element={<screens.qwEnd />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
