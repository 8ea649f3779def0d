// The screen a visitor sees while the server cannot be reached. A self-contained data: page (no
// script, no network), so it shows even when nothing else works; the main process retries.
import { kioskText } from '../src/contract/kiosk';
import { KIOSK_BACKGROUND } from './window';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OutOfServiceOptions {
  branchName: string;
  /** For staff: why (server address, or configuration problems). Shown in small print. */
  details: string[];
  /** false when only staff can fix it (bad configuration): then no "reconnects" promise. */
  retrying: boolean;
}

export function outOfServicePage({ branchName, details, retrying }: OutOfServiceOptions): string {
  const status = retrying ? kioskText.outOfServiceRetry : kioskText.outOfServiceConfig;
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${escapeHtml(kioskText.outOfServiceTitle)}</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { background: ${KIOSK_BACKGROUND}; color: #fff; font-family: 'Inter Variable', system-ui, 'Segoe UI', sans-serif;
    display: flex; align-items: center; justify-content: center; text-align: center;
    user-select: none; cursor: default; touch-action: none; }
  main { max-width: 56rem; padding: 4rem; }
  .mark { width: 7rem; height: 7rem; margin: 0 auto 2.5rem; border-radius: 50%; border: 0.4rem solid #C9A227;
    display: flex; align-items: center; justify-content: center; font-size: 4rem; font-weight: 700; color: #C9A227; }
  h1 { font-size: 4.5rem; margin: 0 0 1.5rem; letter-spacing: -0.02em; }
  p.lead { font-size: 2.25rem; line-height: 1.35; margin: 0 0 3rem; color: #EEF3FA; }
  p.status { font-size: 1.5rem; color: #A9C1E3; display: inline-flex; align-items: center; gap: 1rem; margin: 0; }
  .spin { width: 1.5rem; height: 1.5rem; border-radius: 50%; border: 0.25rem solid #4271B5; border-top-color: #C9A227;
    animation: spin 1.2s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
  footer { position: fixed; left: 0; right: 0; bottom: 0; padding: 1.5rem 2rem; font-size: 1rem; color: #7299CF;
    display: flex; justify-content: space-between; gap: 2rem; text-align: left; }
  footer ul { margin: 0; padding: 0; list-style: none; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true">!</div>
  <h1>${escapeHtml(kioskText.outOfServiceTitle)}</h1>
  <p class="lead">${escapeHtml(kioskText.outOfServiceBody)}</p>
  <p class="status" role="status">${retrying ? '<span class="spin" aria-hidden="true"></span>' : ''}${escapeHtml(status)}</p>
</main>
<footer>
  <span>${escapeHtml(branchName)}</span>
  <ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>
</footer>
</body>
</html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
