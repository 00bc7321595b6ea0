export type Direction = 'up' | 'down';

/**
 * Up and Down for a row of an ordered list, each named by the row for a screen reader; a way the row cannot go is
 * disabled, and both wait while a change saves (`busy`). The caller puts them in its button group.
 */
export function MoveButtons({
  name,
  up,
  down,
  onMove,
  busy = false,
}: {
  name: string;
  up: boolean;
  down: boolean;
  onMove: (direction: Direction) => void;
  busy?: boolean;
}) {
  return (['up', 'down'] as const).map((direction) => (
    <button
      key={direction}
      type="button"
      className="button button--secondary button--small"
      aria-label={`Move ${name} ${direction}`}
      disabled={busy || !(direction === 'up' ? up : down)}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? 'Up' : 'Down'}
    </button>
  ));
}
