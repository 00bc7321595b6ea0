// A fixture's field from the cards as one compact table (place, player with handicaps, points or net), the same
// on the card-entry screen and the published result: it stays a table on a phone (its columns fit 320 px).
import type { Column } from './table-head';
import './field-table.css';

/** The field's column headings: the score column is Points for Stableford, Net for a medal. */
export const fieldColumns = (stableford: boolean): Column[] => [
  'Place',
  'Player',
  { label: stableford ? 'Points' : 'Net', className: 'field-table__score' },
];
