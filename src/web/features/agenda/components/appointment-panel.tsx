import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule } from '../../../../core/appointment-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { localDateTimeOf } from '../../../lib/local-date.ts';
import type { Currency } from '../../../lib/money.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useAppointment } from '../api/get-appointment.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDayWithYear, formatTimeRange } from '../lib/format.ts';
import { statusLook } from '../lib/no-show.ts';
import { durationMinutes } from '../lib/placement.ts';
import { AdjustPrice } from './adjust-price.tsx';
import { AppointmentDetails } from './appointment-details.tsx';
import { AppointmentStatusActions } from './appointment-status-actions.tsx';
import { OpenComandaButton } from './open-comanda-button.tsx';
import { RescheduleForm } from './reschedule-form.tsx';
import { DepositSection } from './deposit-section.tsx';
import { ReviewLinkSection } from './review-link-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { VisitStepsSection } from './visit-steps-section.tsx';
import { WhatsAppMessagesSection } from './whatsapp-messages-section.tsx';

/**
 * An appointment's panel: its details, a visit's services (the others open here), its comanda at the counter, the status moves the rules allow (cancelling asks first),
 * a form to move it to another day, time or professional, once completed the client's personal
 * review link, and last its WhatsApp messages (arriving with the answer, last so nothing moves).
 */
export function AppointmentPanel({
  seen,
  onClose,
  onOpenStep,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
  onCloseAutoFocus,
}: {
  /** The appointment as the schedule shows it; null when the panel is closed. */
  seen: Appointment | null;
  onClose: () => void;
  /** Opens another step of the visit in the panel. */
  onOpenStep: (step: Appointment) => void;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={seen !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        side="sheet"
        data-testid="appointment-panel"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {seen ? (
          <PanelBody
            key={seen.id}
            seen={seen}
            onClose={onClose}
            onOpenStep={onOpenStep}
            team={team}
            lockedProfessionalId={lockedProfessionalId}
            timeZone={timeZone}
            currency={currency}
          />
        ) : (
          <DialogTitle>{t('agenda.panel.title')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PanelBody({
  seen,
  onClose,
  onOpenStep,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
}: {
  seen: Appointment;
  onClose: () => void;
  onOpenStep: (step: Appointment) => void;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useAppointment(seen.id, seen);
  const appointment = query.data ?? seen;
  const [rescheduling, setRescheduling] = useState(false);
  const role = useSignedIn().me.profile.role;
  const mayAdjustPrice = may(role, 'updateAppointmentPrice');
  const mayOpenComanda = may(role, 'openComanda');

  const start = localDateTimeOf(appointment.startsAt, timeZone);
  const when = `${formatLongDayWithYear(start.date, language)}, ${formatTimeRange(start.minutes, start.minutes + durationMinutes(appointment), language)}`;

  return (
    <div className="flex flex-1 flex-col pb-6">
      <div className="flex flex-wrap items-center gap-2 pr-8">
        <DialogTitle className="pr-0">{appointment.clientName}</DialogTitle>
        <StatusBadge status={statusLook(appointment)} />
        {query.isFetching && <Spinner className="size-4" />}
      </div>
      <DialogDescription>
        {appointment.serviceName} · {appointment.professionalName}
      </DialogDescription>

      <AppointmentDetails appointment={appointment} when={when} currency={currency} />
      {appointment.visitId !== null && (
        <VisitStepsSection appointment={appointment} timeZone={timeZone} onOpenStep={onOpenStep} />
      )}
      {appointment.deposit && <DepositSection deposit={appointment.deposit} timeZone={timeZone} currency={currency} />}
      {mayAdjustPrice && appointment.status !== 'cancelled' && (
        <AdjustPrice appointment={appointment} currency={currency} />
      )}
      {mayOpenComanda && appointment.status !== 'cancelled' && <OpenComandaButton appointment={appointment} />}
      <AppointmentStatusActions appointment={appointment} when={when} onCancelled={onClose} />
      {appointment.status === 'completed' && appointment.reviewLink && (
        <ReviewLinkSection link={appointment.reviewLink} timeZone={timeZone} />
      )}

      {canReschedule(appointment.status) && (
        <section className="mt-6 space-y-3 border-t border-border pt-5">
          {rescheduling ? (
            <RescheduleForm
              appointment={appointment}
              team={team}
              lockedProfessionalId={lockedProfessionalId}
              timeZone={timeZone}
              onDone={() => setRescheduling(false)}
            />
          ) : (
            <Button variant="outline" onClick={() => setRescheduling(true)}>
              <CalendarClock aria-hidden="true" />
              {t('agenda.panel.reschedule')}
            </Button>
          )}
        </section>
      )}
      {appointment.whatsappMessages && (
        <WhatsAppMessagesSection messages={appointment.whatsappMessages} timeZone={timeZone} />
      )}
    </div>
  );
}
