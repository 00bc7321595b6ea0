import { useEffect, useState } from 'react';
import { SPINNER_DELAY_MS } from '@shared/constants';

/** Shows only after 150 ms (spec §4), so quick answers never flash it; hides at once when `active` ends. */
export function Spinner({ active, label = 'Please wait' }: { active: boolean; label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(t);
  }, [active]);
  if (!visible) return null;
  return (
    <span className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
