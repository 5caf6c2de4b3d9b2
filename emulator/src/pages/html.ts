import { unescapeLikeWhmcs } from '../text.js';

/**
 * Escapes text read from the database for HTML: stored text is already escaped the
 * way WHMCS stores it (reply style `real`), so it is decoded first and not shown as
 * `&amp;amp;`; unescaped text (style `docs`) comes out the same.
 */
export function escapeStoredText(value: string): string {
  return escapeHtml(unescapeLikeWhmcs(value));
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1f2937;line-height:1.5}
header{background:#1e3a8a;color:#fff;padding:14px 20px;font-weight:600}
main{max-width:720px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px}
h1{font-size:1.4rem;margin:0 0 12px}
table{width:100%;border-collapse:collapse;margin:12px 0}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #e5e7eb;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap}
.status{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.85rem;font-weight:600;background:#e5e7eb}
.status-Paid{background:#d1fae5;color:#065f46}.status-Unpaid{background:#fee2e2;color:#991b1b}
.status-Cancelled,.status-Refunded{background:#e5e7eb;color:#374151}
.notice{background:#ecfdf5;border:1px solid #10b981;color:#065f46;padding:12px;border-radius:8px;margin-bottom:16px}
.error{background:#fef2f2;border:1px solid #ef4444;color:#991b1b;padding:12px;border-radius:8px}
button,.button{display:inline-block;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;font-weight:600;cursor:pointer;text-decoration:none;background:#2563eb;color:#fff}
.button.secondary{background:#e5e7eb;color:#1f2937}
.muted{color:#6b7280;font-size:.9rem}
@media (max-width:480px){main{margin:12px auto}.card{padding:14px}button,.button{width:100%;text-align:center}}
`;

/** A complete, self-contained HTML page (inline CSS, readable on a phone). */
export function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Billing (WHMCS emulator)</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page with one error message, for 403/404 answers. */
export function renderErrorPage(title: string, message: string): string {
  return renderPage(
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(message)}</p></div>`,
  );
}
