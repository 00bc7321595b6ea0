import zlib from 'node:zlib';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BALANCE_FILTERS,
  STATEMENT_UPLOAD_MAX_BYTES,
  balanceMemberParams,
  balancesQuerySchema,
  balancesSchema,
  deletePaymentSchema,
  deletedPaymentSchema,
  importPaymentsSchema,
  statementPreviewSchema,
  statementImportResultSchema,
  paymentSchema,
  recordPaymentSchema,
  statementColumnsSchema,
  statementSchema,
} from '@shared/schemas/money';
import { commonRoutes } from '../../lib/common-routes';
import { csvHeaders } from '../../lib/csv';
import { readFileUpload } from '../../lib/file-upload';
import { HttpError, fieldErrors, formError } from '../../lib/http-errors';
import { idFromAddress } from '../../lib/id-from-address';
import { balancesCsv, listBalances } from './balances.service';
import { NO_SUCH_MEMBER, deletePayment, memberStatement, recordPayment } from './payments.service';
import { importStatement, previewStatement } from './statement-import.service';

const CHOOSE_FILE = "Please choose the bank statement's CSV file";

/**
 * Reads the statement's upload: the file (field `file`) and, when the site asked which column is which, `columns`.
 * The upload stops at the reader's own limit (2 MB), and a larger file is told so in the reader's words.
 */
async function readStatementUpload(request: FastifyRequest) {
  const { fields, file } = await readFileUpload(request, {
    notMultipart: CHOOSE_FILE,
    limits: { fileSize: STATEMENT_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096 },
    fileField: 'file',
    refuse: (code) => {
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        const sent = Number(request.headers['content-length'] ?? 0);
        const size =
          sent > STATEMENT_UPLOAD_MAX_BYTES ? `${(sent / 1024 / 1024).toFixed(1)} MB` : 'over 2 MB';
        return new HttpError(413, {
          '': [
            `The file is ${size}; a bank statement is at most 2 MB. Please download a shorter period (a year is plenty)`,
          ],
        });
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
        return formError('Please send one statement at a time');
      return undefined;
    },
  });
  if (!file) throw formError(CHOOSE_FILE);
  return { file: file.content, columns: fields.columns ? parseColumns(fields.columns) : undefined };
}

/** The treasurer's answer to 'which column is which', as JSON in the form field `columns`. */
function parseColumns(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldErrors({ columns: ['Choose which column holds the date, the description and the amount'] });
  }
  const parsed = statementColumnsSchema.safeParse(value);
  if (!parsed.success) throw fieldErrors({ columns: parsed.error.issues.map((i) => i.message) });
  return parsed.data;
}

/** The body of an import of a year's statement: 20,000 lines of a line id and a member id. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** Money (DESIGN.md 'Money'): a member's own statement; the treasurer's payments, balances and bank statements. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app, 'money');

  app.get(
    '/api/account/statement',
    { config: { access: 'member' }, schema: { tags: ['money'], response: { 200: statementSchema } } },
    async (request) => ({
      ...(await memberStatement(app.deps, request.member!.id)),
      cardsEnabled: app.config.cards !== null,
    }),
  );

  routes.save('/api/admin/payments', recordPaymentSchema, paymentSchema, (actorId, b) =>
    recordPayment(app.deps, actorId, b),
  );
  routes.save('/api/admin/payments/delete', deletePaymentSchema, deletedPaymentSchema, (actorId, b) =>
    deletePayment(app.deps, actorId, b.id),
  );

  routes.adminQuery('/api/admin/balances', balancesQuerySchema, balancesSchema, (q) =>
    listBalances(app.deps, q),
  );
  app.get(
    '/api/admin/balances/csv',
    {
      config: { access: 'admin' },
      // 9 MB for 100,000 members: brotli's quality 2 takes a third of the default 4's time for 5 % more bytes.
      compress: {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
      },
      schema: {
        tags: ['money'],
        querystring: z.object({
          filter: z.enum(BALANCE_FILTERS, { error: 'Filter must be all, owing or credit' }).default('all'),
        }),
      },
    },
    async (request, reply) => {
      const { filter } = request.query;
      const name = `balances${filter === 'all' ? '' : `-${filter}`}.csv`;
      return reply.headers(csvHeaders(name)).send(await balancesCsv(app.deps, filter));
    },
  );
  app.get(
    '/api/admin/balances/:memberId',
    {
      config: { access: 'admin' },
      schema: { tags: ['money'], params: balanceMemberParams, response: { 200: statementSchema } },
    },
    async (request) =>
      memberStatement(app.deps, idFromAddress(request.params.memberId, NO_SUCH_MEMBER), {
        forTreasurer: true,
      }),
  );

  app.post(
    '/api/admin/payments/import/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        consumes: ['multipart/form-data'],
        response: { 200: statementPreviewSchema },
      },
    },
    async (request) => {
      const { file, columns } = await readStatementUpload(request);
      return previewStatement(app.deps, file, columns);
    },
  );
  app.post(
    '/api/admin/payments/import',
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['money'], body: importPaymentsSchema, response: { 200: statementImportResultSchema } },
    },
    async (request) => importStatement(app.deps, request.member!.id, request.body.lines),
  );
};
