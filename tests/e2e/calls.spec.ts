import { devices, type Page } from '@playwright/test';
import { workingTimeAwayFrom } from '../support/workingTime';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { AgentCallBox, CustomerCallPage } from './pages/CallPages';
import { HALL_TEST_TIMEOUT } from './pages/HallRoom';
import { LoginPage } from './pages/LoginPage';
import { allClosed, connections, expectConnectedAndSilent, keepConnections } from './pages/PeerConnections';
import { RecordsPage } from './pages/RecordsPage';
import { RoomCallView } from './pages/RoomCallView';

test('a customer calls from a phone; the busy agent is skipped, the idle one rings, answers, and both sides enter the room', async ({
  page,
  browser,
  server,
}) => {
  // Agents and a customer in browsers of their own, through the hall: as long as the hall's own tests take.
  test.setTimeout(HALL_TEST_TIMEOUT);
  // Two agents of tenant demo in their own browsers: the first busy, the second idle.
  const busyContext = await browser.newContext({ baseURL: server.url });
  const busyPage = await busyContext.newPage();
  await new LoginPage(busyPage).signIn('demo_agent1');
  const busyAgent = new AgentCallBox(busyPage);
  await busyAgent.setStatus('忙碌');

  await new LoginPage(page).signInOnline(server, 'demo_agent2');
  const agent = new AgentCallBox(page);
  await expect(page.getByRole('combobox', { name: '坐席状态' })).toHaveText('空闲');

  // The meeting room's code is asked for while the call rings, before the agent answers.
  const roomCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/RoomPage-[\w-]+\.js$/.test(request.url())) roomCode.push(request.url());
  });

  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: '王先生' });
  await expect(customer.field('姓名')).toHaveValue('王先生');
  await customer.call();
  await expect(customerPage.getByText('请输入正确的手机号')).toBeVisible();
  await customer.field('手机号').fill('13800138000');
  const asked = Date.now();
  await customer.call();
  await expect(customer.position()).toHaveText('您当前排在第 1 位');

  await expect(agent.box()).toBeVisible();
  await expect(agent.box()).toContainText('王先生');
  await expect(agent.box()).toContainText('13800138000');
  // The counter ticks from 1 at the offer, made as the customer asked (while the customer was agreeing to be
  // recorded): never ahead of the seconds since, and moving.
  const shown = Number(await agent.seconds().textContent());
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(shown).toBeLessThanOrEqual(Math.floor((Date.now() - asked) / 1000) + 1);
  await expect(agent.seconds()).not.toHaveText(String(shown), { timeout: 3000 });
  await expect(busyAgent.box()).toHaveCount(0);
  await expect.poll(() => roomCode.length).toBe(1);

  await agent.answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
  const invite = (await agent.inviteNumber().textContent())?.replace(/\D/g, '') ?? '';
  expect(invite).toMatch(/^\d{12}$/);
  await expect(page.getByRole('combobox', { name: '坐席状态' })).toHaveCount(0);

  await expect(customerPage).toHaveURL(/\/customer\/room\//);
  await expect(customer.connected()).toHaveText('已接通顾问：李静');
  await expect(customer.inviteNumber()).toContainText(invite);

  // The agent ends; the customer is told and may rate the call.
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/remoteMeeting\/list/);
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await customerPage.getByRole('radio', { name: /^5/ }).evaluate((input: HTMLInputElement) => input.click());
  await customerPage.getByRole('button', { name: '提交评价' }).click();
  await expect(customerPage.getByText('感谢您的评价')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '坐席状态' })).toHaveText('话后处理');
  await expect(page.getByTestId('after-call-countdown')).toContainText('秒后恢复空闲');

  // The call is in the agent's records, answered, with the customer's evaluation; the phone shows masked to an agent.
  const records = new RecordsPage(page);
  await records.open('/callRecord/list');
  await expect(records.tab('已接通')).toHaveAttribute('aria-selected', 'true');
  await expect(records.row('138****8000')).toContainText('王先生');
  await records.openDialog('138****8000', '评价');
  await expect(page.getByRole('dialog')).toContainText('5');

  await busyContext.close();
  await phone.close();
});

/** Keeps every stream the page's camera gives, to tell how often it opened and whether it is still on. */
function keepCameras(): void {
  const opened: MediaStream[] = [];
  (window as unknown as { openedCameras: MediaStream[] }).openedCameras = opened;
  const devices = navigator.mediaDevices;
  const open = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    opened.push(stream);
    return stream;
  };
}

/** How many times the page opened the camera, and how many of those are still on. */
const cameras = (page: Page) =>
  page.evaluate(() => {
    const opened = (window as unknown as { openedCameras: MediaStream[] }).openedCameras;
    return {
      opened: opened.length,
      on: opened.filter((s) => s.getVideoTracks().some((t) => t.readyState === 'live')).length,
    };
  });

