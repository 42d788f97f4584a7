import { describe, expect, it } from 'vitest';
import { drawLoginAhead } from './drawLoginAhead';

describe('the login page drawn ahead', () => {
  it('shows the title of its entry, the form and a sign-in that waits for the code', () => {
    const star = drawLoginAhead('star');
    expect(star.title).toBe('销售同屏平台');
    expect(star.markup).toMatch(/<h1[^>]*>销售同屏平台<\/h1>/);
    expect(star.markup).toContain('账号登录');
    expect(star.markup).toMatch(/<input[^>]*name="loginName"/);
    expect(star.markup).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(star.markup).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>登录/);
    // So does the company sign-on, whose panel a press before the code would never open.
    expect(star.markup).toMatch(/<button[^>]*type="button" disabled=""[^>]*>企业统一身份认证/);
    expect(drawLoginAhead('common').markup).toMatch(/<h1[^>]*>智慧展业平台<\/h1>/);
    expect(drawLoginAhead('live').markup).toMatch(/<h1[^>]*>1v1直播后台<\/h1>/);
  });

  it('carries the styles of what it draws, for the browser to show before any script', () => {
    const { markup, styles } = drawLoginAhead('common');
    const titleClass = /<h1 class="[^"]*\b(css-[^" ]+)"/.exec(markup)?.[1];
    expect(titleClass).toBeDefined();
    expect(styles).toContain(`.${titleClass}{`);
    // The browser's emotion takes these over by their key rather than writing them again.
    expect(styles).toMatch(/<style data-emotion="css [^"]*">/);
  });
});
