import { useSearchParams } from '@/lib/router';

/** Largest WHMCS id (a signed 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A record id from a query parameter, or null when it is not a valid id. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) {
    return null;
  }
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The record id in the URL's query parameter `name`, or null. */
export function useIdParam(name: string): number | null {
  const [searchParams] = useSearchParams();
  return parseId(searchParams.get(name));
}
