// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Fastify from 'fastify';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { registerEnvelope } from '../../server/plugins/envelope';
import { i18nProvider } from '../i18n/i18nProvider';
import { registerValidation } from '../../server/plugins/validation';
import { agentCreateSchema } from '../schemas/agent';
import { formSchema } from './formSchema';
import { SchemaForm } from './SchemaForm';
import { SchemaList } from './SchemaList';

/** The user schema with one property more: a short remark, listed, with its own message. */
const changed = {
  ...agentCreateSchema,
  $id: 'agentCreateChanged',
  properties: {
    ...agentCreateSchema.properties,
    remark: {
      type: 'string',
      title: '备注',
      maxLength: 5,
      'x-list': true,
      errorMessage: { maxLength: '备注不能超过5个字符' },
    },
  },
} as const;

const record = {
  id: 'a1',
  _id: 'a1',
  loginName: 'zhang',
  fullName: '张三',
  remark: '老客户',
  agentRole: { roleName: '坐席' },
  createdAt: '2026-01-01T00:00:00Z',
};
const dataProvider = {
  getList: async () => ({ data: [record], total: 1 }),
} as unknown as DataProvider;

afterEach(cleanup);

describe('one change to a schema', () => {
  it('adds a column to the list', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="accountSetting">
          <SchemaList schema={changed} canCreate={false} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('老客户')).toBeTruthy();
    expect(screen.getByText('备注')).toBeTruthy();
  });

  it('adds a field to the form, refused there with the schema message', async () => {
    const { schema, uiSchema } = formSchema(changed, 'edit');
    let saved: unknown = null;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          initial={{ loginName: 'zhang', fullName: '张三', agentRole: '' }}
          onSave={async (v) => {
            saved = v;
            return undefined;
          }}
        />
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('备注'), '六个字的备注');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('备注不能超过5个字符')).toBeTruthy());
    expect(saved).toBeNull();
  });

  it('is enforced by a server route validating with it', async () => {
    const app = Fastify();
    registerValidation(app);
    registerEnvelope(app);
    app.post('/check', { schema: { body: changed } }, async () => ({ errCode: 0 }));
    const answer = await app.inject({
      method: 'POST',
      url: '/check',
      payload: {
        loginName: 'zhang',
        fullName: '张三',
        agentRole: '3f1c7a52-9a0e-4c1e-8a43-0d0d3c0f3a11|1',
        password: 'x',
        confirmPassword: 'x',
        remark: '六个字的备注',
      },
    });
    expect(answer.json()).toMatchObject({ errCode: 400, result: { fields: { remark: '备注不能超过5个字符' } } });
    await app.close();
  });
});
