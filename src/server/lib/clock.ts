/** Current time as ISO text; the one place the server reads the clock, so tests can move it. */
let offsetMs = 0;

export const now = () => new Date(Date.now() + offsetMs);
export const nowIso = () => now().toISOString();
export const isoIn = (ms: number) => new Date(now().getTime() + ms).toISOString();

/** Test hook: shift the server's clock (never called in production code). */
export function setClockOffsetForTests(ms: number) {
  offsetMs = ms;
}
