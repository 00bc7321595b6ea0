// The society's first houses and titles (decision 0059), apart from the settings' schemas so that the checks of a
// house or title on public pages load no schema library.

export const DEFAULT_HOUSES = [
  'Allenby',
  'Albans',
  'B.Frere',
  'Batten',
  'Colvin',
  'Edmonstone',
  'Hailey',
  'Kipling',
  'Lawrence',
  'Melvill',
  'Thomason',
  'Trevelyan',
];

/** The titles old boys hold, with those the site has always taken (Mrs, Ms, Miss, Lady, Dame). */
export const DEFAULT_TITLES = [
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Rev',
  'Revd',
  'Prof',
  'Col',
  'Lt Col',
  'Maj',
  'Capt',
  'Cdr',
  'Brig',
  'Gen',
  'Sqn Ldr',
  'Wg Cdr',
  'Hon',
  'Sir',
  'Lord',
  'Lady',
  'Dame',
];
