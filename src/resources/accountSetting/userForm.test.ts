import { describe, expect, it } from 'vitest';
import { checkUser, roleLevelOf, userFormShape } from './userForm';

describe('the user form', () => {
  it('reads the level out of an id|level role value', () => {
    expect(roleLevelOf('3f1c7a52-9a0e-4c1e-8a43-0d0d3c0f3a11|2')).toBe('2');
    expect(roleLevelOf('3f1c7a52-9a0e-4c1e-8a43-0d0d3c0f3a11')).toBeUndefined();
    expect(roleLevelOf(undefined)).toBeUndefined();
  });

  it('shows company and organisation by the creator level and the chosen role', () => {
    expect(userFormShape('2', '1', false)).toMatchObject({ showTenant: false, showOrg: false });
    expect(userFormShape('3', '1', false)).toMatchObject({ showTenant: false, showOrg: true });
    expect(userFormShape('3', '3', false)).toMatchObject({ showTenant: false, showOrg: false });
    expect(userFormShape('4', '2', true)).toMatchObject({ showTenant: true, showOrg: true, groups: ['live'] });
    expect(userFormShape('4', '3', false)).toMatchObject({ showTenant: true, showOrg: false, omit: ['orgAccount'] });
    expect(userFormShape('4', '4', false)).toMatchObject({ showTenant: false, showOrg: false });
  });

  it('checks the password rules and the confirmation on create only, and the shown selectors', () => {
    const shape = { showTenant: true, showOrg: true };
    expect(checkUser({ loginName: 'zhang', password: 'zhang', confirmPassword: 'x' }, 'create', shape)).toEqual({
      password: '密码的最短长度大于等于8位数',
      confirmPassword: '确认密码与新密码不一致，请重新输入',
      tenant: '请选择公司',
      orgAccount: '请选择机构',
    });
    expect(checkUser({ loginName: 'Zhang#123', password: 'zhang#123' }, 'create', shape).password).toBe(
      '密码和用户名不能相同',
    );
    expect(checkUser({ password: 'abcdefgh' }, 'edit', { showTenant: false, showOrg: false })).toEqual({});
  });
});
