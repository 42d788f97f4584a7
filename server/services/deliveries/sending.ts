import { nextSendTime } from '../../../src/domain/sendWindow';
import { customerVideoPath } from '../../../src/schemas/deliveryTask';
import type { JobQueue } from '../../queue';
import type { SmsService } from '../sms';
import type { DeliveryStore } from './store';

const BATCH = 100;

/** The text a recipient receives: the task's message with their name and link. */
const messageFor = (template: string, name: string, link: string) =>
  template.replaceAll('{name}', name).replaceAll('{link}', link);

/**
 * Sending a task's messages as a queued job ('delivery-task-send'): within the tenant's send window only
 * (outside it the job is queued again for the window's opening), recipient by recipient through the SMS
 * port, so the task's progress moves as they go; a cancelled task stops at the next recipient.
 */
export class DeliverySending {
  constructor(
    private readonly store: DeliveryStore,
    private readonly sms: SmsService,
    private readonly queue: JobQueue,
    private readonly now: () => Date,
  ) {}

  /** Queues the task's sending, for now or the window's next opening. */
  async schedule(taskId: string, window: { startSendTime: string; finishSendTime: string }): Promise<void> {
    const now = this.now();
    const at = nextSendTime(window, now);
    await this.queue.send(
      'delivery-task-send',
      { taskId },
      { retryLimit: 3, retryDelaySeconds: 30, ...(at > now ? { startAfter: at } : {}) },
    );
  }

  async run(taskId: string): Promise<void> {
    const task = await this.store.sending(taskId);
    if (!task || task.status === 'cancelled' || task.status === 'finished') return;
    const window = { startSendTime: task.sendStart, finishSendTime: task.sendEnd };
    if (nextSendTime(window, this.now()) > this.now()) {
      await this.schedule(taskId, window);
      return;
    }
    await this.store.setStatus(taskId, ['waiting'], 'sending');
    for (;;) {
      const batch = await this.store.waitingRecipients(taskId, BATCH);
      if (batch.length === 0) break;
      for (const recipient of batch) {
        const current = await this.store.sending(taskId);
        if (current?.status !== 'sending') return;
        const link = `${task.linkOrigin}${customerVideoPath(recipient.id)}`;
        const sent = await this.sms.send(
          { tenantId: task.tenantId, agentId: task.agentId },
          {
            phone: recipient.phone,
            content: messageFor(task.message, recipient.name, link),
            params: [recipient.name, link],
            link,
            deliveryRecipientId: recipient.id,
          },
        );
        await this.store.markSent(
          recipient.id,
          sent.status === 'failed' ? { status: 'failed', error: sent.error } : { status: 'sent', error: null },
        );
      }
    }
    await this.store.setStatus(taskId, ['sending'], 'finished');
  }
}
