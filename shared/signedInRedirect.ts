// The prerendered sign-in page (`/`, scripts/prerenderPages.mjs) sends a relative still signed in
// on this device on to /app before it paints, instead of showing the sign-in form until the app
// has loaded and leaves it. An inline script in the page's head, allowed by its hash in the pages'
// CSP (server/platform/security.ts). `lapin.auth` is the auth state as the app persists it
// (src/stores/persistence.ts); a session revoked since is then checked by /app as before.
export const signedInRedirectScript =
  "try{var a=JSON.parse(localStorage.getItem('lapin.auth')||'null');if(a&&a.userInfo)location.replace('/app')}catch(e){}";
