import { pick, type Random } from './demo-random';

/** Initials and surnames for the players named in results (not members' accounts). */
const INITIALS = [
  'A.',
  'C.',
  'D.',
  'E.',
  'G.',
  'H.',
  'J.',
  'M.',
  'N.',
  'P.',
  'R.',
  'S.',
  'T.',
  'W.',
  'J. P.',
  'R. A.',
];

const SURNAMES = [
  'Ashworth',
  'Barrington',
  'Blackwood',
  'Carrington',
  'Cavendish',
  'Dalrymple',
  'Fairweather',
  'Fenwick',
  'Forsyth',
  'Gresham',
  'Hargreaves',
  'Holloway',
  'Kingsley',
  'Lambert',
  'Llewellyn',
  'Maitland',
  'Mortimer',
  'Ogilvy',
  'Pemberton',
  'Prendergast',
  'Radcliffe',
  'Sinclair',
  'Somerville',
  'Thornton',
  'Trelawney',
  'Underwood',
  'Wainwright',
  'Whitaker',
  'Winstanley',
  'Wetherby',
] as const;

export function playerName(random: Random): string {
  return `${pick(random, INITIALS)} ${pick(random, SURNAMES)}`;
}

/** `count` different player names. */
export function distinctPlayerNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(playerName(random));
  return [...names];
}

/** A foursomes pairing, e.g. 'J. Fenwick & R. Maitland'. */
export function pairName(random: Random): string {
  const [a, b] = distinctPlayerNames(random, 2);
  return `${a} & ${b}`;
}
