import { OPPONENTS } from './demo-opponents';
import { pdfFileName, type DemoPdf } from './demo-pdfs';
import { pick, randomInt, seededRandom, type Random } from './demo-random';

export interface DemoOtherResultGrouping {
  description: string;
  sort_order: number;
  items: { description: string; sort_order: number; pdf: DemoPdf }[];
}

const COMPETITIONS = [
  { name: 'Halford Hewitt', venue: "Royal Cinque Ports and Royal St George's", rounds: 3 },
  { name: 'Grafton Morrish', venue: 'Hunstanton and Royal West Norfolk', rounds: 3 },
  { name: 'Cyril Gray', venue: 'Worplesdon and West Hill', rounds: 2 },
  { name: 'Bernard Darwin', venue: 'Woking', rounds: 2 },
] as const;

/** A match score such as 'won 3–2' or 'lost 1½–3½' out of `games` foursomes. */
export function matchResult(random: Random, games: number): { won: boolean; text: string } {
  let ours = randomInt(random, 1, games - 1) + (random() < 0.25 ? 0.5 : 0);
  if (ours * 2 === games) ours += 0.5;
  const theirs = games - ours;
  const fmt = (n: number) => (n % 1 ? `${Math.floor(n) || ''}½` : String(n));
  const won = ours > theirs;
  return { won, text: `${won ? 'won' : 'lost'} ${fmt(ours)}–${fmt(theirs)}` };
}

function roundsReport(random: Random, rounds: number): string[] {
  const lines: string[] = [];
  for (let r = 1; r <= rounds; r += 1) {
    const result = matchResult(random, 5);
    lines.push(`Round ${r}:  v ${pick(random, OPPONENTS)}  ${result.text}`);
    if (!result.won) {
      lines.push('', 'Beaten; the side played on in the Plate.');
      break;
    }
  }
  return lines;
}

/** The scratch competitions shown under 'Other Results': the last four years of each, each with a PDF. */
export function demoOtherResults(lastYear: number): DemoOtherResultGrouping[] {
  const random = seededRandom(1937);
  return COMPETITIONS.map((c, g) => ({
    description: c.name,
    sort_order: g + 1,
    items: [0, 1, 2, 3].map((back, i) => {
      const year = lastYear - back;
      return {
        description: `${year} Results`,
        sort_order: i + 1,
        pdf: {
          fileName: pdfFileName(`${c.name} ${year} results`),
          ownerKind: 'other_result',
          title: `${c.name} ${year}`,
          lines: [`Played at ${c.venue}`, '', ...roundsReport(random, c.rounds)],
        },
      };
    }),
  }));
}
