import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteText } from '../../../components/site-text.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** The invitation to the 7-day free trial, under the list and under each post; its words are the site's, edited in place. */
export function TrialCta({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-3xl bg-linear-to-br from-hero-from to-hero-to px-6 py-10 text-center text-white shadow-xl shadow-primary/20 sm:px-10',
        className,
      )}
      data-testid="blog-trial-cta"
    >
      <SiteText
        selector="blog.cta.title"
        as="h2"
        id={titleId}
        className="text-balance text-2xl font-bold sm:text-3xl"
      />
      <SiteText selector="blog.cta.description" as="p" className="mx-auto mt-3 max-w-xl text-pretty text-white/90" />
      <Link to="/auth?mode=signup" className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}>
        {t('blog.cta.button')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
