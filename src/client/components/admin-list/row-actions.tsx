import { MoveButtons, type Direction } from '@/components/move-buttons';

/**
 * The buttons of an admin table's row, each named by the row for a screen reader: Edit, Up and Down (among rows
 * that can be ordered), and Delete.
 */
export function RowActions({
  name,
  onEdit,
  move,
  onDelete,
  busy = false,
}: {
  name: string;
  onEdit?: () => void;
  /** Which ways the row can move; Up and Down are shown only when this is given. */
  move?: { up: boolean; down: boolean; onMove: (direction: Direction) => void };
  onDelete: () => void;
  /** A change is saving: Up, Down and Delete wait for it. */
  busy?: boolean;
}) {
  return (
    <div className="button-group button-group--tight">
      {onEdit && (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          Edit
        </button>
      )}
      {move && <MoveButtons name={name} {...move} busy={busy} />}
      <button
        type="button"
        className="button button--warning button--small"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
