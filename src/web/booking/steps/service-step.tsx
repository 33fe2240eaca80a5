import type { Ref } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { ServiceList } from '../components/service-list.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { useI18n } from '../i18n/i18n.ts';

/**
 * Step 1: the services the business offers online (the step the server renders first). With
 * `adding`, the services the customer may add to those already chosen (named in `after`).
 */
export function ServiceStep({
  business,
  services = business.services,
  covered,
  selectedId,
  adding,
  onSelect,
  onBack,
  headingRef,
}: {
  business: PublicBusiness;
  /** Those to choose from: all of the business's, or those that may be added. */
  services?: PublicBusiness['services'];
  /** The services the customer has a package session of. */
  covered: ReadonlySet<string>;
  selectedId: string | null;
  /** Adding a service to a visit: the names of those already chosen. */
  adding?: { after: string };
  onSelect: (serviceId: string) => void;
  onBack?: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { tr } = useI18n();
  return (
    <>
      <StepHeader
        number={1}
        total={4}
        title={adding ? tr('service.addTitle') : tr('service.title')}
        headingRef={headingRef}
        onBack={onBack}
      />
      {adding && (
        <p className="-mt-2 mb-4 text-sm text-muted-foreground">{tr('service.addHint', { services: adding.after })}</p>
      )}
      {services.length === 0 ? (
        <Notice variant="info" title={tr('service.noneTitle')}>
          <p>{business.phone ? tr('service.noneTextPhone', { phone: business.phone }) : tr('service.noneText')}</p>
        </Notice>
      ) : (
        <ServiceList
          services={services}
          covered={covered}
          currency={business.currency}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
    </>
  );
}
