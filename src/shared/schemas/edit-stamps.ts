import { z } from 'zod';
import { idField } from './id-fields';

/**
 * When a row an administrator edits was last changed: the list answers it, and a save sends back the value of the
 * copy its form was filled from. Optional, so that a caller that sends none (the spec's) is served as before.
 */
export const updatedAtField = z.string().max(40).optional();

/**
 * The save of an edited row of an administrator's list: its id (`notFound` when it names no row), the fields as an
 * add takes them, and the stamp of the copy the form was filled from.
 */
export const stampedUpdate = <F extends z.ZodRawShape>(notFound: string, fields: F) =>
  z.object({ id: idField(notFound), ...fields, updatedAt: updatedAtField });

/** The answer to a save made from a copy that someone has changed since it was opened. */
export const changedMeanwhile = (thing: string) =>
  `Someone else has changed this ${thing} since you opened it. Open it again to see their changes, then make yours.`;
