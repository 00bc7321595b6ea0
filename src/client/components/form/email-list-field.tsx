import { useEffect, useRef, useState } from 'react';
import { splitEmails } from '@shared/email-lists';
import { TextField } from '@/components/form-fields';
import './email-list-field.css';

/**
 * A list of e-mail addresses built one at a time (spec §4 'Adding an e-mail'): the typed address is appended with
 * the add button (or Enter) unless the list holds it already, and the input is cleared. The field's value, given
 * to `onChange`, is the list joined with semicolons when it has any, otherwise the single typed address. In a
 * schema form, hold it in a Controller; give it a new `key` to empty it. `initial` is a saved list (semicolons)
 * to start from, as Edit Fixture has one. After a Remove the focus goes to the Remove now in its place, or the one before it (or the
 * field, when none is left), never to the page.
 */
export function EmailListField({
  id,
  label,
  hint,
  error,
  addLabel,
  listLabel,
  initial = '',
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  addLabel: string;
  listLabel: string;
  initial?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [list, setList] = useState<string[]>(() => splitEmails(initial));
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterRemove === null) return;
    const next = removeButtons.current[Math.min(focusAfterRemove, list.length - 1)];
    (next ?? document.getElementById(id))?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove, list, id]);
  const update = (nextList: string[], nextTyped: string) => {
    setList(nextList);
    setTyped(nextTyped);
    onChange(nextList.length ? nextList.join(';') : nextTyped.trim());
  };
  const add = () => {
    const address = typed.trim();
    const known = list.some((a) => a.toLowerCase() === address.toLowerCase());
    update(address && !known ? [...list, address] : list, '');
  };
  return (
    <div className="email-adder">
      <TextField
        id={id}
        label={label}
        hint={hint}
        type="email"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(e) => update(list, e.target.value)}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <button type="button" className="button button--secondary button--small" onClick={add}>
        {addLabel}
      </button>
      {list.length > 0 && (
        <ul className="email-adder__list" aria-label={listLabel}>
          {list.map((address, index) => (
            <li key={address}>
              <span>{address}</span>
              <button
                type="button"
                className="link-button"
                ref={(el) => {
                  removeButtons.current[index] = el;
                }}
                onClick={() => {
                  update(
                    list.filter((a) => a !== address),
                    typed,
                  );
                  setFocusAfterRemove(index);
                }}
              >
                Remove<span className="visually-hidden"> {address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
