import type { z } from 'zod';
import type { SignedInMember } from '../fastify-types';
import type { ZodApp } from './common-routes';
import { csvHeaders } from './csv';

/**
 * A signed-in member's routes of one thing named in the address (a competition, a fixture's players): declared
 * for members, the service refusing those who may not (a captain's, a manager's or an administrator's acts).
 * `idOf` reads the thing's id from the address's params (404 for one that can name nothing).
 */
export function memberRoutesOf<P extends z.ZodType>(
  app: ZodApp,
  tag: string,
  params: P,
  idOf: (params: z.output<P>) => number,
) {
  const config = { access: 'member' as const };
  const base = { tags: [tag], params: params as z.ZodType };
  const id = (params: unknown) => idOf(params as z.output<P>);
  return {
    /** GET what `load` answers for the thing. */
    get<R extends z.ZodType>(
      url: string,
      response: R,
      load: (member: SignedInMember, id: number) => Promise<z.output<R>>,
    ) {
      const schema = { ...base, response: { 200: response as z.ZodType } };
      app.get(url, { config, schema }, async (request) => load(request.member!, id(request.params)));
    },

    /** GET a CSV download: `load` answers its file's name and its text. */
    csv(
      url: string,
      load: (member: SignedInMember, id: number) => Promise<{ fileName: string; csv: string }>,
    ) {
      app.get(url, { config, schema: base }, async (request, reply) => {
        const { fileName, csv } = await load(request.member!, id(request.params));
        return reply.headers(csvHeaders(fileName)).send(csv);
      });
    },

    /** POST to the thing (with `body`, or none); the answer is what `act` answers. */
    post<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      body: B | undefined,
      response: R,
      act: (member: SignedInMember, id: number, body: z.output<B>) => Promise<z.output<R>>,
    ) {
      // Typed by the caller's schemas; Fastify's inference cannot see through the generic ones.
      const schema = {
        ...base,
        ...(body && { body: body as z.ZodType }),
        response: { 200: response as z.ZodType },
      };
      app.post(url, { config, schema }, async (request) =>
        act(request.member!, id(request.params), request.body as z.output<B>),
      );
    },
  };
}
