import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from '../lib/http-errors';

const GENERIC = 'Sorry, something went wrong on our side. Please try again later.';

/** One error handler: the JSON shapes of DESIGN.md, never a stack trace. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const body: FieldErrors = {};
        for (const issue of error.validation) {
          const field = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
          (body[field] ??= []).push(issue.message ?? 'Invalid value');
        }
        return reply.code(400).send(body);
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({ '': ['Too many attempts, please wait a minute and try again'] });
      }
      if (status >= 400 && status < 500) {
        const message =
          status === 413
            ? 'The request is too large'
            : status === 415
              ? 'Unsupported content type'
              : (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                  error instanceof SyntaxError
                ? 'The request body is not valid JSON'
                : 'The request could not be understood';
        return reply.code(status).send({ '': [message] });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .header('Application-Error', GENERIC)
        .send({ '': [GENERIC] });
    });
  },
  { name: 'errors' },
);
