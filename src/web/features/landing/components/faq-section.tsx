import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useMe } from '../../../lib/session/get-me.ts';
import { SiteText } from '../../../components/site-text.tsx';
import { SectionHeading } from './section-heading.tsx';
import { homeLinkLabelFor, homePathFor } from '../../../lib/home-path.ts';

const QUESTIONS = ['card', 'billing', 'reminders', 'mobile'] as const;

/** The last block of the landing page: common questions and a call to start the trial. */
export function FaqSection() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <section id="perguntas" aria-labelledby="perguntas-title" className="scroll-mt-20 bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="perguntas-title" texts="landing.faq" />
        <div className="mt-12 divide-y divide-border rounded-2xl border border-border bg-card">
          {QUESTIONS.map((key) => (
            <details key={key} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-1 text-base font-semibold text-foreground">
                <SiteText selector={`landing.faq.items.${key}.question`} />
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <SiteText
                as="p"
                selector={`landing.faq.items.${key}.answer`}
                className="mt-2 text-sm leading-relaxed text-muted-foreground"
              />
            </details>
          ))}
        </div>
        <div className="mt-14 rounded-3xl bg-linear-to-br from-hero-from to-hero-to px-6 py-10 text-center text-white shadow-xl shadow-primary/20 sm:px-10">
          <SiteText
            as="h3"
            selector="landing.cta.title"
            className="block text-balance text-2xl font-bold sm:text-3xl"
          />
          <SiteText
            as="p"
            selector="landing.cta.description"
            className="mx-auto mt-3 max-w-xl text-pretty text-white/90"
          />
          <Link
            to={me ? homePathFor(me.profile.role) : '/auth?mode=signup'}
            className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}
          >
            {me ? t(homeLinkLabelFor(me.profile.role)) : t('landing.cta.button')}
          </Link>
        </div>
      </div>
    </section>
  );
}
