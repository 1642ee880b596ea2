import { escapeHtml } from '../html.ts';

/** The embedded checkout's pages: plain HTML, no scripts and no outside assets. */

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .price { font-size: 1.25rem; font-weight: 600; }
  .note { color: #52525b; font-size: 0.9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 1px solid #3f3f46; cursor: pointer; }
  .pay { background: #18181b; color: #fff; }
  .cancel { background: #fff; color: #18181b; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(checkoutId: string, token: string): string {
  const id = encodeURIComponent(checkoutId);
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
  return page(
    'Subscribe for Full Access',
    `<h1>Subscribe for Full Access</h1>
<p class="price">$15 per year</p>
<p>Saving and publishing your songs and the full public library, renewing yearly.</p>
<p class="note">Local test checkout: no card is charged on this server. Decline payment fails the
payment the way a declined card does.</p>
<div class="actions">
  <form method="post" action="${id}/pay">${hidden}<button class="pay" type="submit">Pay $15</button></form>
  <form method="post" action="${id}/decline">${hidden}<button class="cancel" type="submit">Decline payment</button></form>
  <form method="post" action="${id}/cancel">${hidden}<button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

export function messagePage(title: string, message: string, homeUrl: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(homeUrl)}">Back to Ringalong</a></p>`,
  );
}
