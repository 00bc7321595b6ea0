import { Link } from 'react-router';
import { textBlocks, type Inline } from '@shared/simple-text';

function Parts({ parts }: { parts: Inline[] }) {
  return parts.map((p, i) =>
    'link' in p ? (
      p.link.startsWith('/') ? (
        <Link key={i} to={p.link}>
          {p.label}
        </Link>
      ) : (
        <a key={i} href={p.link} rel="noopener noreferrer">
          {p.label}
        </a>
      )
    ) : p.bold ? (
      <strong key={i}>{p.text}</strong>
    ) : (
      p.text
    ),
  );
}

/** A text of the settings (welcome, scratch foursomes) drawn as paragraphs and lists: src/shared/simple-text.ts. */
export function SimpleText({ text }: { text: string }) {
  return textBlocks(text).map((block, i) =>
    block.kind === 'list' ? (
      <ul key={i}>
        {block.items.map((item, j) => (
          <li key={j}>
            <Parts parts={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <Parts parts={block.parts} />
      </p>
    ),
  );
}
