import { product } from '../../shared/product.ts';

/** Router state carried to the login screen: where the relative wanted to go before signing in. */
export type LoginRedirectState = { from: string };

export function loginRedirectState(from: string): LoginRedirectState {
  return { from };
}

const home = product.routes.home;

/** The signed-in location to open after login, read from router state. Only a path of this app
 * under /app is honoured; anything else ('https://…', '//host', a backslash, a '..' segment, even
 * escaped as '%2e%2e') leads home, so a crafted link or state cannot send a relative elsewhere. */
export function redirectAfterLogin(state: unknown): string {
  const from: unknown = (state as Partial<LoginRedirectState> | null | undefined)?.from;
  if (typeof from !== 'string' || from.length > 2048) return home;
  const path = from.split(/[?#]/, 1)[0] ?? '';
  if (path !== home && !path.startsWith(`${home}/`)) return home;
  if (/[\\\s]|\/\//.test(path)) return home;
  const dotSegment = /^(\.|%2e){1,2}$/i;
  if (path.split('/').some((segment) => dotSegment.test(segment))) return home;
  return from;
}
