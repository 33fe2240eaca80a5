import { CalendarSearch, Check } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ChosenServices } from '../components/chosen-services.tsx';
import { ProfessionalList } from '../components/professional-list.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { useI18n } from '../i18n/i18n.ts';
import type { ServiceChoice } from '../lib/visit.ts';

type Service = PublicBusiness['services'][number];

/**
 * Step 2: who does it — anyone free, or one of those who do the service. Above, the services
 * chosen, where the customer may add another; for a visit of several, who does each, then the times.
 */
export function ProfessionalStep({
  business,
  services,
  covered,
  choices,
  onSelect,
  onSelectForStep,
  onShowTimes,
  onAdd,
  onRemove,
  onBack,
  headingRef,
}: {
  business: PublicBusiness;
  /** The chosen services, in order, and who does each (null: any professional; undefined: nothing chosen yet). */
  services: readonly Service[];
  /** The services the customer has a package session of. */
  covered: ReadonlySet<string>;
  choices: readonly ServiceChoice[];
  /** A booking of one service: the professional, which opens the times. */
  onSelect: (professionalId: string | null) => void;
  /** A visit: who does the service at `index`. */
  onSelectForStep: (index: number, professionalId: string | null) => void;
  onShowTimes: () => void;
  onAdd?: () => void;
  onRemove: (index: number) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { tr } = useI18n();
  const doing = (service: Service) => business.professionals.filter((p) => p.serviceIds.includes(service.id));
  const [first] = services;
  return (
    <>
      <StepHeader number={2} total={4} title={tr('professional.title')} headingRef={headingRef} onBack={onBack} />
      <ChosenServices
        services={services}
        covered={covered}
        currency={business.currency}
        onRemove={onRemove}
        onAdd={onAdd}
      />
      {services.length === 1 && first ? (
        <ProfessionalList professionals={doing(first)} selectedId={choices[0]?.professionalId} onSelect={onSelect} />
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-muted-foreground">{tr('visit.whoHint')}</p>
          {services.map((service, index) => (
            <StepProfessional
              key={service.id}
              legend={tr('visit.stepLegend', { number: index + 1, service: service.name })}
              professionals={doing(service)}
              selectedId={choices[index]?.professionalId ?? null}
              onSelect={(professionalId) => onSelectForStep(index, professionalId)}
            />
          ))}
          <Button size="lg" className="w-full sm:w-auto" onClick={onShowTimes}>
            <CalendarSearch aria-hidden="true" />
            {tr('visit.showTimes')}
          </Button>
        </div>
      )}
    </>
  );
}

/** One service of a visit: 'Qualquer profissional' or one of those who do it, as a row of choices. */
function StepProfessional({
  legend,
  professionals,
  selectedId,
  onSelect,
}: {
  legend: string;
  professionals: PublicBusiness['professionals'];
  selectedId: string | null;
  onSelect: (professionalId: string | null) => void;
}) {
  const { tr } = useI18n();
  const name = useId();
  const options = [
    { id: null, name: tr('professional.any') },
    ...professionals.map((p) => ({ id: p.id, name: p.fullName })),
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.id === selectedId;
          return (
            <label
              key={option.id ?? 'any'}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:border-primary hover:bg-secondary',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onSelect(option.id)}
              />
              {checked && <Check className="-ml-1 size-4" aria-hidden="true" />}
              {option.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
