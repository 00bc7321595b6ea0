/** Longer than any word of a name or a sentence: a web address, or a name typed without spaces. */
const LONG_WORD = /(\S{21,})/;

/**
 * Text for a table cell: a word of more than 20 characters may break anywhere, so it never widens its table (or a
 * phone's card) past the screen; shorter words never break. (CSS cannot pick the long words out: breaking every
 * word anywhere would let a table squeeze a column until a surname breaks.)
 */
export function LongWords({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const parts = text.split(LONG_WORD);
  if (parts.length === 1) return text;
  // One element around the whole text: in a phone's card the cell is a grid, where each child is a box of its own.
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 ? (
          <span key={i} className="long-word">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
