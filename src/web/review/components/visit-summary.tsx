import type { ReviewForm } from '../../../contracts/reviews.ts';
import { formatMoment } from '../../lib/local-date.ts';
import { useReviewI18n } from '../i18n/i18n.ts';

/** The visit being reviewed: the service, the professional and when, on the business's clock. */
export function VisitSummary({ form }: { form: ReviewForm }) {
  const { tr, language } = useReviewI18n();
  return (
    <section aria-label={tr('form.visit')} className="rounded-xl bg-muted/60 p-3.5 text-sm">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{tr('form.service')}</dt>
          <dd className="font-medium text-foreground [overflow-wrap:anywhere]">{form.serviceName}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{tr('form.professional')}</dt>
          <dd className="font-medium text-foreground [overflow-wrap:anywhere]">{form.professionalName}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium text-muted-foreground">{tr('form.when')}</dt>
          <dd className="font-medium text-foreground">{formatMoment(form.visitedAt, form.timeZone, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
