/** A user as the API answers it (the user list, the session's own profile, a sign-in's answer), as JSON Schema. */
import { ROLE_LEVELS } from '../domain/scope';
import { nullableText, openObject, recordOf } from './answers';
import { serviceStatusSchema } from './agent';
import { menuEntrySchema } from './sysRole';
import { staffPhoneText } from './fields';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const roleFields = {
  _id: text,
  roleName: text,
  level: { type: 'string', enum: ROLE_LEVELS },
  useSystem: text,
} as const;

/** The role a user holds, with the menus its shell follows. */
export const roleSummarySchema = recordOf({ ...roleFields, menus: { type: 'array', items: menuEntrySchema } });

/** What the browser may see of the tenant's 5G settings: never appKey nor appSecret. */
export const fifthGenerationPublicSchema = recordOf({
  insuranceCode: nullableText,
  url: nullableText,
  /** Level-1 agents' 5G calls must be recorded: a silent recording plugin is an error for them. */
  screenRecord: flag,
});

const tenantSummarySchema = recordOf({
  _id: text,
  name: text,
  code: text,
  logo: nullableText,
  miniLogo: nullableText,
  status: flag,
  useSystem: text,
  useSop: flag,
  fiveGSop: flag,
  roomInfo: openObject,
  fifthGenerationConfig: { ...fifthGenerationPublicSchema, type: ['object', 'null'] },
  fiveGSendTimeConfig: { type: ['object', 'null'], additionalProperties: true },
  appId: nullableText,
  appCode: nullableText,
  corpId: nullableText,
  bucket: nullableText,
  totalTimeLimit: { type: 'number' },
  remainingTimeLimit: { type: 'number' },
});

const orgAccountSummarySchema = recordOf({ _id: text, orgName: text, roomInfo: openObject });

/** A user: the user form's fields, its role, tenant and organisation, and its presence. */
const agentFields = {
  _id: text,
  loginName: text,
  fullName: text,
  cellphone: staffPhoneText,
  email: nullableText,
  agentRole: roleSummarySchema,
  tenant: { ...tenantSummarySchema, type: ['object', 'null'] },
  orgAccount: { ...orgAccountSummarySchema, type: ['object', 'null'] },
  skillName: { type: 'array', items: text },
  callFiveConcurrency: { type: 'integer' },
  enableVideo: flag,
  publicEdit: flag,
  status: flag,
  locked: flag,
  online: flag,
  serviceStatus: serviceStatusSchema.properties.serviceStatus,
  wxBound: flag,
  extraData: openObject,
  createdAt: text,
} as const;

/** A user with the menus of its role: the session's own profile, a sign-in's answer, one user read. */
export const agentRecordSchema = recordOf(agentFields);

/**
 * A user as the user list and its export answer it: its role without the menus, which only the user's own shell
 * follows (they were four fifths of each row).
 */
export const listedAgentSchema = recordOf({ ...agentFields, agentRole: recordOf(roleFields) });

/** A sign-in's answer: the user, the roles the shell offers and the session's token. */
export const loginResultSchema = recordOf({
  agent: agentRecordSchema,
  sysRoles: { type: 'array', items: roleSummarySchema },
  token: text,
});
