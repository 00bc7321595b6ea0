import { colourProperties, type SocietyColours } from '@shared/society-colours';

let applied = '';

/**
 * The society's colours on the page's custom properties, as the settings now are: the server's style sheet in the
 * head has set them already; this follows the administrator's save, and the development server's page, which has
 * no such sheet. Set through the CSS object model, which the Content-Security-Policy allows.
 */
export function applySocietyColours(colours: SocietyColours) {
  if (typeof document === 'undefined') return;
  const key = `${colours.primary}${colours.accent}`;
  if (key === applied) return;
  applied = key;
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(colourProperties(colours))) root.setProperty(name, value);
  document
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', colours.primary);
}
