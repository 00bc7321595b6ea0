import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/escape-html';
import type { TeamSheet } from './competition-team-sheet.service';

/**
 * The team sheet as a page of its own, printed on A4 in the organisers' form: the society, the competition, the
 * round and its date, the pairs in order of play, and the captain's signature. On screen it keeps to the width of
 * the window, with the way back and the other rounds' sheets, which are not printed.
 */
const CSS = `@page{size:A4;margin:20mm}
*{box-sizing:border-box}
body{font-family:Georgia,'Times New Roman',serif;font-size:18px;line-height:1.5;color:#111;margin:0;background:#f4f4f0}
.sheet{max-width:210mm;margin:0 auto;padding:24px 16px;background:#fff;overflow-wrap:break-word}
.sheet__society{font-size:1.1em;font-weight:bold;margin:0;text-transform:uppercase;letter-spacing:.04em}
h1{font-size:1.8em;margin:.2em 0}
.sheet__round{font-size:1.2em;margin:0 0 1em}
table{width:100%;border-collapse:collapse;margin:0 0 1.5em}
caption{text-align:left;font-weight:bold;padding:0 0 .4em}
th,td{border:1px solid #111;padding:.5em .6em;text-align:left;vertical-align:top}
th[scope=row]{width:4.5em;text-align:center}
.sheet__sign{margin:2.5em 0 0}
.sheet__sign span{display:inline-block;min-width:12em;border-bottom:1px solid #111}
.screen-only{font-family:system-ui,sans-serif;font-size:18px;margin:0 0 1.5em;padding:12px;border:2px solid #0b3d2e;background:#f7f5ee}
.screen-only ul{margin:.4em 0 0;padding-left:1.2em}
a{color:#0b4f8a}
a:focus{outline:3px solid #fd0;outline-offset:2px}
@media print{body{background:#fff;font-size:13pt}.sheet{max-width:none;padding:0}.screen-only{display:none}}`;

const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The page's own policy: its one style sheet (by its hash), no script at all, the crest from this site. */
export const TEAM_SHEET_CSP = `default-src 'none'; style-src ${CSS_HASH}; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`;

export function teamSheetPage(societyName: string, s: TeamSheet): string {
  const sheetPath = (label: string) =>
    `/competitions/${s.competitionId}/teamsheet?round=${encodeURIComponent(label)}`;
  const others = s.rounds.filter((r) => r !== s.round?.label);
  const screen = `<nav class="screen-only" aria-label="Team sheet"><p>Print this page with your browser's Print (Ctrl+P, or ⌘P on a Mac): it fills one A4 sheet.</p><p><a href="/competitions/${s.competitionId}/captain">Back to the team</a></p>${
    others.length
      ? `<p>The sheet for another round:</p><ul>${others.map((r) => `<li><a href="${escapeHtml(sheetPath(r))}">${escapeHtml(r)}</a></li>`).join('')}</ul>`
      : ''
  }</nav>`;
  const rows = s.pairs.length
    ? s.pairs.map((p) => `<tr><th scope="row">${p.order}</th><td>${escapeHtml(p.line)}</td></tr>`).join('')
    : '<tr><td colspan="2">No pairs have been chosen yet.</td></tr>';
  const round = s.round
    ? `<p class="sheet__round">${escapeHtml(s.round.label)}: ${escapeHtml(s.round.date)}</p>`
    : '';
  const captains = s.captains.length
    ? `<p>Captain${s.captains.length > 1 ? 's' : ''}: ${escapeHtml(s.captains.join(' and '))}</p>`
    : '';
  const body = `<main class="sheet">${screen}<p class="sheet__society">${escapeHtml(societyName)}</p><h1>${escapeHtml(s.competition)}</h1>${round}<table><caption>Pairs in order of play</caption><thead><tr><th scope="col">Order</th><th scope="col">Players</th></tr></thead><tbody>${rows}</tbody></table>${captains}<p class="sheet__sign">Signed by the captain: <span>&nbsp;</span></p></main>`;
  return page(`Team sheet: ${s.competition}${s.round ? `, ${s.round.label}` : ''} – ${societyName}`, body);
}

/** A refusal as a page: the status's message, and the way on (the login page for a visitor). */
export function teamSheetRefusal(
  societyName: string,
  message: string,
  link: { href: string; label: string },
  redirect = false,
): string {
  const body = `<main class="sheet"><p class="sheet__society">${escapeHtml(societyName)}</p><h1>Team sheet</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main>`;
  // A visitor is taken to the login page, which returns here after the login.
  const head = redirect ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(link.href)}">` : '';
  return page(`Team sheet – ${societyName}`, body, head);
}
