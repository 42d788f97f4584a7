import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  agentMenus,
  orgAdminMenus,
  platformAdminMenus,
  tenantAdminMenus,
  type MenuEntry,
} from '../../src/domain/menus';
import type { RoleLevel } from '../../src/domain/scope';
import { hashPassword } from '../services/passwords';
import type { Storage } from '../storage';
import { json } from '../db/database';
import type { DB } from '../db/types';
import { seedContent, seedFiveGMaterials } from './content';
import { seedRecords } from './records';
import { seedVideoTemplates } from './templates';
import { seedStudio } from './studio';
import { seedDynamicContent } from './dynamicContent';
import { seedDeliveryContent, seedSpcdContent } from './deliveries';
import { seedWorkSlots } from './workSlots';
import { seedBots } from './bots';
import { seedAvatars } from './avatars';
import { seedCardTemplates, seedPlanBooks } from './cards';
import { SIMULATED_APP } from '../simulators/callService/appTokens';
import { VIDEO_SELLS_TENANT_CODE } from '../../src/domain/tenants';

/** The demo tenant of the 5G interactive video marketing system (useSystem 'spcd'), for /SimpleCallFive. */
const SPCD_DEMO_TENANT = 'spcd_demo';

interface DemoAccount {
  loginName: string;
  fullName: string;
  level: RoleLevel;
  tenant: string | null;
  org: string | null;
}

/** The demo accounts of ARCHITECTURE "Demo seed", all with DEMO_PASSWORD; `org` is the organisation's name. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginName: 'sysadmin', fullName: '平台管理员', level: '4', tenant: null, org: null },
  { loginName: 'demo_tadmin', fullName: '陈志远', level: '3', tenant: 'demo', org: null },
  { loginName: 'demo_oadmin', fullName: '刘芳', level: '2', tenant: 'demo', org: '北京分公司' },
  { loginName: 'demo_agent1', fullName: '张晓明', level: '1', tenant: 'demo', org: '北京分公司' },
  { loginName: 'demo_agent2', fullName: '李静', level: '1', tenant: 'demo', org: '北京分公司' },
  { loginName: 'demo_agent3', fullName: '王磊', level: '1', tenant: 'demo', org: '上海分公司' },
  { loginName: 'acme_tadmin', fullName: '黄文静', level: '3', tenant: 'acme', org: null },
  { loginName: 'acme_agent1', fullName: '赵婷', level: '1', tenant: 'acme', org: '广州分公司' },
  { loginName: 'vs_agent1', fullName: '钱程', level: '1', tenant: VIDEO_SELLS_TENANT_CODE, org: '深圳分行' },
  { loginName: 'spcd_agent1', fullName: '孙悦', level: '1', tenant: SPCD_DEMO_TENANT, org: '杭州分公司' },
];

/** The WeCom member a demo account is bound to, so /user/loginWechat?tenant=demo signs one in through the simulator. */
const DEMO_WECOM_MEMBERS: Record<string, string> = { demo_agent1: 'zhangxiaoming' };

const workingDayTime = [
  { from: '09:00', end: '12:00' },
  { from: '13:30', end: '18:00' },
];

const DEMO_TENANTS = [
  {
    code: 'demo',
    name: '德安人寿保险',
    useSop: true,
    fiveGSop: true,
    totalTimeLimit: 60000,
    remainingTimeLimit: 45210,
    fifthGenerationConfig: { insuranceCode: 'DEMO', ...SIMULATED_APP, url: '/callsvc', screenRecord: true },
    fiveGSendTimeConfig: { startSendTime: '09:00', finishSendTime: '20:00' },
    orgs: ['北京分公司', '上海分公司'],
  },
  {
    code: 'acme',
    name: '恒裕财富',
    useSop: false,
    fiveGSop: false,
    totalTimeLimit: 30000,
    remainingTimeLimit: 30000,
    orgs: ['广州分公司'],
  },
  {
    code: VIDEO_SELLS_TENANT_CODE,
    name: '昌明银行',
    useSop: false,
    fiveGSop: false,
    totalTimeLimit: 20000,
    remainingTimeLimit: 18800,
    orgs: ['深圳分行'],
  },
  {
    code: SPCD_DEMO_TENANT,
    name: '智联互动营销',
    useSystem: 'spcd',
    useSop: false,
    fiveGSop: false,
    totalTimeLimit: 20000,
    remainingTimeLimit: 20000,
    // Tasks go out by day: 08:00 to 21:00, China time.
    fiveGSendTimeConfig: { startSendTime: '08:00', finishSendTime: '21:00' },
    orgs: ['杭州分公司'],
  },
];

