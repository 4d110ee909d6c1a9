/** Forgets every upload URL tus-js-client keeps in localStorage (sign-out): small enough for the
 * first load, which does not carry tus-js-client nor the code around it. */
export function forgetStoredTusUploads(): void {
  for (const key of Object.keys(window.localStorage)) if (key.startsWith('tus::')) window.localStorage.removeItem(key);
}
