import type { FastifyInstance } from 'fastify';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { UserRow } from '../../shared/accountTypes.ts';
import { product } from '../../shared/product.ts';
import { e2eAdmin } from './startServer.ts';

export interface Relative {
  firstName: string;
  email: string;
  password: string;
}

/** A relative's phone: the size and input most of the family uses. */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

async function post<T>(app: FastifyInstance, url: string, payload: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const adminSessions = new WeakMap<FastifyInstance, Promise<string>>();

/** The admin's session on this server: signed in once, then reused for every setup call. */
export function adminSession(app: FastifyInstance): Promise<string> {
  let session = adminSessions.get(app);
  if (!session) {
    session = post<{ userToken: string }>(app, '/api/user/login', { email: encodeURIComponent(e2eAdmin.email), password: e2eAdmin.password }).then(
      (admin) => admin.userToken,
    );
    adminSessions.set(app, session);
  }
  return session;
}

/** Registers a relative through the API (the accounts journey does it by hand) and returns the row. */
export async function registerRelative(app: FastifyInstance, relative: Relative): Promise<UserRow> {
  await post(app, '/api/user/register', {
    firstName: encodeURIComponent(relative.firstName),
    email: encodeURIComponent(relative.email),
    password: relative.password,
  });
  const rows = await post<UserRow[]>(app, '/api/admin/getUsers', { token: await adminSession(app) });
  const row = rows.find((candidate) => candidate.firstName === relative.firstName);
  if (!row) throw new Error(`${relative.firstName} is missing from getUsers`);
  return row;
}

/** Registers and grants a relative through the API, and returns a session token. */
export async function grantedRelative(app: FastifyInstance, relative: Relative): Promise<string> {
  const row = await registerRelative(app, relative);
  await post(app, '/api/admin/status', { token: await adminSession(app), id: row.id, status: 1 });
  return (await post<{ userToken: string }>(app, '/api/user/login', { email: encodeURIComponent(relative.email), password: relative.password })).userToken;
}

/** Fills the login form of the page it is on and signs in. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens the sign-in page and sends the form, without waiting for where it leads (a waiting
 * account stays on the sign-in page). */
export async function submitLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await fillLogin(page, account.email, account.password);
}

/** Signs in from the sign-in page, and waits for the home feed. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname === product.routes.home);
}

/** Horizontal overflow of the page in CSS pixels (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
