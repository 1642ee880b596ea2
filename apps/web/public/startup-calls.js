// The app's start-up calls (spec section 7: who is signed in, then the public library list),
// started as soon as the HTML is parsed rather than after the app's script and its start-up chunk
// have loaded and run one after another. The app takes each answer once, by URL
// (src/api/http.ts, takeStartedCall); if a call failed, or its URL is not the one the app asks
// for, the app fetches it itself. A plain script from our own origin: the page's
// Content-Security-Policy allows no inline script. Keep the base URL, the request options and
// the library's first query in step with src/api/http.ts and the store's INITIAL_LIBRARY.
(() => {
  const base = location.hostname === 'localhost' ? 'http://localhost:3000' : `${location.origin}/api`;
  const calls = {};
  for (const path of [
    '/auth/me',
    '/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true',
  ]) {
    const answer = fetch(base + path, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    // Unused, or failed: the app then asks again itself.
    answer.catch(() => {});
    calls[base + path] = answer;
  }
  window.ringalongStartupCalls = calls;
})();
