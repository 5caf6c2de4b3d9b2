const ALLOWED_START = /^\/(?![/\\])/;

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

/**
 * Accepts a redirect target only when it is a path of this app: it must
 * start with one slash and resolve to this origin. `//evil.com`,
 * `/\evil.com`, `https:evil.com`, control characters and the like fall back
 * to `fallback`.
 */
export function toSafeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2048) {
    return fallback;
  }
  // Control characters and whitespace are dropped by URL parsers, which is how
  // "/\t/evil.com" turns into "//evil.com".
  if (hasControlOrSpace(target) || target.includes('\\')) {
    return fallback;
  }
  if (!ALLOWED_START.test(target)) {
    return fallback;
  }
  const base = 'https://app.invalid';
  try {
    const url = new URL(target, base);
    if (url.origin !== base) {
      return fallback;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
