import type { Locator } from 'playwright-core';

/** Types into a place field and chooses the option from its list, as a person does. */
export async function choosePlace(
  form: Locator,
  label: string | RegExp,
  text: string,
  option: string,
): Promise<void> {
  const field = form.getByRole('combobox', { name: label });
  await field.fill('');
  await field.fill(text);
  await form.getByRole('option', { name: option, exact: true }).click();
  await form.getByRole('listbox').first().waitFor({ state: 'hidden' });
}
