import { escapeHtml } from '../html.ts';

/** The local provider's sign-in page: two labelled fields and a button, no script. */
export function renderLoginPage(options: { action: string; name?: string; email?: string; error?: string }) {
  const error = options.error ? `<p role="alert" class="error">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Ringalong (local provider)</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; width: min(22rem, 90vw); }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #3f3f46; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
.error { color: #b91c1c; }
.note { color: #52525b; font-size: .85rem; }
</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p class="note">Local sign-in provider for development. Any name and email will do.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(options.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.email ?? '')}">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
