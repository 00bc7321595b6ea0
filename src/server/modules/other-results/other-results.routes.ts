import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addGroupingSchema,
  addOtherResultItemFieldsSchema,
  otherResultGroupingForEditSchema,
  otherResultGroupingSchema,
  updateGroupingSchema,
  updateOtherResultItemFieldsSchema,
} from '@shared/schemas/results';
import { commonRoutes, okResponse } from '../../lib/common-routes';
import * as service from './other-results.service';

const itemAnswer = z.object({ id: z.number().int(), fileName: z.string().nullable() });

/** Other results (spec §7 ListByGrouping) and the administrator's competitions and PDFs. */
export const otherResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const routes = commonRoutes(app, 'other results');
  routes.publicList('/api/OtherResults/ListByGrouping', otherResultGroupingSchema, () =>
    service.listByGrouping(db),
  );
  routes.adminList('/api/otherresults/listforedit', otherResultGroupingForEditSchema, () =>
    service.listForEdit(db),
  );

  routes.save(
    '/api/otherresults/addgrouping',
    addGroupingSchema,
    z.object({ id: z.number() }),
    (actorId, b) => service.addGrouping(db, actorId, b.description),
  );
  routes.save('/api/otherresults/updategrouping', updateGroupingSchema, okResponse, async (actorId, b) => {
    await service.renameGrouping(db, actorId, b.id, b.description);
    return true as const;
  });
  routes.move('/api/otherresults/movegrouping', (actorId, id, direction) =>
    service.moveGrouping(db, actorId, id, direction),
  );
  routes.remove('/api/otherresults/deletegrouping/:id', 'Competition not found', (actorId, id) =>
    service.deleteGrouping(db, actorId, id),
  );

  routes.upload('/api/otherresults/additem', addOtherResultItemFieldsSchema, itemAnswer, (actorId, f, pdf) =>
    service.addItem(db, actorId, f, pdf),
  );
  routes.upload(
    '/api/otherresults/updateitem',
    updateOtherResultItemFieldsSchema,
    itemAnswer,
    (actorId, f, pdf) => service.updateItem(db, actorId, f, pdf),
  );
  routes.move('/api/otherresults/moveitem', (actorId, id, direction) =>
    service.moveItem(db, actorId, id, direction),
  );
  routes.remove('/api/otherresults/deleteitem/:id', 'Result not found', (actorId, id) =>
    service.deleteItem(db, actorId, id),
  );
};
