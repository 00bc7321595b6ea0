/**
 * The e-mail's look: the society's colours (its settings: the main one for the name, heading and button, the
 * accent for the rule above the card) and the site's others (src/client/styles/base.css), type of at least 16 px in a sans-serif
 * stack, written inline on each element (mail programs drop most style sheets). The dark theme below is for the
 * programs that honour prefers-color-scheme (Apple Mail, Outlook.com and others); the rest invert the light one,
 * which stays legible because every colour pair has a strong contrast either way.
 */
const colours = {
  cream: '#f7f5ee',
  white: '#ffffff',
  text: '#1b1b1b',
  muted: '#4a4a4a',
  border: '#d4d1c6',
  link: '#0b4f8a',
};

export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// An address written out in a sentence wraps rather than widening the page on a phone.
const paragraph = {
  fontSize: '18px',
  lineHeight: '28px',
  color: colours.text,
  margin: '0 0 16px',
  overflowWrap: 'anywhere' as const,
};

/** Every part's inline style, in the society's colours (each checked for contrast when saved). */
export const stylesFor = ({ primary, accent }: { primary: string; accent: string }) => ({
  body: { backgroundColor: colours.cream, margin: '0', padding: '16px 8px', fontFamily },
  container: { maxWidth: '600px', width: '100%' },
  header: { padding: '8px 0 16px', textAlign: 'center' as const },
  crest: { display: 'block', margin: '0 auto 8px', border: '0' },
  societyName: { fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: primary, margin: '0' },
  card: {
    backgroundColor: colours.white,
    border: `1px solid ${colours.border}`,
    borderTop: `4px solid ${accent}`,
    borderRadius: '6px',
    padding: '24px 20px',
  },
  heading: {
    fontSize: '26px',
    lineHeight: '32px',
    fontWeight: 700,
    color: primary,
    margin: '0 0 20px',
  },
  paragraph,
  actionRow: { padding: '8px 0 16px' },
  button: {
    backgroundColor: primary,
    color: colours.white,
    border: `2px solid ${primary}`,
    borderRadius: '6px',
    fontSize: '20px',
    fontWeight: 700,
    padding: '14px 28px',
    textDecoration: 'none',
    textAlign: 'center' as const,
  },
  linkNote: { ...paragraph, fontSize: '16px', lineHeight: '24px', color: colours.muted },
  link: { color: colours.link, textDecoration: 'underline', overflowWrap: 'anywhere' as const },
  /** The address under the button: Gmail ignores overflow-wrap but keeps word-break, so a long token still wraps. */
  writtenAddress: {
    color: colours.link,
    textDecoration: 'underline',
    overflowWrap: 'anywhere' as const,
    wordBreak: 'break-all' as const,
  },
  signature: { ...paragraph, margin: '24px 0 0' },
  footer: { padding: '16px 4px 0' },
  footerText: {
    fontSize: '16px',
    lineHeight: '24px',
    color: colours.muted,
    margin: '0 0 12px',
    overflowWrap: 'anywhere' as const,
  },
  hr: { borderColor: colours.border, margin: '0 0 16px' },
});

/** The dark theme, for the mail programs that ask for it; !important wins over the inline light colours. */
export const darkThemeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table > tbody > tr > td { background-color: #101a16 !important; }
  .card { background-color: #17261f !important; border-color: #3d4f46 !important; }
  .society, .heading { color: #e8d48a !important; }
  .text { color: #f2efe6 !important; }
  .muted { color: #cfcabb !important; }
  .link { color: #9fcdf7 !important; }
  .button { background-color: #1d5c45 !important; border-color: #e8d48a !important; color: #ffffff !important; }
}`;
