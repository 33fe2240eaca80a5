import '../i18n/register-translations.ts';
import { CreditCard } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BusinessDetailsForm } from '../../../components/business-details-form.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { OpeningHoursForm } from '../../../components/opening-hours-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBusinessSettings } from '../../../lib/api/business-settings.ts';
import { scrollToElementWhenReady } from '../../../lib/scroll-to-element.ts';
import { showToast } from '../../../lib/toast.ts';
import { AppearancePicker } from '../components/appearance-picker.tsx';
import { CalendarPrivacySwitch } from '../components/calendar-privacy-switch.tsx';
import { CommissionForm } from '../components/commission-form.tsx';
import { DataAndClosing } from '../components/data-and-closing.tsx';
import { DepositSettings } from '../components/deposit-settings.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { WhatsAppSettings } from '../components/whatsapp-settings.tsx';

function Section({
  id,
  title,
  description,
  badge,
  children,
}: {
  id: string;
  title: string;
  description: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {badge}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * /configuracoes (docs/screens.md): business data, a link to the subscription, opening hours, standard
 * commission, WhatsApp (the messages, their previews and this month's usage), deposits and no-show protection
 * (the payment account, the policy, each service's deposit), connected calendars' privacy, appearance, and the
 * owner's data and closing of the business.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useBusinessSettings();
  const { hash } = useLocation();
  const loaded = settings.isSuccess;

  // The setup checklist links to a section (#horarios): go there once the sections exist.
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    return scrollToElementWhenReady(decodeURIComponent(hash.slice(1)));
  }, [loaded, hash]);

  return (
    <div className="space-y-6">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : settings.isError ? (
        <ErrorState
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <Section id="negocio" title={t('settings.business.title')} description={t('settings.business.description')}>
            <BusinessDetailsForm
              settings={settings.data}
              label={t('settings.business.title')}
              saveErrorTitle={t('settings.toasts.saveError')}
              onSaved={() => showToast('success', t('settings.toasts.saved'), t('settings.business.title'))}
              footer={(state) => <SaveButton {...state} label={t('settings.business.save')} />}
            />
          </Section>
          <Section
            id="assinatura"
            title={t('settings.subscription.title')}
            description={t('settings.subscription.description')}
          >
            <Link to="/assinatura" className={buttonVariants({ variant: 'outline' })}>
              <CreditCard aria-hidden="true" />
              {t('settings.subscription.link')}
            </Link>
          </Section>
          <Section id="horarios" title={t('settings.hours.title')} description={t('settings.hours.description')}>
            <OpeningHoursForm
              settings={settings.data}
              label={t('settings.hours.title')}
              saveErrorTitle={t('settings.toasts.saveError')}
              onSaved={() => showToast('success', t('settings.toasts.saved'), t('settings.hours.title'))}
              footer={(state) => <SaveButton {...state} label={t('settings.hours.save')} />}
            />
          </Section>
          <Section
            id="comissao"
            title={t('settings.commission.title')}
            description={t('settings.commission.description')}
          >
            <CommissionForm settings={settings.data} />
          </Section>
          <Section id="whatsapp" title={t('settings.whatsapp.title')} description={t('settings.whatsapp.description')}>
            <WhatsAppSettings businessName={settings.data.name} timeZone={settings.data.timeZone} />
          </Section>
          <Section id="sinal" title={t('depositSettings.title')} description={t('depositSettings.description')}>
            <DepositSettings currency={settings.data.currency} />
          </Section>
          <Section
            id="calendarios"
            title={t('settings.calendars.title')}
            description={t('settings.calendars.description')}
          >
            <CalendarPrivacySwitch settings={settings.data} />
          </Section>
          <Section
            id="aparencia"
            title={t('settings.appearance.title')}
            description={t('settings.appearance.description')}
          >
            <AppearancePicker />
          </Section>
          <Section id="dados" title={t('settings.closing.title')} description={t('settings.closing.description')}>
            <DataAndClosing businessName={settings.data.name} timeZone={settings.data.timeZone} />
          </Section>
        </>
      )}
    </div>
  );
}
