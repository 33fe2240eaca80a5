import { APPOINTMENT_WORDS } from '../../i18n/appointment-words.ts';
import { readmeFileList, type ExportTexts } from './business-export-files.ts';

/** The business data export's column headings, words and README in American English. */
export const EXPORT_TEXTS_EN_US: ExportTexts = {
  headers: {
    'business.csv': () => [
      'Name',
      'Phone',
      'E-mail',
      'Address',
      'Time zone',
      'Currency',
      'Language',
      'Plan',
      'Subscription status',
      'Free trial ends',
      'Paid period ends',
      'Standard commission (%)',
      'Created',
      'Closed',
      'Online booking on',
      'Welcome message',
      'Booking window (days)',
      'Phone required',
      'E-mail required',
      'Automatic confirmation',
      'Minimum notice (minutes)',
      'Time between slots (minutes)',
      'Cancel until (hours before)',
      'Ask for reviews',
      'Review request after (hours)',
      'Google review link',
    ],
    'opening-hours.csv': () => ['Weekday', 'Opens', 'Closes'],
    'services.csv': (c) => ['ID', 'Name', 'Description', 'Duration (minutes)', `Price (${c})`, 'Active', 'Created'],
    'professionals.csv': () => [
      'ID',
      'Name',
      'Specialization',
      'Phone',
      'E-mail',
      'Commission (%)',
      'Active',
      'Has a login',
      'Created',
    ],
    'professional-working-hours.csv': () => ['Professional ID', 'Professional', 'Weekday', 'Start', 'End'],
    'professional-breaks.csv': () => ['Professional ID', 'Professional', 'Break', 'Weekday', 'Start', 'End'],
    'professional-services.csv': () => [
      'Professional ID',
      'Professional',
      'Service ID',
      'Service',
      'Commission on this service (%)',
    ],
    'clients.csv': () => ['ID', 'Name', 'Phone', 'E-mail', 'Notes', 'First visit', 'Added', 'Personal data erased'],
    'appointments.csv': (c) => [
      'ID',
      'Start',
      'End',
      'Status',
      'Professional ID',
      'Professional',
      'Service ID',
      'Service',
      'Client ID',
      'Client',
      `Price (${c})`,
      'Source',
      'Notes',
      'Created',
      'Cancelled',
    ],
    'reviews.csv': () => [
      'ID',
      'Appointment ID',
      'Date',
      'Rating (1 to 5)',
      'Comment',
      'Reply',
      'Replied',
      'Hidden',
      'Reason for hiding',
    ],
    'commission-lines.csv': (c) => [
      'ID',
      'Month',
      'Professional ID',
      'Professional',
      'Appointment ID',
      'Kind',
      `Base (${c})`,
      'Rate (%)',
      `Amount (${c})`,
      'Payment ID',
      'Created',
    ],
    'commission-payments.csv': () => ['ID', 'Month', 'Professional ID', 'Professional', 'Paid on', 'Recorded'],
    'invoices.csv': () => ['ID', 'Date', 'Plan', 'Amount', 'Currency', 'Status', 'Receipt'],
    'users.csv': () => ['Name', 'E-mail', 'Role', 'Access created'],
  },
  describe: {
    'business.csv': "the business's details and its online booking and review settings (one row).",
    'opening-hours.csv': 'the opening hours of each weekday.',
    'services.csv': 'the services, with duration and price.',
    'professionals.csv': 'the team, with contacts and commission.',
    'professional-working-hours.csv': "each professional's working hours per weekday.",
    'professional-breaks.csv': "each professional's breaks (no weekday: every day).",
    'professional-services.csv': "which services each professional does, with that service's own commission, if any.",
    'clients.csv':
      'the clients. A client whose personal data was erased at their request shows a neutral name and the date under "Personal data erased".',
    'appointments.csv': 'every appointment, oldest first, with professional, service, client and price.',
    'reviews.csv': "the clients' reviews and your replies, hidden ones included.",
    'commission-lines.csv': 'the commission lines of each completed appointment (and adjustments).',
    'commission-payments.csv': 'the commission payments recorded, per professional and month.',
    'invoices.csv': 'the invoices of your Agendo subscription.',
    'users.csv': 'the people with access: name, e-mail and role.',
  },
  yes: 'Yes',
  no: 'No',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  everyDay: 'Every day',
  appointmentStatus: APPOINTMENT_WORDS['en-US'].status,
  source: APPOINTMENT_WORDS['en-US'].source,
  role: { admin: 'Owner', professional: 'Professional' },
  commissionKind: { commission: 'Commission', adjustment: 'Adjustment' },
  invoiceStatus: { paid: 'Paid', open: 'Open', void: 'Void', uncollectible: 'Uncollectible' },
  subscriptionStatus: {
    trialing: 'Free trial',
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    none: 'No subscription',
  },
  language: { 'pt-BR': 'Portuguese', 'en-US': 'English' },
  readme: (facts) => `Agendo — data of ${facts.businessName}
Exported on ${facts.exportedAt} (${facts.timeZone})

This ZIP file holds all of your business's data in Agendo, as CSV spreadsheets (UTF-8,
comma-separated) that open in Excel, LibreOffice Calc and Google Sheets.

- Dates and times are in the business's time zone (${facts.timeZone}), as YYYY-MM-DD HH:MM.
- Money is in ${facts.currency}, with a decimal point (1234.56); rates are percentages.
- Every record has an ID, and the files link by it: the "Client ID" in appointments.csv is the
  "ID" in clients.csv, and so on.
- A text starting with =, +, - or @ gets an apostrophe in front, so that the spreadsheet does not
  run it as a formula.

Files
${readmeFileList(facts, EXPORT_TEXTS_EN_US.describe, (n) => (n === 1 ? '1 row' : `${n} rows`))}
`,
};
