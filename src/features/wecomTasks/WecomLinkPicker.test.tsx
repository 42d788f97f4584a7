// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareWebPaths } from '../../schemas/shareWeb';
import { videoContentPaths } from '../../schemas/videoContent';
import { WecomLinkPicker } from './WecomLinkPicker';
import type { PickedLink } from './wecomTasksApi';

/** The two lists the picker reads, answered as the server answers them; each request's address is kept. */
function serve(asked: URL[]) {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, window.location.origin);
    asked.push(url);
    const list =
      url.pathname === videoContentPaths.shared
        ? [{ _id: 'c0ffee00-0000-4000-8000-000000000001', name: '年金险产品介绍' }]
        : url.pathname === shareWebPaths.list
          ? [{ _id: 'l1', name: '少儿教育金计划', url: '/demo/products/child-education.html' }]
          : [];
    return new Response(JSON.stringify({ errCode: 0, result: { list, count: list.length } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The picker on a page, opened as the agent opens it: what it asked the server, what it handed over, and its dialog. */
async function openPicker() {
  const asked: URL[] = [];
  serve(asked);
  const picked: PickedLink[] = [];
  render(<WecomLinkPicker onPick={(link) => picked.push(link)} />);
  await userEvent.click(screen.getByRole('button', { name: '选择链接' }));
  return { asked, picked, dialog: await screen.findByRole('dialog', { name: '选择链接' }) };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the WeCom task link picker', () => {
  it('fills the link with the share page of an approved content the agent picks', async () => {
    const { picked, dialog } = await openPicker();
    const row = await within(dialog).findByRole('row', { name: /年金险产品介绍/ });
    await userEvent.click(within(row).getByRole('button', { name: '选择' }));
    expect(picked).toEqual([
      {
        title: '年金险产品介绍',
        url: `${window.location.origin}/richMediaShare?videoId=c0ffee00-0000-4000-8000-000000000001`,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only enabled product links, searched by name, with addresses a customer can open', async () => {
    const { asked, picked, dialog } = await openPicker();
    await userEvent.click(within(dialog).getByRole('tab', { name: '链接素材' }));
    await userEvent.type(within(dialog).getByLabelText('搜索名称'), '教育');
    const row = await within(dialog).findByRole('row', { name: /少儿教育金计划/ });
    const lastLinks = asked.filter((url) => url.pathname === shareWebPaths.list).at(-1);
    expect(lastLinks?.searchParams.get('status')).toBe('1');
    expect(lastLinks?.searchParams.get('name')).toBe('教育');
    await userEvent.click(within(row).getByRole('button', { name: '选择' }));
    expect(picked).toEqual([
      { title: '少儿教育金计划', url: `${window.location.origin}/demo/products/child-education.html` },
    ]);
  });
});
