// Over 300 lines: the export's one writer, each of its files mapped to cells in the order they are written.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { getPlan, isPlanKey } from '../../../core/plans.ts';
import { csvLine, formatCentsForCsv, toCsv } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import type { BookingSettings } from '../online-booking/booking-settings.repository.ts';
import type { ReviewSettingsRecord } from '../reviews/reviews.repository.ts';
import { counterExportFiles } from './business-export-counter.ts';
import { depositPolicyCells, depositsExportFiles, ruleCell } from './business-export-deposits.ts';
import { packagesExportFiles } from './business-export-packages.ts';
import { productsExportFiles } from './business-export-products.ts';
import { EXPORT_FILES, type ExportFile } from './business-export-files.ts';
import { EXPORT_TEXTS } from './business-export-texts.ts';
import type { BusinessExportRepository } from './business-export.repository.ts';
import type { BusinessRepository } from './business.repository.ts';
import { createZipWriter } from './zip-writer.ts';

type Cells = ReadonlyArray<string | null>;

export interface BusinessExportDeps {
  repository: BusinessExportRepository;
  audit: Pick<BusinessRepository, 'recordAudit'>;
  bookingSettings: (businessId: string) => Promise<BookingSettings>;
  reviewSettings: (businessId: string) => Promise<ReviewSettingsRecord>;
  now: () => Date;
}

export interface BusinessExport {
  fileName: string;
  body: Buffer;
  /** Rows per file, for the audit log and the logs (counts only). */
  rows: Record<ExportFile, number>;
}

/** A file's text, a piece at a time: the header (with the byte-order mark), then a piece per page of rows. */
async function* csvPieces(
  header: Cells,
  pages: AsyncIterable<Cells[]> | Iterable<Cells[]>,
  locale: Locale,
  counted: (rows: number) => void,
): AsyncGenerator<string> {
  yield toCsv([header], locale);
  for await (const page of pages) {
    counted(page.length);
    yield page.map((cells) => csvLine(cells, locale)).join('');
  }
}

async function* mapPages<T>(pages: AsyncIterable<T[]>, cellsOf: (row: T) => Cells): AsyncGenerator<Cells[]> {
  for await (const page of pages) yield page.map(cellsOf);
}

/** The business's name as a file name's part: `salao-da-ana`. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * All of a business's data as one ZIP of CSV files and a README (docs/business-closing.md): the
 * owner's to take away at any time — on a trial or subscription that ended, and while the
 * business is closed. Headings and values in the interface's language; times in the business's
 * time zone; money as the CSV exports write it. Each large table is read and compressed a page at
 * a time, so memory holds one page and the compressed archive.
 */
