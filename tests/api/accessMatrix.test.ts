/**
 * The access matrix of the administration (spec 1 §6): every role of both demo tenants × every
 * resource × list, get, create, update, delete and export, each cell allowed (0) or refused (403), and
 * a record of another tenant answering 404 (never telling "not yours" from "not there").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../server/seed/sampleMedia';
import { recordOf } from '../support/records';
import type { Envelope } from '../../src/schemas/api';
import { multipartBody } from '../support/multipart';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const ACTORS = ['demo_agent1', 'demo_oadmin', 'demo_tadmin', 'acme_agent1', 'acme_tadmin', 'sysadmin'] as const;
type Actor = (typeof ACTORS)[number];
const ACTIONS = ['list', 'get', 'create', 'update', 'delete', 'export'] as const;
type Action = (typeof ACTIONS)[number];
/** null: the resource has no such action (records are written by the workbench, never created or deleted by hand). */
type Code = 0 | 403 | 404 | null;
type Codes = Record<Action, Code>;

/** Codes per actor, in the order list, get, create, update, delete, export. */
const row = (...codes: Code[]): Codes =>
  Object.fromEntries(ACTIONS.map((a, i) => [a, codes[i] === undefined ? 0 : codes[i]])) as Codes;
const all = row(0, 0, 0, 0, 0, 0);

interface Ctx {
  t: TestApp;
  tokens: Record<string, string>;
  orgs: Record<string, string>;
  tenants: Record<string, string>;
  roles: Record<string, string>;
  home: (actor: Actor) => { tenant: string; org: string; admin: string };
}

