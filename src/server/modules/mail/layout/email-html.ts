import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as BodyModule from '@react-email/body';
import type * as ButtonModule from '@react-email/button';
import type * as ContainerModule from '@react-email/container';
import type * as HeadModule from '@react-email/head';
import type * as HeadingModule from '@react-email/heading';
import type * as HrModule from '@react-email/hr';
import type * as HtmlModule from '@react-email/html';
import type * as ImgModule from '@react-email/img';
import type * as LinkModule from '@react-email/link';
import type * as PreviewModule from '@react-email/preview';
import type * as SectionModule from '@react-email/section';
import type * as TextModule from '@react-email/text';
import {
  buttonsOf,
  paragraphText,
  type MailContent,
  type MailSettings,
  type Paragraph,
} from './mail-content';
import { darkThemeCss, stylesFor } from './email-styles';
import { CREST_CID } from './inline-images';

type Lib = typeof BodyModule &
  typeof ButtonModule &
  typeof ContainerModule &
  typeof HeadModule &
  typeof HeadingModule &
  typeof HrModule &
  typeof HtmlModule &
  typeof ImgModule &
  typeof LinkModule &
  typeof PreviewModule &
  typeof SectionModule &
  typeof TextModule & {
    h: typeof ReactModule.createElement;
    renderToStaticMarkup: typeof ReactDomServer.renderToStaticMarkup;
  };

const COMPONENTS = ['body', 'button', 'container', 'head', 'heading', 'hr', 'html', 'img', 'link', 'preview']
  .concat(['section', 'text'])
  .map((name) => `@react-email/${name}`);

let lib: Lib | undefined;

/**
 * React, its server renderer and React Email's components are loaded the first time a message is built, as
 * nodemailer is when the first one is sent: a server that sends no mail never pays for them. They are required
 * from node_modules (the production build leaves them there), synchronously, so building a message stays a plain
 * function call inside a transaction.
 */
function load(): Lib {
  if (lib) return lib;
  const req = createRequire(import.meta.url);
  const react = req('react') as typeof ReactModule;
  const server = req('react-dom/server') as typeof ReactDomServer;
  const parts = Object.assign({}, ...COMPONENTS.map((name) => req(name) as object)) as Lib;
  lib = { ...parts, h: react.createElement, renderToStaticMarkup: server.renderToStaticMarkup };
  return lib;
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A written-out address in runs a phone can wrap between (after each / ? & = and at most 24 characters long), for
 * <wbr> break opportunities: the mail programs that ignore overflow-wrap and word-break still wrap it, and copying
 * the address copies no extra character.
 */
export function breakable(url: string, longest = 24): string[] {
  return url
    .split(/(?<=[/?&=])(?!\/)/)
    .flatMap((part) => part.match(new RegExp(`[^]{1,${longest}}`, 'g')) ?? []);
}

/** The one layout: crest and name, a card with the heading, words and button, and the footer. */
export function renderEmailHtml(settings: MailSettings, c: MailContent): string {
  const { h, Html, Head, Preview, Body, Container, Section, Img, Text, Heading, Button, Link, Hr } = load();
  const styles = stylesFor(settings.look.colours);
  const { crestUrl } = settings.look;
  const words = (p: Paragraph) =>
    typeof p === 'string'
      ? [p]
      : p.map((x, i) =>
          typeof x === 'string'
            ? x
            : h(Link, { key: i, href: x.link, className: 'link', style: styles.link }, x.label),
        );
  const para = (p: Paragraph, i: number) =>
    h(Text, { key: i, className: 'text', style: styles.paragraph }, ...words(p));
  const buttons = buttonsOf(c);
  const actions = buttons.map((action, n) =>
    h(
      Section,
      { key: `action-${n}`, style: styles.actionRow },
      h(Button, { href: action.url, className: 'button', style: styles.button }, action.label),
      h(
        Text,
        { className: 'muted', style: { ...styles.linkNote, margin: '16px 0 0' } },
        'If the button does not work, copy this address into your browser: ',
        h(
          Link,
          { href: action.url, className: 'link', style: styles.writtenAddress },
          ...breakable(action.url).flatMap((run, i) => (i === 0 ? [run] : [h('wbr', { key: i }), run])),
        ),
      ),
    ),
  );
  const tree = h(
    Html,
    { lang: 'en-GB', dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, `${c.title} – ${settings.societyName}`),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', { dangerouslySetInnerHTML: { __html: darkThemeCss } }),
    ),
    h(Preview, null, c.intro[0] ? paragraphText(c.intro[0]) : c.title),
    h(
      Body,
      { className: 'page', style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(
          Section,
          { style: styles.header },
          h(Img, {
            // The site's own crest travels inside the message; the society's is fetched from the site, at the
            // width of the site's and its own proportions.
            src: crestUrl ?? `cid:${CREST_CID}`,
            width: 50,
            ...(crestUrl === null && { height: 60 }),
            alt: '',
            style: styles.crest,
            // Without it React 19 puts a <link rel="preload"> for the picture in the head.
            fetchPriority: 'low',
          }),
          h(Text, { className: 'society', style: styles.societyName }, settings.societyName),
        ),
        h(
          Section,
          { className: 'card', style: styles.card },
          h(Heading, { as: 'h1', className: 'heading', style: styles.heading }, c.title),
          c.greeting ? para(c.greeting, -1) : null,
          ...c.intro.map(para),
          ...actions,
          ...(c.outro ?? []).map((p, i) => para(p, 100 + i)),
          h(Text, { className: 'text', style: styles.signature }, settings.societyName),
        ),
        h(
          Section,
          { style: styles.footer },
          h(Hr, { style: styles.hr }),
          h(Text, { className: 'muted', style: styles.footerText }, c.reason),
          c.unsubscribe
            ? h(
                Text,
                { className: 'muted', style: styles.footerText },
                h(
                  Link,
                  { href: c.unsubscribe.url, className: 'link', style: styles.link },
                  c.unsubscribe.label,
                ),
              )
            : null,
          h(
            Text,
            { className: 'muted', style: styles.footerText },
            'Questions? Write to ',
            h(
              Link,
              { href: `mailto:${settings.contactEmail}`, className: 'link', style: styles.link },
              settings.contactEmail,
            ),
            '.',
          ),
        ),
      ),
    ),
  );
  return `${DOCTYPE}${lib!.renderToStaticMarkup(tree)}`;
}
