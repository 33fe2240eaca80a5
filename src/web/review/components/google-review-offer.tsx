import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';

/**
 * The business's Google review page, when it has one: offered to every reviewer alike, whatever
 * their stars (asking only the happy ones would be review gating). The personal link is not sent
 * on to Google as the referrer.
 */
export function GoogleReviewOffer({ url, businessName }: { url: string | null; businessName: string }) {
  const { tr } = useReviewI18n();
  if (!url) return null;
  return (
    <section
      aria-labelledby="google-offer-title"
      className="rounded-xl border border-border bg-muted/40 p-4 text-left text-sm"
      data-testid="google-review-offer"
    >
      <h3 id="google-offer-title" className="font-semibold text-foreground">
        {tr('thanks.googleTitle')}
      </h3>
      <p className="mt-1 text-muted-foreground">{tr('thanks.googleText', { business: businessName })}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        referrerPolicy="no-referrer"
        className={buttonVariants({ variant: 'outline', className: 'mt-3' })}
      >
        <ExternalLink aria-hidden="true" />
        {tr('thanks.google')}
        <span className="sr-only"> {tr('thanks.newTab')}</span>
      </a>
    </section>
  );
}
