/**
 * The form of an e-mail address used for lookups, limits and comparisons:
 * Unicode NFC and lower case. WHMCS compares addresses case-insensitively.
 */
export function canonicalEmail(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

/** Whether two addresses name the same mailbox for our purposes. */
export function isSameEmail(a: string, b: string): boolean {
  return canonicalEmail(a) === canonicalEmail(b);
}
