import { expect, type Locator } from '@playwright/test';

/**
 * Opens the select of a label and picks an option from its own list (named by the same label), by name or the
 * first, then waits for the list to close, so the next select's list is never confused with this one's fading copy.
 */
export async function chooseOption(scope: Locator, label: RegExp, option?: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = scope.page().getByRole('listbox', { name: label });
  const choice =
    option === undefined
      ? listbox.getByRole('option').first()
      : listbox.getByRole('option', { name: option, exact: true });
  await choice.click();
  await expect(listbox).toBeHidden();
}
