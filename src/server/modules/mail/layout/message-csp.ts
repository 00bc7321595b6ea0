/**
 * A message's HTML shown on its own in a browser (the development previews, an announcement's preview): no scripts,
 * no requests, pictures from data: only, the message's inline styles, and only inside this site's frames.
 */
export const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";
