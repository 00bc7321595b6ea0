import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The page a member sees when a View link opens a document that is gone or needs a login: the link opens a new
 * window, so a JSON error would be all they saw. Plain HTML, no script or inline style (the CSP allows neither).
 */
export function documentProblemPage(p: {
  societyName: string;
  title: string;
  text: string;
  link: string;
  linkText: string;
}) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)} – ${escapeHtml(p.societyName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(p.title)}</h1>
<p>${escapeHtml(p.text)}</p>
<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.linkText)}</a></p>
</main>
</body>
</html>
`;
}

/** Answers with the problem page (not stored: the problem may be over by the next visit). */
export function sendDocumentProblemPage(
  reply: FastifyReply,
  status: number,
  page: Parameters<typeof documentProblemPage>[0],
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(documentProblemPage(page));
}