test('the camera turns on while a call rings, off when it is turned down or cancelled, and an answered call sends that same camera', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  await page.context().addInitScript(keepCameras);
  await new LoginPage(page).signInOnline(server, 'demo_agent3');
  const agent = new AgentCallBox(page);
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  await phone.addInitScript(keepCameras);
  const customer = new CustomerCallPage(await phone.newPage());
  await customer.open({ tenant: 'demo', name: '丙', phone: '13800000003' });
  await expect.poll(() => cameras(customer.page)).toEqual({ opened: 0, on: 0 });

  // Ringing: both cameras on, before anyone answers.
  await customer.call();
  await expect(agent.box()).toContainText('丙');
  await expect.poll(() => cameras(page)).toEqual({ opened: 1, on: 1 });
  await expect.poll(() => cameras(customer.page)).toEqual({ opened: 1, on: 1 });

  // Turned down: the agent's camera goes off, and the customer's as the call goes back to the queue.
  await agent.box().getByRole('button', { name: '拒绝' }).click();
  await expect(agent.box()).toHaveCount(0);
  await expect.poll(() => cameras(page)).toEqual({ opened: 1, on: 0 });
  await expect.poll(() => cameras(customer.page)).toEqual({ opened: 1, on: 0 });
  await customer.page.getByRole('button', { name: '取消呼叫' }).click();
  await expect(customer.page.getByText('您已取消呼叫')).toBeVisible();

  // Called again and answered: the hall sends the camera opened while it rang, without opening another.
  await customer.call();
  await expect(agent.box()).toContainText('丙');
  await expect.poll(() => cameras(page)).toEqual({ opened: 2, on: 1 });
  await agent.answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('local-video')).toBeVisible();
  await expect.poll(() => cameras(page)).toEqual({ opened: 2, on: 1 });
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/remoteMeeting\/list/);
  await expect.poll(() => cameras(page)).toEqual({ opened: 2, on: 0 });
  await phone.close();
});

test('a ringing call connects the two pages ahead, sending nothing until the answer; the room then uses that connection', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  await page.context().addInitScript(keepConnections);
  await new LoginPage(page).signInOnline(server, 'demo_agent3');
  const agent = new AgentCallBox(page);
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  await phone.addInitScript(keepConnections);
  const customer = new CustomerCallPage(await phone.newPage());
  await customer.open({ tenant: 'demo', name: '丁', phone: '13800000004' });

  // Ringing: the pages connect, but no picture crosses before the agent answers.
  await customer.call();
  await expect(agent.box()).toContainText('丁');
  await expectConnectedAndSilent([page, customer.page]);

  // Turned down, then cancelled: both sides leave every connection they made for the call.
  await agent.box().getByRole('button', { name: '拒绝' }).click();
  await expect(agent.box()).toHaveCount(0);
  await expect.poll(() => allClosed(page)).toBe(true);
  await customer.page.getByRole('button', { name: '取消呼叫' }).click();
  await expect(customer.page.getByText('您已取消呼叫')).toBeVisible();
  await expect.poll(() => allClosed(customer.page)).toBe(true);
  await expect(agent.box()).toHaveCount(0);
  await expect.poll(() => allClosed(page)).toBe(true);

  // Called again and answered: the room's pictures come over the connection made while it rang, on both sides.
  await customer.call();
  await expect(agent.box()).toContainText('丁');
  const ready = async (side: Page) => (await connections(side)).filter((c) => c.state === 'connected').length;
  for (const side of [page, customer.page]) await expect.poll(() => ready(side)).toBe(1);
  const before = [(await connections(page)).length, (await connections(customer.page)).length];
  await agent.answer();
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
  await expect(customer.page).toHaveURL(/\/customer\/room\//);
  for (const [i, side] of [page, customer.page].entries()) {
    await expect.poll(() => new RoomCallView(side).framesDecoded(), { timeout: 20_000 }).toBeGreaterThan(0);
    const after = await connections(side);
    // No connection was made after the answer: the last one, made while it rang, carries the pictures.
    expect(after).toHaveLength(before[i]!);
    expect(after.at(-1)!.state).toBe('connected');
    expect(after.at(-1)!.videoBytes).toBeGreaterThan(0);
  }
  await phone.close();
});

