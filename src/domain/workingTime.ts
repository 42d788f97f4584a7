import { chinaMinuteOfDay } from './chinaTime';

/** An organisation's working time (spec 1 §3): the morning then the afternoon, each `HH:mm` from and end. */
export interface WorkingSlot {
  from: string;
  end: string;
}

const WORKING_TIME_TEXTS = {
  endAfterFrom: '结束时间需晚于开始时间',
  afternoonAfterMorning: '下午的开始时间需晚于上午的结束时间',
} as const;

const minutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The first problem of the working time, or null: each slot ends after it starts, the afternoon starts after the morning ends. */
export function workingTimeProblem(slots: readonly WorkingSlot[]): string | null {
  for (const slot of slots) if (minutes(slot.end) <= minutes(slot.from)) return WORKING_TIME_TEXTS.endAfterFrom;
  const [morning, afternoon] = slots;
  if (morning && afternoon && minutes(afternoon.from) < minutes(morning.end))
    return WORKING_TIME_TEXTS.afternoonAfterMorning;
  return null;
}

/** Whether an instant, in China time, falls in the working time (each slot from its start to just before its end); none set means always. */
export function isWorkingTime(slots: readonly WorkingSlot[], at: Date): boolean {
  if (slots.length === 0) return true;
  const now = chinaMinuteOfDay(at);
  return slots.some((slot) => minutes(slot.from) <= now && now < minutes(slot.end));
}
