import type { Ref } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { ServiceList } from '../components/service-list.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { useI18n } from '../i18n/i18n.ts';

/** Step 1: the services the business offers online (the step the server renders first). */
export function ServiceStep({
  business,
  selectedId,
  onSelect,
  headingRef,
}: {
  business: PublicBusiness;
  selectedId: string | null;
  onSelect: (serviceId: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { tr } = useI18n();
  return (
    <>
      <StepHeader number={1} total={4} title={tr('service.title')} headingRef={headingRef} />
      {business.services.length === 0 ? (
        <Notice variant="info" title={tr('service.noneTitle')}>
          <p>{business.phone ? tr('service.noneTextPhone', { phone: business.phone }) : tr('service.noneText')}</p>
        </Notice>
      ) : (
        <ServiceList
          services={business.services}
          currency={business.currency}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
    </>
  );
}
