// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, SIMULATOR_NAMES, type SimulatorName } from '../schemas/api';
import { dialerTexts, handsetTexts } from '../schemas/callService';
import { miniProgramTexts } from '../schemas/miniProgram';
import { MiniProgramSimulatorPage } from '../customer/deliveries/MiniProgramSimulatorPage';
import { DialerPage } from '../features/fiveG/call/DialerPage';
import { HandsetPage } from '../features/fiveG/handset/HandsetPage';

/** The server's health answer naming the stand-ins it runs. */
function serveHealth(simulators: readonly SimulatorName[]) {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, window.location.origin).pathname;
    const body =
      path === apiPaths.health
        ? { errCode: 0, result: { db: 'pglite', version: 'test', simulators } }
        : { errCode: 404, errInfo: '接口不存在' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("the stand-ins' pages", () => {
  it('say the simulator is off when the server runs none, and show nothing of it', async () => {
    serveHealth([]);
    render(<HandsetPage />);
    expect(await screen.findByText(handsetTexts.simulatorOff)).toBeTruthy();
    expect(screen.queryByText(handsetTexts.noPhone)).toBeNull();
    cleanup();

    render(<DialerPage />);
    expect(await screen.findByText(dialerTexts.simulatorOff)).toBeTruthy();
    expect(screen.queryByText(dialerTexts.title)).toBeNull();
    cleanup();

    render(
      <MemoryRouter initialEntries={['/customer/miniProgram?path=pages/index/index&query=taskId%3Dt1']}>
        <MiniProgramSimulatorPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(miniProgramTexts.simulatorOff)).toBeTruthy();
    expect(screen.queryByText('pages/index/index')).toBeNull();
  });

  it('show themselves when the server runs their simulator', async () => {
    serveHealth(SIMULATOR_NAMES);
    render(<HandsetPage />);
    expect(await screen.findByText(handsetTexts.noPhone)).toBeTruthy();
    expect(screen.queryByText(handsetTexts.simulatorOff)).toBeNull();
    cleanup();

    render(
      <MemoryRouter initialEntries={['/customer/miniProgram?path=pages/index/index&query=taskId%3Dt1']}>
        <MiniProgramSimulatorPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('pages/index/index')).toBeTruthy();
    expect(screen.queryByText(miniProgramTexts.simulatorOff)).toBeNull();
  });
});
