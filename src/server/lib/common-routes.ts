import { z } from 'zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveSchema, type MoveDirection } from '@shared/schemas/content-fields';
import { idParams } from '@shared/schemas/id-fields';
import type { SignedInMember } from '../fastify-types';
import { readUpload } from '../modules/files/pdf-upload';
import { idFromAddress } from './id-from-address';
import { parseForm } from './parse-form';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A public answer: cacheable, so a repeat visit costs a 304. */
const PUBLIC = { access: 'public', cacheable: true } as const;

/** The answer of a change that has nothing else to say. */
export const okResponse = z.literal(true);

/**
 * The common shapes of route, declared one way: public lists, and the administrators' lists and changes
 * (courses, publications, results, foursomes, members...). Each route still declares its role (`config.access`,
 * checked in the auth plugin's onRequest hook before the body is read), its params, query, body and response
 * schemas, and hands the signed-in administrator's id to one service call. `tag` groups them in the OpenAPI
 * description. Admin answers are 'private, no-store' (plugins/private-answers.ts).
 */
export function commonRoutes(app: ZodApp, tag?: string) {
  const tags = tag ? { tags: [tag] } : {};
  const admin = { access: 'admin' as const };
  /** GET what `load` answers for the query string (when the route has one), for one kind of caller. */
  const answer =
    (config: FastifyContextConfig) =>
    <Q extends z.ZodType, R extends z.ZodType>(
      url: string,
      query: Q | undefined,
      response: R,
      load: (query: z.output<Q>) => Promise<z.output<R>>,
    ) => {
      const schema = {
        ...tags,
        ...(query && { querystring: query as z.ZodType }),
        response: { 200: response as z.ZodType },
      };
      app.get(url, { config, schema }, async (request) => load(request.query as z.output<Q>));
    };
  return {
    /** GET a public list: cacheable, so a repeat visit costs a 304. `query`: its query string, when it has one. */
    publicList<R extends z.ZodType, Q extends z.ZodType = z.ZodObject>(
      url: string,
      item: R,
      load: (query: z.output<Q>) => Promise<z.output<R>[]>,
      query?: Q,
    ) {
      answer(PUBLIC)(url, query, z.array(item), load);
    },

    /** GET a public answer for its query string (a year, a name), cacheable as the public lists are. */
    publicQuery: answer(PUBLIC),

    /**
     * POST a visitor's action (register, confirm, reset...), open to anyone and limited per address by
     * `rateLimit`; the answer is what `act` answers.
     */
    publicAction<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      rateLimit: RateLimitOptions,
      body: B,
      response: R,
      act: (body: z.output<B>) => Promise<z.output<R>>,
    ) {
      const schema = { ...tags, body: body as z.ZodType, response: { 200: response as z.ZodType } };
      app.post(url, { config: { access: 'public', rateLimit }, schema }, async (request) =>
        act(request.body as z.output<B>),
      );
    },

    /** GET the list as the administrator's panel edits it. */
    adminList<R extends z.ZodType>(url: string, item: R, load: () => Promise<z.output<R>[]>) {
      app.get(url, { config: admin, schema: { ...tags, response: { 200: z.array(item) } } }, load);
    },

    /** GET what an administrator's panel shows for its query string (a page, a year, a filter...). */
    adminQuery: answer(admin),

    /** POST a JSON body; the answer is what `save` answers. */
    save<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      body: B,
      response: R,
      save: (actorId: number, body: z.output<B>) => Promise<z.output<R>>,
    ) {
      // Typed by the caller's schemas; Fastify's inference cannot see through the generic ones.
      const schema = { ...tags, body: body as z.ZodType, response: { 200: response as z.ZodType } };
      app.post(url, { config: admin, schema }, async (request) =>
        save(request.member!.id, request.body as z.output<B>),
      );
    },

    /**
     * POST the edit of a row (its id, its fields, and `updatedAt`: the stamp of the copy the form was filled from);
     * the answer is what `edit` answers.
     */
    edit<B extends z.ZodType<{ id: number; updatedAt?: string }>, R extends z.ZodType>(
      url: string,
      body: B,
      response: R,
      edit: (
        actorId: number,
        id: number,
        values: Omit<z.output<B>, 'id' | 'updatedAt'>,
        seen: string | undefined,
      ) => Promise<z.output<R>>,
    ) {
      const schema = { ...tags, body: body as z.ZodType, response: { 200: response as z.ZodType } };
      app.post(url, { config: admin, schema }, async (request) => {
        const { id, updatedAt, ...values } = request.body as z.output<B>;
        return edit(request.member!.id, id, values, updatedAt);
      });
    },

    /** POST a signed-in member's action (its service checks that they may); answers true. */
    memberAction<B extends z.ZodType>(
      url: string,
      body: B,
      act: (member: SignedInMember, body: z.output<B>) => Promise<unknown>,
    ) {
      const schema = { ...tags, body: body as z.ZodType, response: { 200: okResponse } };
      app.post(url, { config: { access: 'member' }, schema }, async (request) => {
        await act(request.member!, request.body as z.output<B>);
        return true as const;
      });
    },

    /** POST multipart form fields (read with `fields`, failures 400 by field) beside an optional PDF. */
    upload<F extends z.ZodType, R extends z.ZodType>(
      url: string,
      fields: F,
      response: R,
      save: (actorId: number, fields: z.output<F>, pdf: Buffer | undefined) => Promise<z.output<R>>,
    ) {
      app.post(
        url,
        {
          config: admin,
          schema: { ...tags, consumes: ['multipart/form-data'], response: { 200: response as z.ZodType } },
        },
        async (request) => {
          const upload = await readUpload(request);
          return save(request.member!.id, parseForm(fields, upload.fields), upload.file?.content);
        },
      );
    },

    /** POST {id, direction}: one place up or down; answers true. */
    move(url: string, move: (actorId: number, id: number, direction: MoveDirection) => Promise<unknown>) {
      app.post(
        url,
        { config: admin, schema: { ...tags, body: moveSchema, response: { 200: okResponse } } },
        async (request) => {
          await move(request.member!.id, request.body.id, request.body.direction);
          return true as const;
        },
      );
    },

    /** DELETE `url` ending in /:id; an id that cannot name a row is 404 with `missing`. Answers true. */
    remove(url: string, missing: string, remove: (actorId: number, id: number) => Promise<unknown>) {
      app.delete(
        url,
        { config: admin, schema: { ...tags, params: idParams, response: { 200: okResponse } } },
        async (request) => {
          await remove(request.member!.id, idFromAddress(request.params.id, missing));
          return true as const;
        },
      );
    },
  };
}
