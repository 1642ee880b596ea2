/**
 * What the browser shows when the sign-in callback cannot finish because something it needs is
 * down (the identity provider or the database): a plain page that says so and leads back to the
 * app, where signing in can be started again. No script; the text is our own, never input.
 */
export function renderSignInUnavailablePage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in is not possible right now - Ringalong</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; width: min(26rem, 90vw); }
a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<h1>Signing in is not possible right now</h1>
<p role="alert">${message}</p>
<p>Nothing was changed. <a href="/">Back to Ringalong</a>, then sign in again.</p>
</main>
</body>
</html>`;
}
