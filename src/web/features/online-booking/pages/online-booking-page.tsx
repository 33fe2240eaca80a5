import '../i18n/register-translations.ts';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useOnlineBookingSettings } from '../api/get-online-booking-settings.ts';
import { BookingLinkCard } from '../components/booking-link-card.tsx';
import { BookingSettingsForm } from '../components/booking-settings-form.tsx';
import { BookingStats } from '../components/booking-stats.tsx';
import { BookingStatusSwitch } from '../components/booking-status-switch.tsx';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** /agendamento-online (docs/booking.md): status, the public link to share, the settings and 30 days of figures. */
export function OnlineBookingPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const settings = useOnlineBookingSettings();

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('onlineBooking.title')}
        description={t('onlineBooking.description')}
        actions={
          <Link to="/lista-de-espera" className={buttonVariants({ variant: 'outline' })}>
            <Hourglass aria-hidden="true" />
            {t('onlineBooking.waitlistLink')}
          </Link>
        }
      />
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
          <Section id="online-booking-status" title={t('onlineBooking.status.title')}>
            <div className="space-y-6">
              <BookingStatusSwitch enabled={settings.data.enabled} />
              <div className="border-t border-border pt-5">
                <BookingLinkCard
                  publicUrl={settings.data.publicUrl}
                  businessName={me.business.name}
                  enabled={settings.data.enabled}
                />
              </div>
            </div>
          </Section>
          <Section
            id="online-booking-stats"
            title={t('onlineBooking.stats.title')}
            description={t('onlineBooking.stats.description')}
          >
            <BookingStats stats={settings.data.stats} />
          </Section>
          <Section
            id="online-booking-settings"
            title={t('onlineBooking.settings.title')}
            description={t('onlineBooking.settings.description')}
          >
            <BookingSettingsForm settings={settings.data} />
          </Section>
        </>
      )}
    </div>
  );
}
