import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  dashboardQuerySchema,
  dashboardSchema,
  reportQuerySchema,
  reportSchema,
  salesReportSchema,
} from '../../../contracts/metrics.ts';
import { sendCsv, toCsv } from '../../csv.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { MetricsService } from './metrics.service.ts';
import { salesCsvRows } from './sales-report.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export function registerMetricsRoutes(app: FastifyInstance, deps: { metrics: MetricsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { metrics } = deps;

  api.get('/api/dashboard', {
    schema: {
      operationId: 'getDashboard',
      tags: ['figures'],
      summary: 'The last 30, 60 or 90 days against the period before (docs/metrics.md)',
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema, ...errors },
    },
    handler: async (request) => metrics.dashboard(actorOf(request), request.query.range),
  });

  api.get('/api/reports', {
    schema: {
      operationId: 'getReport',
      tags: ['figures'],
      summary: 'Performance by professional and by service between two dates (up to 366 days)',
      querystring: reportQuerySchema,
      response: { 200: reportSchema, ...errors },
    },
    handler: async (request) => metrics.report(actorOf(request), request.query),
  });

  api.get('/api/reports/export.csv', {
    schema: {
      operationId: 'exportReport',
      tags: ['figures'],
      summary: 'The report as CSV (UTF-8 with BOM), headed in the request language',
      querystring: reportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await metrics.exportCsv(actorOf(request), request.query, requestLocale(request));
      return sendCsv(reply, file);
    },
  });

  api.get('/api/reports/sales', {
    schema: {
      operationId: 'getSalesReport',
      tags: ['figures'],
      summary:
        "The counter's sales between two dates: by day (with the money received per method), professional and service",
      querystring: reportQuerySchema,
      response: { 200: salesReportSchema, ...errors },
    },
    handler: async (request) => metrics.sales(actorOf(request), request.query),
  });

  api.get('/api/reports/sales/export.csv', {
    schema: {
      operationId: 'exportSalesReport',
      tags: ['figures'],
      summary: 'The sales by day as CSV (UTF-8 with BOM), headed in the request language',
      querystring: reportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { from, to } = request.query;
      const report = await metrics.sales(actorOf(request), request.query);
      return sendCsv(reply, {
        fileName: `${locale === 'pt-BR' ? 'vendas' : 'sales'}-${from}-${to}.csv`,
        body: toCsv(salesCsvRows(report, locale), locale),
      });
    },
  });
}
