import type { Ref } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { ProfessionalList } from '../components/professional-list.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { useI18n } from '../i18n/i18n.ts';

type Service = PublicBusiness['services'][number];

/** Step 2: who does it — anyone free, or one of those who do the service. */
export function ProfessionalStep({
  business,
  service,
  priceAndDuration,
  selectedId,
  onSelect,
  onBack,
  headingRef,
}: {
  business: PublicBusiness;
  service: Service;
  priceAndDuration: string;
  /** null: any professional; undefined: nothing chosen yet. */
  selectedId: string | null | undefined;
  onSelect: (professionalId: string | null) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { tr } = useI18n();
  const professionals = business.professionals.filter((p) => p.serviceIds.includes(service.id));
  return (
    <>
      <StepHeader number={2} total={4} title={tr('professional.title')} headingRef={headingRef} onBack={onBack} />
      <p className="-mt-2 mb-4 text-sm text-muted-foreground">
        {service.name} · {priceAndDuration}
      </p>
      <ProfessionalList professionals={professionals} selectedId={selectedId} onSelect={onSelect} />
    </>
  );
}
