/** The react-admin resources: each folder's ResourceProps, by the name the registry (src/domain/pages.ts) gives it. */
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import accountSetting from '../resources/accountSetting';
import mechanismSetting from '../resources/mechanismSetting';
import tenantSetting from '../resources/tenantSetting';
import RoleAuthoritySetting from '../resources/RoleAuthoritySetting';
import customerServiceGroup from '../resources/customerServiceGroup';
import billAccount from '../resources/billAccount';
import materialManagement from '../resources/materialManagement';
import materialVideo from '../resources/materialVideo';
import productManagement from '../resources/productManagement';
import zhibaoManagement from '../resources/zhibaoManagement';
import YxzxManagement from '../resources/YxzxManagement';
import digitalHuman from '../resources/digitalHuman';
import callRecord from '../resources/callRecord';
import remoteMeeting from '../resources/remoteMeeting';
import liveRecording from '../resources/liveRecording';
import fifthGeneration from '../resources/fifthGeneration';
import fifthGenerationManagement from '../resources/fifthGenerationManagement';
import sameScreen, { sameScreenRecords } from '../resources/sameScreen';
import { loaded } from './screens';

type Views = Omit<ResourceProps, 'name'>;

const byName: Record<string, Views> = {
  accountSetting,
  mechanismSetting,
  tenantSetting,
  RoleAuthoritySetting,
  customerServiceGroup,
  billAccount,
  materialManagement,
  materialVideo,
  productManagement,
  zhibaoManagement,
  YxzxManagement,
  digitalHuman,
  sameScreen,
  recordSameScreen: sameScreenRecords,
  callRecord,
  remoteMeeting,
  liveRecording,
  fifthGeneration,
  fifthGenerationManagement,
};

/** A view drawn inside a Suspense while its screen loads, as every screen of the app is. */
const suspended = (view: Views['list']) => (typeof view === 'function' ? loaded(view as ComponentType) : view);

/** The views of a resource, ready to spread into its <Resource>; none for a name that has no folder. */
export function resourceViews(name: string): Views {
  const views = byName[name] ?? {};
  return { ...views, list: suspended(views.list), create: suspended(views.create), edit: suspended(views.edit) };
}
