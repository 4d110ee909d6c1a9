// A member must not make the server post to an address of their choosing (issue 24): an endpoint
// is kept only when it is https: on a host of the browsers' own push services, or one the
// operator names in PUSH_ALLOWED_HOSTS (the tests' local push service).

/** Chrome and Edge on Android (FCM), Firefox, Safari, Edge on Windows. */
const knownHosts = ['fcm.googleapis.com'];
const knownSuffixes = ['.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export type EndpointCheck = 'ok' | 'invalid' | 'refused';

export function checkEndpoint(endpoint: string, allowedHosts: readonly string[]): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return 'refused';
  const host = url.hostname.toLowerCase();
  if (knownHosts.includes(host) || allowedHosts.includes(host)) return 'ok';
  return knownSuffixes.some((suffix) => host.endsWith(suffix)) ? 'ok' : 'refused';
}
