/** Every query of the reviews page starts with this key: a reply or a hiding refreshes them all. */
export const reviewsQueryKey = ['reviews'] as const;
