/** Schema fragments shared by the entity schemas: paging of lists and names that must say something. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api';

/** The last page a list may be asked for; with at most MAX_PAGE_SIZE rows a page, its offset fits any integer column. */
const MAX_PAGE_INDEX = 1_000_000;

const pagingTexts = {
  pageIndexInvalid: `页码需为1~${MAX_PAGE_INDEX}之间的整数`,
  pageSizeInvalid: `每页条数需为1~${MAX_PAGE_SIZE}之间的整数`,
} as const;

/** pageIndex and pageSize of a list query (ARCHITECTURE "Lists"). */
export const paging = <D extends number = typeof DEFAULT_PAGE_SIZE>(defaultSize: D = DEFAULT_PAGE_SIZE as D) =>
  ({
    pageIndex: {
      type: 'integer',
      title: '页码',
      minimum: 1,
      maximum: MAX_PAGE_INDEX,
      default: 1,
      errorMessage: pagingTexts.pageIndexInvalid,
    },
    pageSize: {
      type: 'integer',
      title: '每页条数',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: defaultSize,
      errorMessage: pagingTexts.pageSizeInvalid,
    },
  }) as const;

/** orderBy and order of a list the lists' screens sort (react-admin sends both). */
export const listOrder = <const F extends readonly string[]>(fields: F) =>
  ({
    orderBy: { type: 'string', enum: fields, errorMessage: '排序字段不正确' },
    order: { type: 'string', enum: ['asc', 'desc'], errorMessage: '排序方式不正确' },
  }) as const;

/**
 * A name a person must fill in: at least one visible character (spaces alone answer like an empty one),
 * at most `max` characters. `required` and `tooLong` are the field's own Chinese texts.
 */
export const requiredName = <T extends string, M extends number>(
  title: T,
  max: M,
  texts: { required: string; tooLong: string },
) =>
  ({
    type: 'string',
    title,
    minLength: 1,
    maxLength: max,
    pattern: '\\S',
    errorMessage: {
      type: texts.required,
      minLength: texts.required,
      pattern: texts.required,
      maxLength: texts.tooLong,
    },
  }) as const;

/** A path naming one record by its id (`/…/:id`). */
export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;

/** A record's id sent in a body or a query; one that names no stored record is answered as not found. */
export const recordIdField = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** When a record was created: shown, never sent. */
export const createdAtField = { type: 'string', title: '创建时间', format: 'date-time', readOnly: true } as const;

/** Picks the tenant (公司) or the organisation (机构) a record belongs to; lists show its name. */
export const tenantRefField = {
  type: 'string',
  title: '公司',
  'x-ref': 'tenant',
  'x-list': { source: 'tenant.name' },
} as const;
export const orgAccountRefField = {
  type: 'string',
  title: '机构',
  'x-ref': 'orgAccount',
  'x-list': { source: 'orgAccount.orgName' },
} as const;

/** Whether a link or a file is public, and then to the whole company or only its organisation. */
export const isPublicField = {
  type: 'integer',
  title: '是否公开',
  enum: [0, 1],
  'x-enumNames': ['否', '是'],
  'x-list': true,
  errorMessage: '请选择是否公开',
} as const;
export const rangeField = {
  type: 'integer',
  title: '公开范围',
  enum: [1, 2],
  'x-enumNames': ['全公司', '本机构'],
  'x-list': true,
  errorMessage: '请选择公开范围',
} as const;

/** The sign-in fields of an account (agents and billing accounts): one word as the login name, a password sent on create only. */
export const accountFields = {
  loginName: {
    type: 'string',
    title: '账号',
    minLength: 1,
    maxLength: 50,
    pattern: '^\\S+$',
    'x-filter': true,
    'x-createOnly': true,
    errorMessage: { minLength: '请输入账号', maxLength: '账号不能超过50个字符', pattern: '账号不能包含空格' },
  },
  password: { type: 'string', title: '密码', maxLength: 1000, 'x-createOnlyHidden': true },
  /** Whether the password was sent encrypted with the server's public key. */
  encrypted: { type: 'boolean', 'x-hidden': true },
  /** Set by too many wrong passwords in a row (server/services/loginFailures.ts). */
  locked: { type: 'boolean', title: '锁定', readOnly: true, 'x-list': true },
} as const;

