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
import { WecomSimulatorPage } from '../features/wecom/WecomSimulatorPage';
import { wecomSimulatorTexts } from '../features/wecom/texts';

/** The server's health answer naming the stand-ins it runs. */
function serveHealth(simulators: readonly SimulatorName[]) {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, window.location.origin).pathname;
    const body =
      path === apiPaths.health
        ? { errCode: 0, result: { db: 'pglite', version: 'test', simulators } }
        : path === '/api/wecomSimulator/members'
          ? {
              errCode: 0,
              result: { corpId: 'wwsimulatedcorp', list: [{ userId: 'zhangxiaoming', name: '张晓明', bound: true }] },
            }
          : { errCode: 404, errInfo: '接口不存在' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** The WeCom simulator's approval page, as the sign-in page sends a browser there. */
const WECOM_APPROVAL = `/wecomSimulator/authorize?tenant=demo&state=s1&redirect_uri=${encodeURIComponent(
  `${window.location.origin}/user/loginWechat`,
)}`;

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
    cleanup();

    render(
      <MemoryRouter initialEntries={[WECOM_APPROVAL]}>
        <WecomSimulatorPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(wecomSimulatorTexts.off)).toBeTruthy();
    expect(screen.queryByText('张晓明')).toBeNull();
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
    cleanup();

    render(
      <MemoryRouter initialEntries={[WECOM_APPROVAL]}>
        <WecomSimulatorPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('张晓明')).toBeTruthy();
    expect(screen.queryByText(wecomSimulatorTexts.off)).toBeNull();
  });
});
