// A member must not make the server post to an address of their choosing (issue 24): an endpoint
// is kept only when it is https: on port 443 of a host of the browsers' own push services, or on
// a host (and port, when it names one) the operator lists in PUSH_ALLOWED_HOSTS (the tests' local
// push service).

/** Chrome and Edge on Android (FCM), Firefox, Safari, Edge on Windows. */
const knownHosts = ['fcm.googleapis.com'];
const knownSuffixes = ['.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export type EndpointCheck = 'ok' | 'invalid' | 'refused';

/** The host and port as the endpoint writes them, before any normalisation. */
const writtenHost = (endpoint: string) => /^https:\/\/([^/?#]*)/i.exec(endpoint)?.[1]?.toLowerCase();

export function checkEndpoint(endpoint: string, allowedHosts: readonly string[]): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return 'refused';
  // URL applies IDNA's mapping: `fcm。googleapis。com` (ideographic or fullwidth dots) is
  // fcm.googleapis.com. A browser writes its push service's host as it is; another spelling of it
  // would store a second endpoint for the same device (one push sent twice), so it is refused.
  if (writtenHost(endpoint) !== url.host) return 'refused';
  // url.host carries the port unless it is 443.
  if (allowedHosts.includes(url.host)) return 'ok';
  if (url.port !== '') return 'refused';
  const host = url.hostname;
  return knownHosts.includes(host) || knownSuffixes.some((suffix) => host.endsWith(suffix)) ? 'ok' : 'refused';
}