/** A record's id as the database stores it (uuid, either case); the database refuses any other text where it expects an id. */
const UUID_BODY = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const UUID_PATTERN = `^${UUID_BODY}$`;
/** A role's id, optionally with the level it is chosen for ('<uuid>|3'). */
export const ROLE_CHOICE_PATTERN = `^${UUID_BODY}(\\|[1-4])?$`;
const uuidExpression = new RegExp(UUID_PATTERN);
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidExpression.test(value);

/**
 * A record id field; `message` is what a person is told when it is missing or wrong (a room's id, serviceId,
 * answers with the room's own text, usually '会话已结束').
 */
export const uuidField = <M extends string>(message: M) =>
  ({ type: 'string', pattern: UUID_PATTERN, errorMessage: message }) as const;

/** A mainland China mobile number. */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';
const mobileExpression = new RegExp(MOBILE_PATTERN);
export const isMobile = (value: string) => mobileExpression.test(value);
/** A mobile number that may be left empty. */
export const OPTIONAL_MOBILE_PATTERN = `^$|${MOBILE_PATTERN}`;
export const mobileField = <M extends string>(message: M) =>
  ({ type: 'string', pattern: MOBILE_PATTERN, errorMessage: message }) as const;

/** The six digits a customer types to join a room. */
/** Digits of an invite number: 12 keep guessing a live session infeasible at the join form's limit (docs/decisions.md). */
export const INVITE_NUMBER_LENGTH = 12;
const INVITE_NUMBER_PATTERN = `^[0-9]{${INVITE_NUMBER_LENGTH}}$`;
export const inviteNumberField = <M extends string>(message: M) =>
  ({ type: 'string', pattern: INVITE_NUMBER_PATTERN, errorMessage: message }) as const;

/**
 * Fragments of the record schemas: how an answer names what a record belongs to. A record schema
 * describes an answer once, for its type; requests are never validated against it.
 */
export const recordText = { type: 'string' } as const;
const text = recordText;
/**
 * A customer's phone in an answer: masked (138****5678) for every role its tenant does not let see it in full
 * (server/plugins/personalData.ts). Every answer field holding a customer's phone or ID number carries `x-pii`;
 * tests/api/personalData.test.ts fails on one that does not.
 */
export const customerPhoneText = { type: 'string', 'x-pii': 'phone' } as const;
/**
 * The phone of the customer the agent is serving now (the agent's own room or call in progress, which dials
 * and messages it): left whole, the one place it is, as the agent is talking to that customer.
 */
export const servingPhoneText = { type: 'string', 'x-pii': 'serving' } as const;
/** The customer's own phone, answered to the customer's own page only: left whole. */
export const ownPhoneText = { type: 'string', 'x-pii': 'own' } as const;
/** A phone of the tenant's staff (an account, a WeCom member): no customer's, left whole. */
export const staffPhoneText = { type: ['string', 'null'], 'x-pii': 'staff' } as const;
export const nullable = <S>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const tenantRefRecord = {
  type: 'object',
  properties: { _id: text, name: text },
  required: ['_id', 'name'],
  additionalProperties: false,
} as const;
export const orgAccountRefRecord = {
  type: 'object',
  properties: { _id: text, orgName: text },
  required: ['_id', 'orgName'],
  additionalProperties: false,
} as const;
export const agentRefRecord = {
  type: 'object',
  properties: { _id: text, loginName: text, fullName: text },
  required: ['_id', 'loginName', 'fullName'],
  additionalProperties: false,
} as const;

/** A record schema whose every property is answered (a missing value as null) and nothing else. */
export const answerSchema = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

/** The audit status of a template or video as its lists show and filter it (spec 3 §4). */
export const auditStatusColumn = {
  type: 'integer',
  title: '状态',
  enum: [1, 2, 3, 4, 5, 12],
  'x-enumNames': ['未提交', '待审核', '审核驳回', '审核驳回', '审核通过', '待审核'],
  'x-list': true,
  'x-filter': true,
} as const;
