// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storagePaths, type StorageUsage } from '../../schemas/storage';
import { StoragePanel } from './StoragePanel';

const GB = 1024 ** 3;

/** The usage route answered as the server answers it; each request's address is kept. */
function serve(usage: StorageUsage, asked: URL[]) {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, window.location.origin);
    asked.push(url);
    const body =
      url.pathname === storagePaths.usage ? { errCode: 0, result: usage } : { errCode: 404, errInfo: '接口不存在' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the storage panel of 系统设置', () => {
  it('shows the storage used against the quota, with a bar as full as the share used', async () => {
    const asked: URL[] = [];
    serve({ used: 1.2 * GB, quota: 50 * GB }, asked);
    render(<StoragePanel tenant={undefined} />);
    expect(await screen.findByText('存储空间：已用 1.2 GB / 共 50.0 GB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '存储空间' }).getAttribute('aria-valuenow')).toBe('2');
    expect(asked.map((url) => url.searchParams.get('tenant'))).toEqual([null]);
  });

  it('asks about the tenant the platform admin picked, and fills the bar no further than full', async () => {
    const asked: URL[] = [];
    serve({ used: 51 * GB, quota: 50 * GB }, asked);
    render(<StoragePanel tenant="t-acme" />);
    expect(await screen.findByText('存储空间：已用 51.0 GB / 共 50.0 GB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '存储空间' }).getAttribute('aria-valuenow')).toBe('100');
    expect(asked[0]?.searchParams.get('tenant')).toBe('t-acme');
  });
});
