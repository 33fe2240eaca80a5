import { Eye, Pencil, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '../../public-pages/components/page-shell.tsx';
import { businessReviewsPath } from '../../public-pages/lib/public-api.ts';
import { useReviewI18n } from '../i18n/i18n.ts';

function Point({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/** Beside the review: that it is verified, how it shows in public, and (while it may) how long it can change. */
export function AboutReview({ business, editable }: { business: { id: string; name: string }; editable: boolean }) {
  const { tr } = useReviewI18n();
  return (
    <Panel aria-labelledby="about-review-title" className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
      <h2 id="about-review-title" className="text-base font-semibold text-foreground">
        {tr('about.title')}
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm text-muted-foreground">
        <Point icon={ShieldCheck}>{tr('about.verified')}</Point>
        <Point icon={Eye}>{tr('about.public', { business: business.name })}</Point>
        {editable && <Point icon={Pencil}>{tr('about.edit')}</Point>}
      </ul>
      <a
        href={businessReviewsPath(business.id)}
        className="mt-4 inline-block text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        {tr('thanks.seeAll', { business: business.name })}
      </a>
    </Panel>
  );
}
