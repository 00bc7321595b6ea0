// Reading the tables of pages rendered on the server, for tests that assert what a reader sees in each cell.

/** The text of each cell of each table row in `html` (a row without cells, such as a header row, is an empty list). */
export const tableCells = (html: string) =>
  [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) =>
      c[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    ),
  );
