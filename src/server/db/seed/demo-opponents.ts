/** Other schools' old boys' golf societies, the usual opponents in matches and scratch competitions. */
export const OPPONENTS = [
  'Old Harrovians',
  'Old Etonians',
  'Old Wykehamists',
  'Old Carthusians',
  'Old Tonbridgians',
  'Old Malvernians',
  'Old Reptonians',
  'Old Wellingtonians',
  'Old Stoics',
  'Old Marlburians',
  'Old Radleians',
  'Old Cranleighans',
  'Old Rugbeians',
  'Old Alleynians',
] as const;
