import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { businessIdParamsSchema } from '../../../contracts/online-booking.ts';
import {
  hideReviewBodySchema,
  listReviewsQuerySchema,
  listReviewsResponseSchema,
  publicReviewsQuerySchema,
  publicReviewsSchema,
  replyToReviewBodySchema,
  requestReviewLinkBodySchema,
  requestReviewLinkResponseSchema,
  reviewFormSchema,
  reviewSchema,
  reviewSettingsSchema,
  reviewStatsQuerySchema,
  reviewStatsSchema,
  reviewTokenParamsSchema,
  submitReviewBodySchema,
  updateReviewSettingsBodySchema,
} from '../../../contracts/reviews.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function registerReviewsRoutes(
  app: FastifyInstance,
  deps: { reviews: ReviewsService; publicLimits: PublicLimits },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reviews } = deps;
  const { limit, limited } = deps.publicLimits;

  // ── Public: the personal link and the business's review page ──

  api.get('/api/public/reviews/:token', {
    schema: {
      operationId: 'getReviewForm',
      tags: ['reviews'],
      summary: 'The visit behind a personal review link, and its review if written',
      params: reviewTokenParamsSchema,
      response: { 200: reviewFormSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return reviews.getForm(request.params.token);
    },
  });

  api.put('/api/public/reviews/:token', {
    schema: {
      operationId: 'submitReview',
      tags: ['reviews'],
      summary: 'Writes the visit’s review (201) or, within 7 days of writing it, changes it (200)',
      params: reviewTokenParamsSchema,
      body: submitReviewBodySchema,
      response: { 200: reviewFormSchema, 201: reviewFormSchema, ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'manage');
      const { created, form } = await reviews.submit(request.params.token, request.body);
      return reply.status(created ? 201 : 200).send(form);
    },
  });

  api.post('/api/public/businesses/:businessId/review-link', {
    schema: {
      operationId: 'requestReviewLink',
      tags: ['reviews'],
      summary:
        'Sends a customer their personal review link, if the e-mail matches a recent completed visit; answers the same either way',
      params: businessIdParamsSchema,
      body: requestReviewLinkBodySchema,
      response: { 202: requestReviewLinkResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'ask');
      await reviews.requestLink(request.params.businessId, request.body, requestLocale(request));
      return reply.status(202).send({ accepted: true });
    },
  });

  api.get('/api/public/businesses/:businessId/reviews', {
    schema: {
      operationId: 'getPublicReviews',
      tags: ['reviews'],
      summary: 'The business’s rating and latest visible reviews',
      params: businessIdParamsSchema,
      querystring: publicReviewsQuerySchema,
      response: { 200: publicReviewsSchema, ...errors },
    },
    handler: async (request) =>
      limited(request, 'read', () => reviews.publicReviews(request.params.businessId, request.query)),
  });

  // ── The business's ──

  api.get('/api/reviews', {
    schema: {
      operationId: 'listReviews',
      tags: ['reviews'],
      summary:
        'Reviews, newest first, by stars, professional, period and answer (a professional: their own appointments’)',
      querystring: listReviewsQuerySchema,
      response: { 200: listReviewsResponseSchema, ...errors },
    },
    handler: async (request) => reviews.list(actorOf(request), request.query),
  });

  api.get('/api/reviews/stats', {
    schema: {
      operationId: 'getReviewStats',
      tags: ['reviews'],
      summary:
        'Average, distribution, positive share, per professional and response rate of the visible reviews; hidden ones counted apart',
      querystring: reviewStatsQuerySchema,
      response: { 200: reviewStatsSchema, ...errors },
    },
    handler: async (request) => reviews.stats(actorOf(request), request.query),
  });

  api.put('/api/reviews/:id/reply', {
    schema: {
      operationId: 'replyToReview',
      tags: ['reviews'],
      summary: 'Writes or replaces the business’s one public reply',
      params: idParamsSchema,
      body: replyToReviewBodySchema,
      response: { 200: reviewSchema, ...errors },
    },
    handler: async (request) => reviews.reply(actorOf(request), request.params.id, request.body.text),
  });

  api.put('/api/reviews/:id/visibility', {
    schema: {
      operationId: 'hideReview',
      tags: ['reviews'],
      summary: 'Hides a review from the public, with the reason (it stays stored and counted apart), or shows it again',
      params: idParamsSchema,
      body: hideReviewBodySchema,
      response: { 200: reviewSchema, ...errors },
    },
    handler: async (request) => reviews.setHidden(actorOf(request), request.params.id, request.body),
  });

  api.get('/api/reviews/settings', {
    schema: {
      operationId: 'getReviewSettings',
      tags: ['reviews'],
      summary: 'Asking for reviews: on or off, the delay, the Google review page, the public link',
      response: { 200: reviewSettingsSchema, ...errors },
    },
    handler: async (request) => reviews.getSettings(actorOf(request).profile.businessId),
  });

  api.patch('/api/reviews/settings', {
    schema: {
      operationId: 'updateReviewSettings',
      tags: ['reviews'],
      summary: 'Change some review settings (only the fields sent)',
      body: updateReviewSettingsBodySchema,
      response: { 200: reviewSettingsSchema, ...errors },
    },
    handler: async (request) => reviews.updateSettings(actorOf(request).profile.businessId, request.body),
  });
}
