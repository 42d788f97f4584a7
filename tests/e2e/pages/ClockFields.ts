import type { Locator } from '@playwright/test';

/** A time-of-day picker (HH:mm): typed section by section as a person types it, read from the value it keeps. */
export function clockField(scope: Locator, label: string) {
  const field = scope.getByRole('group', { name: label, exact: true });
  return {
    async type(time: string): Promise<void> {
      await field.getByRole('spinbutton').first().click();
      await field.page().keyboard.type(time.replace(':', ''));
    },
    shown: () => field,
    kept: () => field.locator('input'),
  };
}
