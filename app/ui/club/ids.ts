// Club records carry their time as an ISO 8601 instant (UTC).
/** Now as the ISO instant every club record carries. */
export const instant = (now: number): string => new Date(now).toISOString();
