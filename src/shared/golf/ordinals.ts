/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A place as results print it: '2nd', or '=2nd' when it is shared. */
export const placeText = (position: number, shared: boolean) => `${shared ? '=' : ''}${ordinal(position)}`;