test('a waiting customer sees the queue move and can cancel; the call box closes when the customer cancels', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signInOnline(server, 'demo_agent3');
  const agent = new AgentCallBox(page);
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const first = new CustomerCallPage(await phone.newPage());
  const second = new CustomerCallPage(await phone.newPage());
  await first.open({ tenant: 'demo', name: '甲', phone: '13800000001' });
  await first.call();
  await expect(agent.box()).toContainText('甲');
  await second.open({ tenant: 'demo', name: '乙', phone: '13800000002' });
  await second.call();
  await expect(second.position()).toHaveText('您当前排在第 2 位');

  await first.page.getByRole('button', { name: '取消呼叫' }).click();
  await expect(first.page.getByText('您已取消呼叫')).toBeVisible();
  await expect(agent.box()).toContainText('乙');
  await expect(second.position()).toHaveText('您当前排在第 1 位');
  await second.page.getByRole('button', { name: '取消呼叫' }).click();
  await expect(agent.box()).toHaveCount(0);
  await expect(page.getByText('客户已取消呼叫')).toBeVisible();
  await phone.close();
});

test('answering while a session is still in progress asks first, then ends that one with its customer told', async ({
  page,
  browser,
  server,
}) => {
  // Agents and a customer in browsers of their own, through the hall: as long as the hall's own tests take.
  test.setTimeout(HALL_TEST_TIMEOUT);
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const agent = new AgentCallBox(page);
  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url });
  const first = new CustomerCallPage(await phone.newPage());
  await first.open({ tenant: 'demo', name: '老客户', phone: '13900000001' });
  await first.call();
  await agent.answer();
  await expect(first.connected()).toHaveText('已接通顾问：张晓明');

  // The agent leaves the meeting page without ending it, and takes calls again.
  await page.goto('/remoteMeeting/list');
  await agent.setStatus('空闲');
  const second = new CustomerCallPage(await phone.newPage());
  await second.open({ tenant: 'demo', name: '新客户', phone: '13900000002' });
  await second.call();
  await expect(agent.box()).toContainText('新客户');
  await agent.answer();
  await expect(page.getByText('您当前在电脑端有正在进行的会话，确认结束并开始新的会话吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();

  await expect(first.page.getByTestId('room-ended')).toHaveText('会话已结束');
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(second.connected()).toHaveText('已接通顾问：张晓明');
  await phone.close();
});

test('an agent transfers a live call to a colleague, who answers; the customer is told who took over', async ({
  page,
  browser,
  server,
}) => {
  // Agents and a customer in browsers of their own, through the hall: as long as the hall's own tests take.
  test.setTimeout(HALL_TEST_TIMEOUT);
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const first = new AgentCallBox(page);
  const colleagueContext = await browser.newContext({ baseURL: server.url });
  const colleaguePage = await colleagueContext.newPage();
  await new LoginPage(colleaguePage).signInOnline(server, 'demo_agent2');
  const colleague = new AgentCallBox(colleaguePage);
  // The colleague is busy until the call is in progress, so the call rings at the first agent.
  await colleague.setStatus('忙碌');

  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url });
  const customer = new CustomerCallPage(await phone.newPage());
  await customer.open({ tenant: 'demo', name: '转接客户', phone: '13700000001' });
  await customer.call();
  await first.answer();
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  await colleague.setStatus('空闲');

  await page.getByRole('button', { name: '转接' }).click();
  await page.getByRole('combobox', { name: '转接' }).click();
  await page.getByRole('option', { name: /转接给坐席：李静/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status')).toHaveText('正在转接，等待对方接听…');

  await expect(colleague.box()).toContainText('转接来电');
  await expect(colleague.box()).toContainText('张晓明转接');
  await colleague.answer();
  await expect(colleaguePage).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(page.getByText('会话已转接给其他坐席')).toBeVisible();
  await expect(page).toHaveURL(/\/remoteMeeting\/list/);
  await expect(customer.page.getByText('已为您转接至顾问：李静')).toBeVisible();
  await expect(customer.connected()).toHaveText('已接通顾问：李静');
  await colleagueContext.close();
  await phone.close();
});

test('a customer who calls when no agent is online, or outside working time, is told so at once', async ({
  browser,
  request,
  server,
}) => {
  const admin = await AdminApi.as(request, 'acme_tadmin');
  const orgs = await admin.call<{ list: { _id: string }[] }>('GET', '/api/organizations?pageSize=100');
  const setWorkingTime = async (workingDayTime: { from: string; end: string }[]) => {
    for (const org of orgs.list) await admin.call('PUT', '/api/organizations', { id: org._id, workingDayTime });
  };
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const customer = new CustomerCallPage(await phone.newPage());

  // No working time set: always working, but no agent of acme is signed in.
  await setWorkingTime([]);
  await customer.open({ tenant: 'acme', name: '王先生', phone: '13800138000' });
  await customer.call();
  await expect(customer.page.getByRole('alert')).toHaveText('暂无顾问在线');
  await expect(customer.position()).toHaveCount(0);

  await setWorkingTime(workingTimeAwayFrom(new Date()));
  await customer.call();
  await expect(customer.page.getByRole('alert')).toHaveText('当前为非工作时间');
  await expect(customer.position()).toHaveCount(0);
  await phone.close();
});
