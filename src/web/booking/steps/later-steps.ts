/*
 * The steps after the first, with paying a deposit and the confirmation: one chunk the booking page loads once it is on
 * screen (steps/booking-wizard.tsx), so that its first view — the services — carries only its own code.
 */
export { BookedStep } from './booked-step.tsx';
export { DetailsStep } from './details-step.tsx';
export { ProfessionalStep } from './professional-step.tsx';
export { TimeStep } from './time-step.tsx';
