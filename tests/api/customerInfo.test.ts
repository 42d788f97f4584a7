import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerFormTexts,
  DEFAULT_CUSTOMER_FIELDS,
  type CustomerForm,
  type CustomerInfo,
} from '../../src/schemas/customerForm';
import { fiveGTexts, type FiveGDetail, type FiveGRoomInfo } from '../../src/schemas/fiveG';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const FORM = '/api/fifthGeneration/customerForm';
const INFO = '/api/fifthGeneration/customerInfo';

describe.each(databaseKinds)('the 5G customer information and its form on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const call = <T>(login: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const login of ['demo_tadmin', 'demo_oadmin', 'demo_agent1', 'demo_agent2', 'acme_tadmin'])
      tokens[login] = await t.tokenFor(login);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the tenant admin configure the form, refusing bad fields and anyone else', async () => {
    expect((await call<CustomerForm>('demo_agent1', 'GET', FORM)).result).toEqual({
      fields: DEFAULT_CUSTOMER_FIELDS,
      updatedAt: null,
    });
    const fields = [
      { key: 'firstCustomerName', name: '客户姓名', type: 'input', require: true, colSpan: 12 },
      { key: 'idNumber', name: '证件号码', type: 'input', pattern: '^\\d{17}[\\dX]$', colSpan: 12 },
      { key: 'budget', name: '年缴预算', type: 'select', require: true, options: ['一万以下', '一万以上'] },
      { key: 'interests', name: '关注险种', type: 'checkbox', options: ['寿险', '年金险'] },
      { key: 'married', name: '已婚', type: 'switch' },
    ];
    expect((await call('demo_oadmin', 'PUT', FORM, { fields })).errCode).toBe(403);
    const dup = await call('demo_tadmin', 'PUT', FORM, { fields: [...fields, fields[1]] });
    expect(dup.errInfo).toBe(customerFormTexts.keyTaken);
    const noOptions = await call('demo_tadmin', 'PUT', FORM, {
      fields: [{ key: 'pick', name: '选择', type: 'radio' }],
    });
    expect(noOptions.errInfo).toBe(customerFormTexts.optionsRequired);
    expect(
      (await call('demo_tadmin', 'PUT', FORM, { fields: [{ key: '1x', name: 'x', type: 'input' }] })).errInfo,
    ).toBe(customerFormTexts.keyInvalid);
    expect((await call('demo_tadmin', 'PUT', FORM, { fields: [] })).errInfo).toBe(customerFormTexts.fieldsRequired);
    expect((await call<CustomerForm>('demo_agent1', 'GET', FORM)).result?.updatedAt).toBeNull();

    const saved = await call<CustomerForm>('demo_tadmin', 'PUT', FORM, { fields });
    expect(saved.errInfo).toBe(customerFormTexts.saved);
    expect((await call<CustomerForm>('demo_agent1', 'GET', FORM)).result?.fields.map((f) => f.key)).toEqual([
      'firstCustomerName',
      'idNumber',
      'budget',
      'interests',
      'married',
    ]);
    // Another tenant keeps its own (the default) form.
    expect((await call<CustomerForm>('acme_tadmin', 'GET', FORM)).result?.updatedAt).toBeNull();
  });

  it("saves the session's customer with the spec's messages, only by its agent, and shows it in the record", async () => {
    const room = (await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/startAgent')).result;
    if (!room) throw new Error('no session');
    const serviceId = room.serviceId;
    const before = await call<CustomerInfo>('demo_agent1', 'GET', `${INFO}?serviceId=${serviceId}`);
    expect(before.result?.values).toBeNull();

    const bad = await call('demo_agent1', 'PUT', INFO, {
      serviceId,
      values: { idNumber: '123', interests: ['车险'] },
    });
    expect(bad.errCode).toBe(400);
    expect(bad.result).toEqual({
      fields: {
        firstCustomerName: '请输入客户姓名',
        idNumber: '请输入正确的证件号码',
        budget: '请输入年缴预算',
        interests: '请输入正确的关注险种',
      },
    });
    const values = {
      firstCustomerName: ' 周先生 ',
      idNumber: '11010119900101123X',
      budget: '一万以上',
      interests: ['年金险'],
      married: true,
      unknown: 'dropped',
    };
    // Someone else's session is not found, whatever their rank.
    for (const login of ['demo_agent2', 'demo_oadmin'])
      expect((await call(login, 'PUT', INFO, { serviceId, values })).errCode, login).toBe(404);
    const saved = await call<CustomerInfo>('demo_agent1', 'PUT', INFO, { serviceId, values });
    expect(saved.errInfo).toBe(customerFormTexts.saved);
    expect(saved.result?.values).toEqual({
      firstCustomerName: '周先生',
      idNumber: '11010119900101123X',
      budget: '一万以上',
      interests: ['年金险'],
      married: true,
    });
    expect((await call<CustomerInfo>('demo_agent1', 'GET', `${INFO}?serviceId=${serviceId}`)).result?.values).toEqual(
      saved.result?.values,
    );

    await call('demo_agent1', 'PUT', '/api/fifthGeneration/end', { serviceId });
    // Once ended the session takes no more.
    expect((await call('demo_agent1', 'PUT', INFO, { serviceId, values })).errInfo).toBe(fiveGTexts.sessionEnded);
    // In the record the organisation admin reads the ID number masked; the tenant admin reads it whole.
    const detail = await call<FiveGDetail>('demo_oadmin', 'GET', `/api/fifthGeneration/detail/${serviceId}`);
    expect(detail.result?.userName).toBe('周先生');
    expect(detail.result?.customerInfo?.values).toEqual({ ...saved.result?.values, idNumber: '110101********123X' });
    const whole = await call<FiveGDetail>('demo_tadmin', 'GET', `/api/fifthGeneration/detail/${serviceId}`);
    expect(whole.result?.customerInfo?.values).toEqual(saved.result?.values);
    expect(detail.result?.customerInfo?.fields.map((f) => f.name)).toContain('证件号码');
  });
});
