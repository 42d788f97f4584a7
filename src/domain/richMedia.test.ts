import { describe, expect, it } from 'vitest';
import { agentMenus, tenantAdminMenus } from './menus';
import { richMediaEntries } from './richMedia';

describe('the rich-media page', () => {
  it("gathers an admin's tasks, content and audits, named as the menu names them", () => {
    const keys = richMediaEntries(tenantAdminMenus).map((entry) => entry.page);
    expect(keys).toContain('richMediaTasks');
    expect(keys).toContain('videoTemplates');
    expect(keys.indexOf('richMediaTasks')).toBeLessThan(keys.indexOf('videoTemplates'));
    expect(richMediaEntries(tenantAdminMenus).find((entry) => entry.page === 'richMediaTasks')?.pageName).toBe(
      '富媒体任务',
    );
  });

  it('offers nothing a menu hides or lacks', () => {
    const hiddenGroup = [
      {
        key: '/robot',
        pageName: '智能机器人',
        hideInMenu: true,
        subMenu: [{ key: '/richMediaTask/list', pageName: '富媒体任务' }],
      },
    ];
    expect(richMediaEntries(hiddenGroup)).toEqual([]);
    expect(richMediaEntries([])).toEqual([]);
    expect(richMediaEntries(agentMenus).map((entry) => entry.page)).not.toContain('videoTemplateAudits');
  });
});
