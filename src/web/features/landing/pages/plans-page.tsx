import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { SiteText } from '../../../components/site-text.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { chosenPlanFrom } from '../utils/start-checkout.ts';

/**
 * /escolha-plano: 'Planos e Preços' with header, pricing and footer (docs/screens.md). `?plano=pro` marks the
 * plan a person chose before signing in, for them to start it again.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${t('plansPage.title')} · Agendo`}</title>
      <SiteHeader />
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-3xl px-4 pb-4 pt-14 text-center sm:px-6 sm:pt-20">
          <SiteText
            as="h1"
            selector="plansPage.title"
            className="block text-balance text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl"
          />
          <SiteText
            as="p"
            selector="plansPage.description"
            className="mt-4 text-pretty text-lg text-muted-foreground"
          />
        </div>
        <PricingSection withHeading={false} chosenPlan={chosenPlanFrom(search)} />
      </main>
      <SiteFooter />
    </div>
  );
}
