/** What the database knows about a business's setup. */
export interface SetupFacts {
  name: string;
  phone: string | null;
  address: string | null;
  /** The owner saved the name and time zone (the setup's first step, or the settings). */
  detailsConfirmed: boolean;
  openingHoursCount: number;
  activeServiceCount: number;
  /** Active professionals with working hours who offer at least one active service. */
  bookableProfessionalCount: number;
}

export interface SetupChecklist {
  businessDetails: boolean;
  openingHours: boolean;
  service: boolean;
  professional: boolean;
  readyForBookings: boolean;
}

/**
 * What is done of the setup: the one definition the setup wizard (where it picks up) and the
 * dashboard's checklist both read. Each step is done once what the wizard's step saves is there:
 * the business's details once its name and time zone were saved (or it has a phone or an address,
 * from before that was recorded). A business takes bookings once it has hours, a service and
 * someone to do it.
 */
export function computeSetupChecklist(facts: SetupFacts): SetupChecklist {
  const businessDetails =
    facts.name.trim() !== '' && (facts.detailsConfirmed || Boolean(facts.phone) || Boolean(facts.address));
  const openingHours = facts.openingHoursCount > 0;
  const service = facts.activeServiceCount > 0;
  const professional = facts.bookableProfessionalCount > 0;
  return {
    businessDetails,
    openingHours,
    service,
    professional,
    readyForBookings: openingHours && service && professional,
  };
}
