import type { Page } from 'playwright-core';

export const demo = {
  owner: { username: 'host', password: 'soglia-demo' },
  guest: { username: 'giulia.rossi', password: 'GUEST123' },
};

export async function fillLogin(page: Page, shellUrl: string, username: string, password: string) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
}
