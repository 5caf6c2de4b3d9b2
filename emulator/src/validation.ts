/** A pragmatic e-mail syntax check (something@host.tld, no spaces). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Ticket priorities WHMCS accepts. */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;

/** The canonical spelling of a priority (case-insensitive match), or `undefined`. */
export function normalizePriority(value: string): string | undefined {
  return TICKET_PRIORITIES.find(
    (priority) => priority.toLowerCase() === value.toLowerCase(),
  );
}
