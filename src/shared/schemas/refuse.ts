import { z } from 'zod';

/** Inside a transform: the value is wrong, for this reason (`return refuse(ctx, 'Year is required')`). */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
