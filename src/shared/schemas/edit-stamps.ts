import { z } from 'zod';

/**
 * When a row an administrator edits was last changed: the list answers it, and a save sends back the value of the
 * copy its form was filled from. Optional, so that a caller that sends none (the spec's) is served as before.
 */
export const updatedAtField = z.string().max(40).optional();

/** The answer to a save made from a copy that someone has changed since it was opened. */
export const changedMeanwhile = (thing: string) =>
  `Someone else has changed this ${thing} since you opened it. Open it again to see their changes, then make yours.`;
