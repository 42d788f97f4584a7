/**
 * Where each react-admin resource lives in the API's paths (src/schemas/routes.ts gathers them all): the data
 * provider reads this alone, so a page loads the paths of the resources, not every module's schemas.
 */
import { agentGroupPaths } from './agentGroup';
import { agentPaths } from './agent';
import { billAccountPaths } from './billAccount';
import { callRecordPaths } from './callRecord';
import { dynamicVideoPaths } from './dynamicVideo';
import { filePaths } from './file';
import { fiveGPaths } from './fiveG';
import { planBookPaths } from './insurancePlanBook';
import { interactionTemplatePaths } from './interactionTemplate';
import { materialImagePaths, tagPaths } from './materialImage';
import { orgAccountPaths } from './orgAccount';
import { pathWith } from './paths';
import { serviceWebPaths } from './serviceWeb';
import { shareWebPaths } from './shareWeb';
import { sysRolePaths } from './sysRole';
import { tenantPaths } from './tenant';
import { videoContentPaths } from './videoContent';
import { videoTemplatePaths } from './videoTemplate';

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
