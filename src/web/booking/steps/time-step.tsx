import type { Ref } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { later } from '../components/later.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useSlots } from '../hooks/use-slots.ts';
import { useI18n } from '../i18n/i18n.ts';
import { problemText, type FieldProblem } from '../lib/customer-details.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { TimeSlot } from '../lib/booking-api.ts';

// The waitlist's invitation and form, loaded apart: the page's first script stays light.
const WaitlistInvite = later(() => import('../components/waitlist-invite.tsx'));

/**
 * Step 3: the day strip and the free times. Opening the step reads the times afresh (after a
 * time was taken meanwhile, too); `notice` says why the last chosen time could not be had.
 */
export function TimeStep({
  business,
  serviceIds,
  professionalIds,
  subtitle,
  notice,
  day,
  selectedSlot,
  onSelectDay,
  onPick,
  onBack,
  headingRef,
}: {
  business: PublicBusiness;
  /** The service, or a visit's services in order. */
  serviceIds: readonly string[];
  /** Who does each: null, any professional. */
  professionalIds: readonly (string | null)[];
  /** What and with whom, under the heading: a line for each service. */
  subtitle: readonly string[];
  notice: FieldProblem | null;
  day: LocalDate | null;
  selectedSlot: TimeSlot | null;
  onSelectDay: (day: LocalDate) => void;
  onPick: (slot: TimeSlot) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { tr } = useI18n();
  const slots = useSlots({
    businessId: business.id,
    serviceIds,
    professionalIds,
    timeZone: business.timeZone,
    windowDays: business.windowDays,
  });
  return (
    <>
      <StepHeader number={3} total={4} title={tr('time.title')} headingRef={headingRef} onBack={onBack} />
      <ul className="-mt-2 mb-1 text-sm text-muted-foreground">
        {subtitle.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mb-4">
        <ZoneNote timeZone={business.timeZone} />
      </div>
      {notice && (
        <Notice variant="error" live title={tr('time.unavailableTitle')} className="mb-4">
          <p>{problemText(notice, tr)}</p>
        </Notice>
      )}
      <SlotPicker
        slots={slots}
        timeZone={business.timeZone}
        selectedDay={day}
        onSelectDay={onSelectDay}
        selectedSlot={selectedSlot}
        onPick={onPick}
      />
      <WaitlistInvite
        business={business}
        steps={serviceIds.map((serviceId, i) => ({ serviceId, professionalId: professionalIds[i] ?? null }))}
        slots={slots}
        chosenDay={day}
      />
    </>
  );
}
