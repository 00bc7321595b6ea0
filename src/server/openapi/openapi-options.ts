import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/sessions/sessions.service';
import { OPERATION_SUMMARIES } from './operation-summaries';

/** What a route answers when it is not JSON: the media type of its 200 (or where it sends the browser). */
const NOT_JSON: Record<string, { status: number; type?: string }> = {
  'GET /': { status: 302 },
  'GET /favicon.ico': { status: 301 },
  'GET /*': { status: 200, type: 'text/html' },
  'GET /home': { status: 200, type: 'text/html' },
  'GET /fixtures': { status: 200, type: 'text/html' },
  'GET /results': { status: 200, type: 'text/html' },
  'GET /foursomes': { status: 200, type: 'text/html' },
  'GET /courses': { status: 200, type: 'text/html' },
  'GET /fixtureresult/:fixtureId': { status: 200, type: 'text/html' },
  'GET /competitions/:id': { status: 200, type: 'text/html' },
  'GET /loginregister': { status: 200, type: 'text/html' },
  'GET /setup/:token': { status: 200, type: 'text/html' },
  'GET /sitemap.xml': { status: 200, type: 'application/xml' },
  'GET /robots.txt': { status: 200, type: 'text/plain' },
  'GET /pdfs/:fileName': { status: 200, type: 'application/pdf' },
  'GET /competitions/:id/teamsheet': { status: 200, type: 'text/html' },
  'GET /calendar/fixtures/:id.ics': { status: 200, type: 'text/calendar' },
  'GET /calendar/fixtures.ics': { status: 200, type: 'text/calendar' },
  'GET /calendar/member/:token.ics': { status: 200, type: 'text/calendar' },
  'GET /api/fixtures/players/:fixtureId/csv': { status: 200, type: 'text/csv' },
  'GET /api/admin/subscriptions/csv': { status: 200, type: 'text/csv' },
  'GET /api/admin/members/csv': { status: 200, type: 'text/csv' },
  'GET /api/settings/crest': { status: 200, type: 'image/svg+xml' },
  'GET /dev/mailbox': { status: 200, type: 'text/html' },
  'GET /dev/mailbox/:id/html': { status: 200, type: 'text/html' },
  'GET /dev/mail-samples': { status: 200, type: 'text/html' },
  'GET /dev/mail-samples/:name/html': { status: 200, type: 'text/html' },
};

/** getApiFixturesPlayersFixtureIdCsv from GET /api/fixtures/players/:fixtureId/csv: unique, as paths are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/\*/g, ' any ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) words.push('root');
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/** Who may call a route (its config.access), as the description's security requirement says. */
function securityOf(access: unknown, method: string) {
  if (access !== 'member' && access !== 'admin') return [];
  // A signed-in browser writes with its session cookie and the XSRF header; other clients use the bearer token.
  const cookie = method === 'GET' ? { session: [] } : { session: [], xsrf: [] };
  return [cookie, { bearer: [] }];
}

const ROLE_NOTE: Record<string, string> = {
  member: 'For signed-in members.',
  admin: 'For administrators.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each route as the API description shows it: its schemas (from Zod), a summary (OPERATION_SUMMARIES), an
 * operationId, who may call it, and its media type when it is not JSON.
 */
export function documentRoute(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const route = input.route as { method: string | string[]; url: string; config?: { access?: string } };
  // A route for GET and HEAD together (the client's files) is known by its GET.
  const methods = ([] as string[]).concat(route.method);
  const method = methods.includes('GET') ? 'GET' : methods[0];
  const key = `${method} ${route.url}`;
  const access = route.config?.access;
  const notJson = NOT_JSON[key];
  const described = (schema ?? {}) as Record<string, unknown>;
  return {
    url,
    schema: {
      ...described,
      summary: (described.summary as string | undefined) ?? OPERATION_SUMMARIES[key],
      ...(access && ROLE_NOTE[access] ? { description: ROLE_NOTE[access] } : {}),
      security: securityOf(access, method),
      ...(notJson
        ? {
            response: {
              [notJson.status]: notJson.type
                ? { description: 'OK', content: { [notJson.type]: { schema: { type: 'string' } } } }
                : { description: 'Redirect' },
            },
          }
        : {}),
    },
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** In OpenAPI 3.0 `nullable` needs a `type` beside it: a nullable choice (anyOf) is nullable in each branch. */
function nullableChoices(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullableChoices);
  const o = node as Record<string, unknown>;
  if (o.nullable === true && o.type === undefined && Array.isArray(o.anyOf)) {
    delete o.nullable;
    o.anyOf = (o.anyOf as Record<string, unknown>[]).map((branch) => ({ ...branch, nullable: true }));
  }
  Object.values(o).forEach(nullableChoices);
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, Record<string, unknown> & { parameters?: { name: string }[] }>>;
};

/**
 * The whole document, once built: each operation gets its own operationId (a route for GET and HEAD shares one
 * operation object), the client files' wildcard gets a parameter OpenAPI can name, and nullable choices are
 * written as OpenAPI 3.0 reads them.
 */
export function finishDocument<D extends OpenApiDocument>(document: D): D {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const named = path.replace('{*}', '{path}');
    paths[named] = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) {
        paths[named][method] = operation;
        continue;
      }
      const own = structuredClone(operation);
      own.operationId = operationIdOf(method, named.replace(/\{(\w+)\}/g, ':$1'));
      if (method === 'head' && typeof own.summary === 'string') own.summary = `${own.summary} (headers only)`;
      for (const p of own.parameters ?? []) if (p.name === '*') p.name = 'path';
      paths[named][method] = own;
    }
  }
  nullableChoices(paths);
  return { ...document, paths };
}

/** The options of @fastify/swagger: the document's head, its security schemes, and each route as above. */
export function openapiOptions(societyName: string, publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${societyName} API`,
        version: '1.0.0',
        description:
          'The API of the society site. A browser signs in with the session cookie and sends the XSRF-TOKEN ' +
          "cookie's value in the X-XSRF-TOKEN header on every write; other clients send the login's auth_token as " +
          'a bearer token. Refusals answer {"field": ["message"]} (the empty field for the whole request).',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: documentRoute as FastifyDynamicSwaggerOptions['transform'],
    transformObject: (input) =>
      finishDocument(
        ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as OpenApiDocument,
      ),
  };
}
