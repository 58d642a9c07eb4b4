/** The sign-in stand-in's two pages: where it is (its root) and "continue as a test Google user". */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=text],input[type=email],input[type=url]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;background:#1a73e8;color:#fff;border:0;border-radius:4px;cursor:pointer}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.6rem;border-radius:4px}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

/** GET /: what this server is, for a developer who opened it to trust its certificate. */
export function rootPage(appUrls: string[]): string {
  const links = appUrls.map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join(' or ');
  return page(
    'CIPHERWORD: local sign-in stand-in',
    `<h1>Local sign-in is ready</h1>
<p>This is the stand-in for Cognito's hosted UI and Google that <code>npm start</code> runs, so that signing in works offline.
If you came here to accept its self-signed certificate, your browser now trusts it: you can close this tab.</p>
<p>${links ? `Back to the game: ${links}, then` : 'Go back to the game and use'} Sign In → Continue with Google.</p>`,
  );
}

/** GET /oauth2/authorize: continue as a test Google user (name, e-mail, optional picture). */
export function authorizePage(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return page(
    'Local sign-in: test Google user',
    `<h1>Continue as a test Google user</h1>
<p class="note">This is the local stand-in for Google sign-in through Cognito (npm start). No real Google account is used;
the same e-mail is the same player on every device.</p>
<form method="post" action="/oauth2/authorize">${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" required value="Test Player">
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="player@example.com">
<label for="picture">Picture URL (optional)</label><input id="picture" name="picture" type="url" value="">
<button type="submit">Continue as test user</button></form>`,
  );
}
