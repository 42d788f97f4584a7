/** Sign-in and change-password bodies (spec 1 §5 "Login" and "Change password"). */

export const loginSchema = {
  $id: 'login',
  type: 'object',
  properties: {
    loginName: {
      type: 'string',
      title: '账号/邮箱',
      minLength: 1,
      maxLength: 100,
      errorMessage: { minLength: '请输入账号/邮箱' },
    },
    password: {
      type: 'string',
      title: '密码',
      minLength: 1,
      maxLength: 2048,
      errorMessage: { minLength: '请输入密码' },
    },
    encrypted: { type: 'boolean', default: false },
    isForceLogin: { type: 'integer', enum: [0, 1], default: 0 },
  },
  required: ['loginName', 'password'],
  additionalProperties: false,
  errorMessage: { required: { loginName: '请输入账号/邮箱', password: '请输入密码' } },
} as const;

export const changePasswordSchema = {
  $id: 'changePassword',
  type: 'object',
  properties: {
    agentId: { type: 'string' },
    oldPassword: {
      type: 'string',
      title: '原密码',
      minLength: 1,
      maxLength: 2048,
      errorMessage: { minLength: '请输入原密码' },
    },
    password: {
      type: 'string',
      title: '新密码',
      minLength: 1,
      maxLength: 2048,
      errorMessage: { minLength: '请输入新密码' },
    },
    encrypted: { type: 'boolean', default: false },
  },
  required: ['oldPassword', 'password'],
  additionalProperties: false,
  errorMessage: { required: { oldPassword: '请输入原密码', password: '请输入新密码' } },
} as const;

export const agentIdBodySchema = {
  $id: 'agentIdBody',
  type: 'object',
  properties: { agentId: { type: 'string', minLength: 1 } },
  required: ['agentId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: '请选择账号' } },
} as const;

export const urlLoginSchema = {
  $id: 'urlLogin',
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['token'],
  additionalProperties: false,
  errorMessage: { required: { token: '登录链接无效或已过期，请重新获取' } },
} as const;
