/** What the database knows about a business's setup. */
export interface SetupFacts {
  name: string;
  phone: string | null;
  address: string | null;
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

/** The dashboard's checklist: a business takes bookings once it has hours, a service and someone to do it. */
export function computeSetupChecklist(facts: SetupFacts): SetupChecklist {
  const businessDetails = facts.name.trim() !== '' && (Boolean(facts.phone) || Boolean(facts.address));
  const openingHours = facts.openingHoursCount > 0;
  const service = facts.activeServiceCount > 0;
  const professional = facts.bookableProfessionalCount > 0;
  return { businessDetails, openingHours, service, professional, readyForBookings: openingHours && service && professional };
}