interface ResourceCase {
  name: string;
  expected: Record<Actor, Codes>;
  /** A fresh record near the actor: its tenant (demo for the platform admin) and organisation. */
  fixture: (c: Ctx, actor: Actor) => Promise<string>;
  list: (c: Ctx, actor: Actor) => Promise<number>;
  get: (c: Ctx, actor: Actor, id: string) => Promise<number>;
  create?: (c: Ctx, actor: Actor, n: number) => Promise<number>;
  update?: (c: Ctx, actor: Actor, id: string) => Promise<number>;
  remove?: (c: Ctx, actor: Actor, id: string) => Promise<number>;
  exportPath?: string;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;
const GOOD = 'Good#Pass123';

async function code(
  c: Ctx,
  actor: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<number> {
  const answer = await c.t.call(method, url, { token: c.tokens[actor] ?? '', ...(body === undefined ? {} : { body }) });
  return answer.errCode;
}

async function created(c: Ctx, actor: Actor, method: 'POST', url: string, body: unknown): Promise<string> {
  const answer = await c.t.call<{ _id: string }>(method, url, { token: c.tokens[actor] ?? '', body });
  if (answer.errCode !== 0 || !answer.result) throw new Error(`${url}: ${answer.errCode} ${answer.errInfo}`);
  return answer.result._id;
}

/** A public link of the actor's tenant (the demo tenant for the platform admin), to start a same-screen record with. */
async function sameScreenLink(c: Ctx, actor: Actor): Promise<string> {
  const link = await c.t.ctx.db
    .selectFrom('shareWebs')
    .select('id')
    .where('tenantId', '=', c.home(actor).tenant)
    .where('isPublic', '=', true)
    .where('type', '=', 'sells')
    .executeTakeFirstOrThrow();
  return link.id;
}

/** A finished call with a recorded room, of the actor itself when it is an agent, else of an agent of its organisation. */
async function recordFixture(c: Ctx, actor: Actor): Promise<string> {
  const agent =
    actor === 'demo_agent1' || actor === 'acme_agent1'
      ? actor
      : actor.startsWith('acme')
        ? 'acme_agent1'
        : 'demo_agent2';
  const { serviceId } = await recordOf(c.t, agent, { recording: true });
  if (!serviceId) throw new Error('no room');
  return serviceId;
}

const resources: ResourceCase[] = [
  {
    name: 'users',
    expected: {
      demo_agent1: row(0, 404, 403, 403, 403, 403),
      demo_oadmin: all,
      demo_tadmin: all,
      acme_agent1: row(0, 404, 403, 403, 403, 403),
      acme_tadmin: all,
      sysadmin: all,
    },
    fixture: (c, actor) =>
      created(c, 'sysadmin', 'POST', '/api/agents', {
        loginName: unique('matrix_user'),
        fullName: '矩阵',
        agentRole: c.roles['1'],
        tenant: c.home(actor).tenant,
        orgAccount: c.home(actor).org,
        password: GOOD,
        confirmPassword: GOOD,
        encrypted: false,
      }),
    list: (c, a) => code(c, a, 'GET', '/api/agents/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/agents/${id}`),
    create: (c, a) =>
      code(c, a, 'POST', '/api/agents', {
        loginName: unique('matrix_new'),
        fullName: '矩阵',
        agentRole: c.roles['1'],
        tenant: c.home(a).tenant,
        orgAccount: c.home(a).org,
        password: GOOD,
        confirmPassword: GOOD,
        encrypted: false,
      }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/agents', { agentId: id, fullName: '改名' }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/agents?agentId=${id}`),
    exportPath: '/api/agents/export',
  },
  {
    name: 'files',
    expected: {
      demo_agent1: row(0, 0, 0, 403, 403, 403),
      demo_oadmin: all,
      demo_tadmin: all,
      acme_agent1: row(0, 0, 0, 403, 403, 403),
      acme_tadmin: all,
      sysadmin: all,
    },
    fixture: async (c, actor) => {
      const home = c.home(actor);
      const { payload, headers } = multipartBody(
        { isPublic: 1, range: 1, orgAccount: home.org },
        { fileName: `${unique('m')}.pdf`, content: samplePdf(['matrix']) },
      );
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload,
        headers: { ...headers, 'access-token': c.tokens[home.admin] ?? '' },
      });
      const answer = response.json() as Envelope<{ _id: string }>;
      if (!answer.result) throw new Error(`upload: ${answer.errInfo}`);
      return answer.result._id;
    },
    list: (c, a) => code(c, a, 'GET', '/api/files/list'),
    // The admin's record; file/detail refuses a document until its pages are drawn (documentPages.test.ts).
    get: (c, a, id) => code(c, a, 'GET', `/api/file/${id}`),
    create: async (c, a) => {
      const { payload, headers } = multipartBody(
        { orgAccount: c.home(a).org },
        { fileName: `${unique('n')}.pdf`, content: samplePdf(['matrix']) },
      );
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload,
        headers: { ...headers, 'access-token': c.tokens[a] ?? '' },
      });
      return (response.json() as Envelope).errCode;
    },
    update: (c, a, id) => code(c, a, 'PUT', '/api/file', { id, name: '改名' }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/file?id=${id}`),
    exportPath: '/api/files/export',
  },
  {
    name: 'H5 links',
    expected: {
      demo_agent1: row(0, 0, 0, 403, 403, 403),
      demo_oadmin: all,
      demo_tadmin: all,
      acme_agent1: row(0, 0, 0, 403, 403, 403),
      acme_tadmin: all,
      sysadmin: all,
    },
    fixture: (c, actor) => {
      const home = c.home(actor);
      return created(c, home.admin as Actor, 'POST', '/api/shareWeb', {
        name: unique('链接'),
        url: 'https://example.com/p',
        isPublic: 1,
        range: 1,
        orgAccount: home.org,
      });
    },
    list: (c, a) => code(c, a, 'GET', '/api/shareWebs/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/shareWeb/detail?id=${id}`),
    create: (c, a) =>
      code(c, a, 'POST', '/api/shareWeb', {
        name: unique('新链接'),
        url: 'https://example.com/n',
        orgAccount: c.home(a).org,
      }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/shareWeb', { id, name: '改名' }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/shareWeb?id=${id}`),
    exportPath: '/api/shareWebs/export',
  },
  {
    name: 'organisations',
    expected: {
      demo_agent1: row(0, 404, 403, 403, 403, 403),
      demo_oadmin: row(0, 404, 403, 403, 403, 403),
      demo_tadmin: all,
      acme_agent1: row(0, 404, 403, 403, 403, 403),
      acme_tadmin: all,
      sysadmin: all,
    },
    fixture: (c, actor) =>
      created(c, 'sysadmin', 'POST', '/api/organizations', {
        orgName: unique('矩阵机构'),
        tenant: c.home(actor).tenant,
      }),
    list: (c, a) => code(c, a, 'GET', '/api/organizations'),
    get: (c, a, id) => code(c, a, 'GET', `/api/organizations/${id}`),
    create: (c, a) => code(c, a, 'POST', '/api/organizations', { orgName: unique('新机构'), tenant: c.home(a).tenant }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/organizations', { id, orgName: unique('改名') }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/organizations?id=${id}`),
    exportPath: '/api/organizations/export',
  },
  {
    name: 'tenants',
    expected: {
      demo_agent1: row(0, 404, 403, 403, 403, 403),
      demo_oadmin: row(0, 404, 403, 403, 403, 403),
      demo_tadmin: row(0, 404, 403, 403, 403, 403),
      acme_agent1: row(0, 404, 403, 403, 403, 403),
      acme_tadmin: row(0, 404, 403, 403, 403, 403),
      sysadmin: all,
    },
    fixture: (c) => created(c, 'sysadmin', 'POST', '/api/tenant', { name: '矩阵租户', code: unique('matrix_') }),
    list: (c, a) => code(c, a, 'GET', '/api/tenant'),
    get: (c, a, id) => code(c, a, 'GET', `/api/tenant/${id}`),
    create: (c, a) => code(c, a, 'POST', '/api/tenant', { name: '新租户', code: unique('new_') }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/tenant', { id, name: '改名' }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/tenant?id=${id}`),
    exportPath: '/api/tenant/export',
  },
  {
    name: 'roles',
    expected: {
      demo_agent1: row(403, 403, 403, 403, 403, 403),
      demo_oadmin: row(0, 0, 403, 403, 403, 403),
      demo_tadmin: row(0, 0, 403, 403, 403, 403),
      acme_agent1: row(403, 403, 403, 403, 403, 403),
      acme_tadmin: row(0, 0, 403, 403, 403, 403),
      sysadmin: all,
    },
    fixture: (c, actor) =>
      created(c, 'sysadmin', 'POST', '/api/sysRole', {
        roleName: unique('矩阵角色'),
        level: '1',
        tenants: [c.home(actor).tenant],
      }),
    list: (c, a) => code(c, a, 'GET', '/api/sysRole'),
    get: (c, a, id) => code(c, a, 'GET', `/api/sysRole/${id}`),
    create: (c, a) => code(c, a, 'POST', '/api/sysRole', { roleName: unique('新角色'), level: '1' }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/sysRole', { id, roleName: unique('改名') }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/sysRole?id=${id}`),
    exportPath: '/api/sysRole/export',
  },
  {
    name: 'service groups',
    expected: {
      demo_agent1: row(403, 403, 403, 403, 403, 403),
      demo_oadmin: row(0, 0, 403, 403, 403, 403),
      demo_tadmin: all,
      acme_agent1: row(403, 403, 403, 403, 403, 403),
      acme_tadmin: all,
      sysadmin: all,
    },
    fixture: (c, actor) =>
      created(c, 'sysadmin', 'POST', '/api/agentGroup', {
        name: unique('矩阵组'),
        tenant: c.home(actor).tenant,
        orgAccount: c.home(actor).org,
      }),
    list: (c, a) => code(c, a, 'GET', '/api/agentGroup/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/agentGroup/${id}`),
    create: (c, a) =>
      code(c, a, 'POST', '/api/agentGroup', {
        name: unique('新组'),
        tenant: c.home(a).tenant,
        orgAccount: c.home(a).org,
      }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/agentGroup', { id, name: unique('改名') }),
    remove: (c, a, id) => code(c, a, 'DELETE', `/api/agentGroup?id=${id}`),
    exportPath: '/api/agentGroup/export',
  },
  {
    name: 'billing accounts',
    expected: {
      demo_agent1: row(403, 403, 403, 403, 403, 403),
      demo_oadmin: row(403, 403, 403, 403, 403, 403),
      demo_tadmin: row(403, 403, 403, 403, 403, 403),
      acme_agent1: row(403, 403, 403, 403, 403, 403),
      acme_tadmin: row(403, 403, 403, 403, 403, 403),
      sysadmin: all,
    },
    fixture: (c, actor) =>
      created(c, 'sysadmin', 'POST', '/api/billAccount', {
        loginName: unique('bill'),
        password: GOOD,
        encrypted: false,
        tenantList: [c.home(actor).tenant],
      }),
    list: (c, a) => code(c, a, 'GET', '/api/billAccount/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/billAccount/${id}`),
    create: (c, a) =>
      code(c, a, 'POST', '/api/billAccount', { loginName: unique('newbill'), password: GOOD, encrypted: false }),
    update: (c, a, id) => code(c, a, 'PUT', '/api/billAccount', { id, tenantList: [] }),
    remove: (c, a, id) => code(c, a, 'POST', '/api/billAccount/delete', { id }),
    exportPath: '/api/billAccount/export',
  },
  {
    // Records are made by agents and never deleted: update is sending the invitation SMS, delete is ending the record.
    name: 'same-screen records',
    expected: {
      demo_agent1: row(0, 404, 0, 404, 404, 0),
      demo_oadmin: all,
      demo_tadmin: row(0, 0, 403, 0, 0, 0),
      acme_agent1: all,
      acme_tadmin: row(0, 0, 403, 0, 0, 0),
      sysadmin: row(0, 0, 403, 0, 0, 0),
    },
    fixture: async (c, actor) => {
      const maker: Actor = actor.startsWith('acme') ? 'acme_agent1' : 'demo_oadmin';
      return created(c, maker, 'POST', '/api/serviceWeb/create', { shareWebId: await sameScreenLink(c, maker) });
    },
    list: (c, a) => code(c, a, 'GET', '/api/serviceWeb/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/serviceWeb/detail?serviceId=${id}`),
    create: async (c, a) => code(c, a, 'POST', '/api/serviceWeb/create', { shareWebId: await sameScreenLink(c, a) }),
    update: (c, a, id) =>
      code(c, a, 'POST', '/api/serviceWeb/sendInviteMessage', { serviceId: id, phones: ['13912345678'] }),
    remove: (c, a, id) => code(c, a, 'POST', '/api/serviceWeb/end', { serviceId: id, from: 'sameScreen' }),
    exportPath: '/api/serviceWeb/export',
  },
  {
    // The workbench writes calls and rooms; here they are read, exported, watched and their video merged.
    name: 'call records',
    expected: {
      demo_agent1: row(0, 0, null, 0, null, 0),
      demo_oadmin: row(0, 0, null, 0, null, 0),
      demo_tadmin: row(0, 0, null, 0, null, 0),
      acme_agent1: row(0, 0, null, 0, null, 0),
      acme_tadmin: row(0, 0, null, 0, null, 0),
      sysadmin: row(0, 0, null, 0, null, 0),
    },
    fixture: (c, actor) => recordFixture(c, actor),
    list: (c, a) => code(c, a, 'GET', '/api/serviceRoom/request/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/serviceRoom/roomInfo/${id}`),
    update: (c, a, id) => code(c, a, 'POST', '/api/serviceRoom/mergeVideo', { serviceId: id }),
    exportPath: '/api/serviceRoom/request/export',
  },
  {
    name: 'service rooms',
    expected: {
      demo_agent1: row(0, 0, null, null, null, null),
      demo_oadmin: row(0, 0, null, null, null, null),
      demo_tadmin: row(0, 0, null, null, null, null),
      acme_agent1: row(0, 0, null, null, null, null),
      acme_tadmin: row(0, 0, null, null, null, null),
      sysadmin: row(0, 0, null, null, null, null),
    },
    fixture: (c, actor) => recordFixture(c, actor),
    list: (c, a) => code(c, a, 'GET', '/api/serviceRoom/list'),
    get: (c, a, id) => code(c, a, 'GET', `/api/serviceRoom/video?serviceId=${id}`),
  },
];

describe.each(databaseKinds)('the access matrix on %s', (kind) => {
  const c = { tokens: {}, orgs: {}, tenants: {}, roles: {} } as Ctx;

  beforeAll(async () => {
    c.t = await startTestApp(kind);
    for (const r of await c.t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      c.orgs[r.orgName] = r.id;
    for (const r of await c.t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) c.tenants[r.code] = r.id;
    for (const r of await c.t.ctx.db.selectFrom('sysRoles').select(['id', 'level']).execute()) c.roles[r.level] = r.id;
    for (const actor of ACTORS) c.tokens[actor] = await c.t.tokenFor(actor);
    c.home = (actor) =>
      actor.startsWith('acme')
        ? { tenant: c.tenants.acme ?? '', org: c.orgs['广州分公司'] ?? '', admin: 'acme_tadmin' }
        : { tenant: c.tenants.demo ?? '', org: c.orgs['北京分公司'] ?? '', admin: 'demo_tadmin' };
  });
  afterAll(async () => {
    await c.t.close();
  });

  const exported = async (actor: Actor, path: string) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'access-token': c.tokens[actor] ?? '' },
    });
    return String(response.headers['content-type']).includes('spreadsheetml')
      ? 0
      : (response.json() as Envelope).errCode;
  };

  for (const resource of resources) {
    it(`${resource.name}: each role may do exactly what its level allows`, async () => {
      const seen: Record<string, Codes> = {};
      for (const actor of ACTORS) {
        seen[actor] = {
          list: (await resource.list(c, actor)) as 0,
          get: (await resource.get(c, actor, await resource.fixture(c, actor))) as 0,
          create: resource.create ? ((await resource.create(c, actor, 0)) as 0) : null,
          update: resource.update ? ((await resource.update(c, actor, await resource.fixture(c, actor))) as 0) : null,
          delete: resource.remove ? ((await resource.remove(c, actor, await resource.fixture(c, actor))) as 0) : null,
          export: resource.exportPath ? ((await exported(actor, resource.exportPath)) as 0) : null,
        };
      }
      expect(seen).toEqual(resource.expected);
    });

    it(`${resource.name}: a record of the other tenant answers 404 to everyone but the platform admin`, async () => {
      for (const actor of ACTORS.filter((a) => a !== 'sysadmin')) {
        const other: Actor = actor.startsWith('acme') ? 'demo_tadmin' : 'acme_tadmin';
        const foreign = await resource.fixture(c, other);
        const refusedGet = resource.expected[actor].get === 403 ? 403 : 404;
        expect({ actor, get: await resource.get(c, actor, foreign) }).toEqual({ actor, get: refusedGet });
        if (resource.update && resource.expected[actor].update === 0)
          expect({ actor, update: await resource.update(c, actor, foreign) }).toEqual({ actor, update: 404 });
        if (resource.remove && resource.expected[actor].delete === 0)
          expect({ actor, delete: await resource.remove(c, actor, foreign) }).toEqual({ actor, delete: 404 });
      }
    });
  }
});
