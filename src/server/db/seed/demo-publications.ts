import { pdfFileName, type DemoPdf } from './demo-pdfs';

export interface DemoPublication {
  description: string;
  year: number;
  sort_order: number;
  pdf: DemoPdf;
}

function contents(description: string, year: number): string[] {
  if (description.startsWith('Year Book')) {
    return [
      "President's foreword",
      "Captain's report on the season",
      `Fixtures for ${year + 1}`,
      'Spring and Autumn Meeting results',
      'Halford Hewitt, Grafton Morrish and Cyril Gray reports',
      'Officers and committee',
      'List of members',
    ];
  }
  return ["Secretary's notes", 'Recent results', 'Forthcoming fixtures', 'Members news and obituaries'];
}

/** Year books and newsletters from 2005 to last year, each with its PDF. */
export function demoPublications(lastYear: number): DemoPublication[] {
  const list: [string, number][] = [
    ['Year Book', 2005],
    ['Newsletter Spring', 2009],
    ['Year Book', 2012],
    ['Newsletter Autumn', 2015],
    ['Year Book', 2019],
    ['Newsletter Spring', 2021],
    ['Year Book', lastYear - 1],
    ['Newsletter Spring', lastYear],
    ['Year Book', lastYear],
  ];
  const seen = new Set<string>();
  return list
    .map(([kind, year]) => ({ description: `${kind} ${year}`, year }))
    .filter(
      (p) => p.year >= 2005 && p.year <= lastYear && !seen.has(p.description) && seen.add(p.description),
    )
    .map((p, i) => ({
      description: p.description,
      year: p.year,
      sort_order: i + 1,
      pdf: {
        fileName: pdfFileName(p.description),
        ownerKind: 'publication',
        title: p.description,
        lines: ['Contents', '', ...contents(p.description, p.year).map((c, n) => `${n + 1}.  ${c}`)],
      },
    }));
}
