import { devices } from '@playwright/test';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';
import { addDays } from '../../src/domain/workSlots';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { agreeToRecording } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';

test.describe('on a server clock the test advances', () => {
  test.use({ serverClock: 'manual' });

  test('an agent starts a booked session from 时段管理: the agent is in the hall and the customer’s SMS link joins it', async ({
    page,
    browser,
    server,
    clock,
    request,
  }) => {
    const day = addDays(chinaDay(new Date()), 1);
    const agent = await AdminApi.as(request, 'demo_agent1');
    await agent.call('POST', '/api/agentWorkDay/enable', {
      workDate: day,
      workStartTime: '10:00',
      workEndTime: '10:30',
    });
    const agentId = (
      await server.ctx.db
        .selectFrom('agents')
        .select('id')
        .where('loginName', '=', 'demo_agent1')
        .executeTakeFirstOrThrow()
    ).id;
    const booked = await request.post('/api/customer/booking', {
      data: { agentId, workDate: day, workStartTime: '10:00', userName: '周先生', userPhone: '13700137009' },
    });
    expect(((await booked.json()) as { errCode: number }).errCode).toBe(0);
    // The server's time moves to ten minutes before the slot; the agent signs in then.
    await clock.skip(chinaInstant(day, '09:50').getTime() - clock.now().getTime());

    await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
    await new LoginPage(page).signIn('demo_agent1');
    await page.goto('/timesManagement');
    const cell = page.locator(`[data-slot="${day} 10:00"]`);
    await expect(cell.getByTestId('slot-booking')).toContainText('周先生');
    await cell.getByRole('button', { name: '开始 周先生' }).click();
    await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\/[0-9a-f-]{36}$/);
    const serviceId = new URL(page.url()).pathname.split('/').pop()!;

    const outbox = await server.ctx.db
      .selectFrom('smsOutbox')
      .select(['phone', 'content'])
      .where('phone', '=', '13700137009')
      .execute();
    expect(outbox).toHaveLength(1);
    const link = /(http\S+\/s\/[0-9A-Za-z]+)/.exec(outbox[0]!.content)?.[1];
    expect(link, outbox[0]!.content).toBeTruthy();

    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: server.url,
      permissions: ['camera', 'microphone'],
    });
    const customer = await phone.newPage();
    await agreeToRecording(customer);
    await customer.goto(link!);
    await expect(customer).toHaveURL(new RegExp(serviceId));
    await expect(customer.getByTestId('connected')).toHaveText('已接通顾问：张晓明');
    await phone.close();
  });
});
