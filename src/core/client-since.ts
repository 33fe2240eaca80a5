/**
 * Since when someone is a client of the business: the earlier of the day they were registered and
 * their first visit (a visit booked in the past, or clients brought in from another system, comes
 * before the row that records them).
 */
export function clientSince(createdAt: Date, firstVisitAt: Date | null): Date {
  return firstVisitAt !== null && firstVisitAt.getTime() < createdAt.getTime() ? firstVisitAt : createdAt;
}
