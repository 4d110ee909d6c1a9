import type { Locator, Page } from 'playwright-core';

/**
 * The chat's message box once the connection is up. Until then the screen says
 * 'Connexion au chat...' and keeps a sent draft (spec §8), which a busy machine shows for a while.
 */
export async function connectedChatBox(page: Page): Promise<Locator> {
  const box = page.getByRole('textbox', { name: 'Votre message' });
  // The status line renders with the box, so once the box is there its absence means connected.
  await box.waitFor();
  await page.getByText('Connexion au chat...').waitFor({ state: 'hidden' });
  return box;
}