const DEMO_ROLES: { roleName: string; level: RoleLevel; menus: MenuEntry[]; tenantBound: boolean }[] = [
  { roleName: '坐席', level: '1', menus: agentMenus, tenantBound: true },
  { roleName: '机构管理员', level: '2', menus: orgAdminMenus, tenantBound: true },
  { roleName: '租户管理员', level: '3', menus: tenantAdminMenus, tenantBound: true },
  { roleName: '平台管理员', level: '4', menus: platformAdminMenus, tenantBound: false },
];

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}

/** Seeds the demo tenants, organisations, roles, accounts, service groups and a billing account. */
export async function seedDemo(db: Kysely<DB>, password: string, storage?: Storage): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));
  await db.transaction().execute(async (trx) => {
    const tenantIds = new Map<string, string>();
    const orgIds = new Map<string, string>();
    for (const { orgs, fifthGenerationConfig, fiveGSendTimeConfig, ...tenant } of DEMO_TENANTS) {
      const row = await trx
        .insertInto('tenants')
        .values({
          ...tenant,
          roomInfo: json({ defaultMute: false, meetingDigitalHuman: tenant.code === 'demo' }),
          basicSet: json({}),
          fifthGenerationConfig: fifthGenerationConfig ? json(fifthGenerationConfig) : null,
          fiveGSendTimeConfig: fiveGSendTimeConfig ? json(fiveGSendTimeConfig) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tenantIds.set(tenant.code, row.id);
      for (const orgName of orgs) {
        const org = await trx
          .insertInto('orgAccounts')
          .values({
            tenantId: row.id,
            orgName,
            workingDayTime: json(workingDayTime),
            roomInfo: json({ defaultMute: false }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        orgIds.set(orgName, org.id);
      }
    }

    const roleIds = new Map<RoleLevel, string>();
    for (const role of DEMO_ROLES) {
      const row = await trx
        .insertInto('sysRoles')
        .values({ roleName: role.roleName, level: role.level, menus: json(role.menus) })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.level, row.id);
      if (role.tenantBound) {
        await trx
          .insertInto('tenantRoles')
          .values([...tenantIds.values()].map((tenantId) => ({ tenantId, roleId: row.id })))
          .execute();
      }
    }

    const agentIds = new Map<string, string>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const row = await trx
        .insertInto('agents')
        .values({
          loginName: account.loginName,
          fullName: account.fullName,
          email: `${account.loginName}@example.com`,
          cellphone: `1380000${String(index).padStart(4, '0')}`,
          passwordHash: hashes[index] ?? '',
          roleId: roleIds.get(account.level) ?? '',
          tenantId: account.tenant ? (tenantIds.get(account.tenant) ?? null) : null,
          orgAccountId: account.org ? (orgIds.get(account.org) ?? null) : null,
          skillName: json(account.level === '1' ? ['车险', '寿险'] : []),
          callFiveConcurrency: account.level === '1' ? 2 : 1,
          publicEdit: account.level !== '1',
          extraData: json({}),
          wxUserId: DEMO_WECOM_MEMBERS[account.loginName] ?? null,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      agentIds.set(account.loginName, row.id);
    }

    for (const [code, tenantId] of tenantIds) {
      const members = DEMO_ACCOUNTS.filter((a) => a.tenant === code && a.level === '1');
      const group = await trx
        .insertInto('agentGroups')
        .values({ tenantId, name: '默认客服组', skills: json(['车险', '寿险']), insurances: json(['寿险', '年金险']) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('agentGroupMembers')
        .values(members.map((m) => ({ groupId: group.id, agentId: agentIds.get(m.loginName) ?? '' })))
        .execute();
    }

    // The demo company signs in with 华为云账号 through the local identity provider (issuer null) while it serves.
    await trx
      .insertInto('ssoProviders')
      .values({
        tenantId: tenantIds.get('demo') ?? '',
        kind: 'huawei',
        enabled: true,
        issuer: null,
        clientId: 'demo-huawei',
        clientSecret: randomBytes(24).toString('base64url'),
        defaultOrgId: orgIds.get('北京分公司') ?? null,
      })
      .execute();

    const billing = await trx
      .insertInto('billAccounts')
      .values({ loginName: 'billing_demo', passwordHash: hashes[0] ?? '', creatorId: agentIds.get('sysadmin') ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('billAccountTenants')
      .values(['demo', 'acme'].map((code) => ({ billAccountId: billing.id, tenantId: tenantIds.get(code) ?? '' })))
      .execute();
  });
  await seedContent(db, storage);
  if (storage) await seedFiveGMaterials(db, storage);
  await seedRecords(db, storage);
  await seedVideoTemplates(db);
  await seedStudio(db);
  await seedDynamicContent(db);
  if (storage) await seedDeliveryContent(db, storage);
  await seedSpcdContent(db, storage);
  await seedWorkSlots(db);
  await seedCardTemplates(db);
  await seedPlanBooks(db);
  await seedBots(db);
  await seedAvatars(db);
}
