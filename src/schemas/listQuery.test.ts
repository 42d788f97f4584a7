import { describe, expect, it } from 'vitest';
import { agentListQuerySchema } from './agent';
import { agentGroupListQuerySchema } from './agentGroup';
import { billAccountListQuerySchema } from './billAccount';
import { paging } from './fields';
import { listQuerySchema } from './listQuery';
import { orgAccountListQuerySchema } from './orgAccount';
import { sysRoleListQuerySchema } from './sysRole';
import { tenantListQuerySchema } from './tenant';

const sorted = (fields: string[], byDefault = fields[0]) => ({
  ...paging(),
  orderBy: { type: 'string', enum: fields, default: byDefault },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  timestamp: { type: 'string' },
});
const id = { type: 'string', maxLength: 100 };

describe('listQuerySchema', () => {
  it('sends each x-filter property as its parameter: switches as booleans, ids as ids, texts within their length', () => {
    const entity = {
      properties: {
        name: { type: 'string', title: '名称', maxLength: 30, 'x-filter': true },
        tenant: { type: 'string', 'x-ref': 'tenant', 'x-filter': 'searchTenant' },
        status: { type: 'boolean', 'x-filter': true },
        note: { type: 'string', maxLength: 200 },
      },
    } as const;
    const schema = listQuerySchema('thingListQuery', entity, ['createdAt', 'name'], { extra: { type: 'string' } });
    expect(schema).toEqual({
      $id: 'thingListQuery',
      type: 'object',
      properties: {
        ...sorted(['createdAt', 'name']),
        name: { type: 'string', maxLength: 30 },
        searchTenant: id,
        status: { type: 'boolean' },
        extra: { type: 'string' },
      },
      additionalProperties: false,
    });
  });

  it('gives each admin list the query it takes', () => {
    expect(agentListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'loginName', 'fullName']),
      loginName: { type: 'string', maxLength: 50 },
      fullName: { type: 'string', maxLength: 50 },
      tenant: id,
      orgAccount: id,
    });
    expect(agentGroupListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'name']),
      name: { type: 'string', maxLength: 50 },
      searchTenant: id,
      searchOrgAccount: id,
    });
    expect(billAccountListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'loginName']),
      loginName: { type: 'string', maxLength: 50 },
      id,
    });
    expect(orgAccountListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'orgName']),
      searchTenant: id,
      orgName: { type: 'string', maxLength: 50 },
      status: { type: 'boolean' },
    });
    expect(sysRoleListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'roleName', 'level']),
      roleName: { type: 'string', maxLength: 50 },
      useSystem: { type: 'string', maxLength: 20 },
      tenant: id,
    });
    expect(tenantListQuerySchema.properties).toEqual({
      ...sorted(['createdAt', 'name']),
      name: { type: 'string', maxLength: 50 },
      useSystem: { type: 'string', maxLength: 20 },
      status: { type: 'boolean' },
    });
  });
});
