import { describe, expect, it } from 'vitest';
import {
  isAllowed,
  isAllowedWhileClosed,
  isOperation,
  isOwnRecordsOnly,
  isPublicOperation,
  isSuperAdminOnly,
  OPERATION_PERMISSIONS,
  OPERATIONS_WHILE_CLOSED,
  PUBLIC_OPERATIONS,
  type Operation,
} from './permissions.ts';

describe('permissions', () => {
  const operations = Object.keys(OPERATION_PERMISSIONS) as Operation[];

  it("lets the owner do everything of the business, and nothing of the super admins'", () => {
    for (const operation of operations)
      expect(isAllowed('admin', operation), operation).toBe(!isSuperAdminOnly(operation));
  });

  it('keeps the site content to super admins, but its published state public', () => {
    const superAdmin = operations.filter((operation) => isSuperAdminOnly(operation)).sort();
    expect(superAdmin).toEqual(
      [
        'getSuperAdminStatus',
        'getContentDraft',
        'saveContentDraft',
        'publishContent',
        'listContentVersions',
        'getContentVersion',
        'restoreContentVersion',
        'listAuditLog',
        'listScreenshots',
        'uploadScreenshot',
        'updateScreenshots',
        'publishScreenshots',
        'listAllBlogPosts',
        'getBlogPostForEditing',
        'createBlogPost',
        'updateBlogPost',
        'publishBlogPost',
        'unpublishBlogPost',
        'uploadBlogImage',
        'listContactMessages',
        'updateContactMessage',
      ].sort(),
    );
    for (const operation of superAdmin) {
      expect(isAllowed('professional', operation), operation).toBe(false);
      expect(isOwnRecordsOnly(operation), operation).toBe(false);
    }
    expect(isPublicOperation('getPublishedContent')).toBe(true);
    expect(isPublicOperation('listBlogPosts')).toBe(true);
    expect(isPublicOperation('getBlogPost')).toBe(true);
  });

  it('lets a professional read the catalogue, the team and the hours, keep and write to clients, and serve at the counter', () => {
    const allowed = operations.filter((operation) => isAllowed('professional', operation)).sort();
    expect(allowed).toEqual(
      [
        'getMe',
        'getSubscription',
        'listServices',
        'getService',
        'listProfessionals',
        'getProfessional',
        'listClients',
        'getClient',
        'findClientDuplicates',
        'createClient',
        'updateClient',
        'listClientWhatsAppMessages',
        'sendClientWhatsAppMessage',
        'getBusinessSettings',
        'listAppointments',
        'getAppointment',
        'getAppointmentsSummary',
        'createAppointment',
        'updateAppointmentStatus',
        'cancelAppointment',
        'rescheduleAppointment',
        'listCalendarFeeds',
        'regenerateCalendarFeed',
        'listCalendarConnections',
        'connectCalDavCalendar',
        'startGoogleCalendarConnection',
        'disconnectCalendar',
        'listCalendarBusyTimes',
        'listCalendarNotices',
        'dismissCalendarNotice',
        'streamChanges',
        'listCommissions',
        'exportCommissions',
        'listReviews',
        'getReviewStats',
        'sendContactMessage',
        'listComandas',
        'openComanda',
        'getComanda',
        'updateComanda',
        'closeComanda',
        'sendComandaReceipt',
        'getComandaPix',
        'getCurrentCashRegister',
        'openCashRegister',
        'getCashRegister',
        'addCashMovement',
        'closeCashRegister',
        'getCounterSettings',
        'listProducts',
        'listPackages',
        'sellPackage',
        'getClientPackages',
      ].sort(),
    );
  });

  it('never lets a professional change the catalogue, the team, the settings or access', () => {
    for (const operation of operations) {
      if (/^(create|update|delete)(Service|Professional)$|^updateBusinessSettings$|User/.test(operation)) {
        expect(isAllowed('professional', operation), operation).toBe(false);
      }
    }
    expect(isAllowed('professional', 'deleteClient')).toBe(false);
    expect(isAllowed('professional', 'exportClients')).toBe(false);
    expect(isAllowed('professional', 'exportClientData')).toBe(false);
    expect(isAllowed('professional', 'eraseClient')).toBe(false);
    expect(isAllowed('admin', 'eraseClient')).toBe(true);
  });

  it("keeps answering and hiding reviews and their settings the owner's", () => {
    for (const operation of ['replyToReview', 'hideReview', 'getReviewSettings', 'updateReviewSettings'] as const) {
      expect(isAllowed('professional', operation), operation).toBe(false);
    }
    for (const operation of ['getReviewForm', 'submitReview', 'requestReviewLink', 'getPublicReviews'])
      expect(isPublicOperation(operation), operation).toBe(true);
  });

  it("keeps the business's figures, the commission payments and the price charged the owner's", () => {
    for (const operation of [
      'getDashboard',
      'getReport',
      'exportReport',
      'generateSampleData',
      'removeSampleData',
      'recalculateCommissions',
      'markCommissionsPaid',
      'undoCommissionPayment',
      'updateCommissionRates',
      'updateAppointmentPrice',
    ] as const) {
      expect(isAllowed('professional', operation), operation).toBe(false);
    }
  });

  it('limits a professional to their own records on the schedule, its feeds, its stream, their commissions and reviews', () => {
    const own = operations
      .filter((operation) => isOwnRecordsOnly(operation) && isAllowed('professional', operation))
      .sort();
    expect(own).toEqual(
      [
        'listAppointments',
        'getAppointment',
        'getAppointmentsSummary',
        'createAppointment',
        'updateAppointmentStatus',
        'cancelAppointment',
        'rescheduleAppointment',
        'listCalendarFeeds',
        'regenerateCalendarFeed',
        'listCalendarConnections',
        'connectCalDavCalendar',
        'startGoogleCalendarConnection',
        'disconnectCalendar',
        'listCalendarBusyTimes',
        'listCalendarNotices',
        'dismissCalendarNotice',
        'streamChanges',
        'listCommissions',
        'exportCommissions',
        'listReviews',
        'getReviewStats',
      ].sort(),
    );
  });

  it("keeps closing, reopening and exporting the whole business the owner's, and only those pass while it is closed", () => {
    for (const operation of ['exportBusinessData', 'closeBusiness', 'reopenBusiness'] as const)
      expect(isAllowed('professional', operation), operation).toBe(false);
    expect(operations.filter((operation) => isAllowedWhileClosed(operation)).sort()).toEqual(
      [
        'getMe',
        'getSubscription',
        'exportBusinessData',
        'exportClients',
        'exportClientData',
        'sendContactMessage',
        'reopenBusiness',
      ].sort(),
    );
    for (const operation of OPERATIONS_WHILE_CLOSED) expect(isSuperAdminOnly(operation), operation).toBe(false);
  });

  it('knows its operations and keeps public ones apart', () => {
    expect(isOperation('createService')).toBe(true);
    expect(isOperation('toString')).toBe(false);
    expect(isPublicOperation('getHealth')).toBe(true);
    expect(isPublicOperation('getMe')).toBe(false);
    for (const operation of PUBLIC_OPERATIONS) expect(isOperation(operation)).toBe(false);
  });
});
