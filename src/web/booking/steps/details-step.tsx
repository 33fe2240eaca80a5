import type { ReactNode, Ref, RefObject } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { DepositNote } from '../components/deposit-note.tsx';
import { DetailsForm } from '../components/details-form.tsx';
import { DetailsList } from '../components/details-list.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useI18n } from '../i18n/i18n.ts';
import type { FieldProblems } from '../lib/booking-flow.ts';
import type { DepositMethod } from '../lib/deposit.ts';
import { problemText, type CustomerDetails, type FieldProblem } from '../lib/customer-details.ts';

/**
 * Step 4: the customer's name and contact, with a summary of the booking above the button — and,
 * when the visit asks a deposit, what it is and how the customer pays it.
 */
export function DetailsStep({
  business,
  summary,
  details,
  problems,
  failure,
  submitting,
  deposit,
  onChange,
  onSubmit,
  onBack,
  headingRef,
  formRef,
}: {
  business: PublicBusiness;
  /** What is being booked (service or services, who, when), as the summary shows it. */
  summary: readonly { label: string; value: ReactNode }[];
  details: CustomerDetails;
  problems: FieldProblems;
  /** Why the last attempt to book failed. */
  failure: FieldProblem | null;
  submitting: boolean;
  /** The deposit the visit asks (by its services' rules) and the way to pay it the customer chose. */
  deposit: { amountCents: number; method: DepositMethod; onMethod: (method: DepositMethod) => void } | null;
  onChange: (details: CustomerDetails) => void;
  onSubmit: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { tr } = useI18n();
  return (
    <>
      <StepHeader number={4} total={4} title={tr('details.title')} headingRef={headingRef} onBack={onBack} />
      <DetailsForm
        details={details}
        onChange={onChange}
        problems={problems}
        requirePhone={business.requirePhone}
        requireEmail={business.requireEmail}
        submitting={submitting}
        onSubmit={onSubmit}
        formRef={formRef}
      >
        <div className="space-y-2 pt-2">
          <h3 className="text-sm font-semibold text-foreground">{tr('summary.title')}</h3>
          <DetailsList rows={summary} />
          <ZoneNote timeZone={business.timeZone} />
        </div>
        {deposit && business.deposits && (
          <DepositNote policy={business.deposits} currency={business.currency} {...deposit} />
        )}
        {failure && (
          <Notice variant="error" live title={tr('details.failureTitle')}>
            <p>{problemText(failure, tr)}</p>
          </Notice>
        )}
      </DetailsForm>
    </>
  );
}
