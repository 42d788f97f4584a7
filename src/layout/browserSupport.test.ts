import { describe, expect, it } from 'vitest';
import { needsSameScreenBrowser, supportsSameScreen } from './browserSupport';

const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  wxwork:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Safari/537.36 wxwork/4.1.22',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

describe('same-screen browser support', () => {
  it('admits Chrome and the enterprise-messaging browser only', () => {
    expect(supportsSameScreen(agents.chrome)).toBe(true);
    expect(supportsSameScreen(agents.wxwork)).toBe(true);
    expect(supportsSameScreen(agents.edge)).toBe(false);
    expect(supportsSameScreen(agents.firefox)).toBe(false);
    expect(supportsSameScreen(agents.safari)).toBe(false);
  });

  it('applies to same-screen pages only', () => {
    expect(needsSameScreenBrowser('/sameScreen')).toBe(true);
    expect(needsSameScreenBrowser('/establishSameScreen/0')).toBe(true);
    expect(needsSameScreenBrowser('/sameScreenX')).toBe(false);
    expect(needsSameScreenBrowser('/callRecord/list')).toBe(false);
  });
});
