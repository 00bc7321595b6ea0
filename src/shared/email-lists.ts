/** Splits a ';'-separated list of addresses, trimming and dropping empty and repeated entries. */
export function splitEmails(list: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (list ?? '').split(';')) {
    const a = part.trim();
    if (a && !out.some((o) => o.toLowerCase() === a.toLowerCase())) out.push(a);
  }
  return out;
}