export function createBusinessExportService(deps: BusinessExportDeps) {
  return {
    async exportZip(actor: Actor, locale: Locale): Promise<BusinessExport> {
      const businessId = actor.profile.businessId;
      const { repository } = deps;
      const business = await repository.business(businessId);
      if (!business) throw notFound();
      const [booking, reviews] = await Promise.all([deps.bookingSettings(businessId), deps.reviewSettings(businessId)]);
      const texts = EXPORT_TEXTS[locale];
      const now = new TZDate(deps.now(), business.timeZone);
      const money = (cents: number) => formatCentsForCsv(cents, locale);
      const rate = (value: string | null) =>
        value === null ? null : locale === 'pt-BR' ? value.replace('.', ',') : value;
      const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
      const weekday = (day: number | null) => (day === null ? texts.everyDay : (texts.weekdays[day] ?? String(day)));
      const plan = (key: string | null) => (key && isPlanKey(key) ? getPlan(key).name[locale] : key);
      const deposits = await repository.deposits(businessId);
      const depositFormat = { words: texts.deposits, yesNo, money, locale };

      const zip = createZipWriter(deps.now());
      const rows = Object.fromEntries(EXPORT_FILES.map((file) => [file, 0])) as Record<ExportFile, number>;
      const write = (file: ExportFile, pages: AsyncIterable<Cells[]> | Iterable<Cells[]>) =>
        zip.addFile(
          file,
          csvPieces(texts.headers[file](business.currency), pages, locale, (n) => (rows[file] += n)),
        );

      await write('business.csv', [
        [
          [
            business.name,
            business.phone,
            business.email,
            business.address,
            business.timeZone,
            business.currency,
            texts.language[business.locale],
            plan(business.plan),
            texts.subscriptionStatus[business.subscriptionStatus] ?? business.subscriptionStatus,
            business.trialEndsAt,
            business.currentPeriodEnd,
            rate(business.defaultCommissionRate),
            business.createdAt,
            business.closedAt,
            yesNo(booking.enabled),
            booking.welcomeMessage,
            String(booking.windowDays),
            yesNo(booking.requirePhone),
            yesNo(booking.requireEmail),
            yesNo(booking.autoConfirm),
            String(booking.minNoticeMinutes),
            String(booking.slotStepMinutes),
            String(booking.cancelUntilHours),
            yesNo(reviews.enabled),
            String(reviews.delayHours),
            reviews.googleReviewUrl,
            ...depositPolicyCells(deposits, depositFormat),
          ],
        ],
      ]);
      await write('opening-hours.csv', [
        (await repository.openingHours(businessId)).map((h) => [weekday(h.weekday), h.start, h.end]),
      ]);
      await write('services.csv', [
        (await repository.services(businessId)).map((s) => [
          s.id,
          s.name,
          s.description,
          String(s.durationMinutes),
          money(s.priceCents),
          yesNo(s.active),
          s.createdAt,
          ruleCell(deposits.rules.get(s.id), depositFormat),
        ]),
      ]);
      await write('professionals.csv', [
        (await repository.professionals(businessId)).map((p) => [
          p.id,
          p.fullName,
          p.specialization,
          p.phone,
          p.email,
          rate(p.commissionRate),
          yesNo(p.active),
          yesNo(p.hasLogin),
          p.createdAt,
        ]),
      ]);
      await write('professional-working-hours.csv', [
        (await repository.workingHours(businessId)).map((h) => [
          h.professionalId,
          h.professionalName,
          weekday(h.weekday),
          h.start,
          h.end,
        ]),
      ]);
      await write('professional-breaks.csv', [
        (await repository.breaks(businessId)).map((b) => [
          b.professionalId,
          b.professionalName,
          b.name,
          weekday(b.weekday),
          b.start,
          b.end,
        ]),
      ]);
      await write('professional-services.csv', [
        (await repository.professionalServices(businessId)).map((s) => [
          s.professionalId,
          s.professionalName,
          s.serviceId,
          s.serviceName,
          rate(s.commissionRate),
        ]),
      ]);
      await write(
        'clients.csv',
        mapPages(repository.clients(businessId), (c) => [
          c.id,
          c.fullName,
          c.phone,
          c.email,
          c.notes,
          c.firstVisitAt,
          c.createdAt,
          c.erasedAt,
        ]),
      );
      await write(
        'appointments.csv',
        mapPages(repository.appointments(businessId), (a) => [
          a.id,
          a.startsAt,
          a.endsAt,
          texts.appointmentStatus[a.status],
          a.professionalId,
          a.professionalName,
          a.serviceId,
          a.serviceName,
          a.clientId,
          a.clientName,
          money(a.priceCents),
          texts.source[a.source],
          a.notes,
          a.createdAt,
          a.cancelledAt,
        ]),
      );
      await write(
        'reviews.csv',
        mapPages(repository.reviews(businessId), (r) => [
          r.id,
          r.appointmentId,
          r.createdAt,
          String(r.rating),
          r.comment,
          r.reply,
          r.repliedAt,
          r.hiddenAt,
          r.hiddenReason,
        ]),
      );
      await write(
        'commission-lines.csv',
        mapPages(repository.commissionLines(businessId), (l) => [
          l.id,
          l.month,
          l.professionalId,
          l.professionalName,
          l.appointmentId,
          l.comandaLineId,
          texts.commissionKind[l.kind],
          money(l.baseCents),
          rate(l.rate),
          money(l.amountCents),
          l.paymentId,
          l.createdAt,
        ]),
      );
      await write('commission-payments.csv', [
        (await repository.commissionPayments(businessId)).map((p) => [
          p.id,
          p.month,
          p.professionalId,
          p.professionalName,
          p.paidOn,
          p.recordedAt,
        ]),
      ]);
      for (const [file, cells] of [
        ...counterExportFiles(await repository.counter(businessId), texts.counter, money),
        ...productsExportFiles(await repository.products(businessId), { ...texts.products, ...texts }, money),
        ...packagesExportFiles(await repository.packages(businessId), texts, money),
        ...depositsExportFiles(deposits, depositFormat),
      ])
        await write(file, [cells]);
      await write('invoices.csv', [
        (await repository.invoices(businessId)).map((i) => [
          i.id,
          i.createdAt,
          plan(i.plan),
          formatCentsForCsv(i.amountCents, locale),
          i.currency,
          texts.invoiceStatus[i.status] ?? i.status,
          i.receiptUrl,
        ]),
      ]);
      await write('users.csv', [
        (await repository.users(businessId)).map((u) => [u.fullName, u.email, texts.role[u.role], u.createdAt]),
      ]);
      // In the business's language; when the files are headed in another, its version follows.
      const facts = {
        businessName: business.name,
        exportedAt: format(now, 'yyyy-MM-dd HH:mm'),
        timeZone: business.timeZone,
        currency: business.currency,
        rows,
      };
      const readmes = [...new Set([business.locale, locale])].map((language) => EXPORT_TEXTS[language].readme(facts));
      await zip.addFile('README.txt', [
        '\uFEFF' + readmes.join('\n----------------------------------------\n\n').replaceAll('\n', '\r\n'),
      ]);
      const body = zip.finish();
      await deps.audit.recordAudit({
        businessId,
        userId: actor.user.id,
        action: 'export_business',
        targetId: businessId,
        details: { files: EXPORT_FILES.length + 1, bytes: body.length, ...rows },
      });
      const slug = fileSlug(business.name);
      return { fileName: `agendo-${slug ? `${slug}-` : ''}${format(now, 'yyyy-MM-dd')}.zip`, body, rows };
    },
  };
}

export type BusinessExportService = ReturnType<typeof createBusinessExportService>;
