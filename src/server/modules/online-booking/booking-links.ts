/** The business's public booking page. */
export const bookingPageUrl = (baseUrl: string, businessId: string) => `${baseUrl}/agendar/${businessId}`;

/** A booking's secret link, where its customer sees, moves or cancels it. */
export const manageUrl = (baseUrl: string, businessId: string, token: string) =>
  `${bookingPageUrl(baseUrl, businessId)}/reserva/${token}`;
