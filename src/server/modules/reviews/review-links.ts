/** A completed visit's personal review link. */
export const reviewFormUrl = (baseUrl: string, token: string) => `${baseUrl}/avaliar/${token}`;

/** The business's public review page, for the owner to share. */
export const businessReviewsUrl = (baseUrl: string, businessId: string) => `${baseUrl}/avaliar/b/${businessId}`;

/** Where the owner reads and answers reviews. */
export const ownerReviewsUrl = (baseUrl: string) => `${baseUrl}/avaliacoes`;
