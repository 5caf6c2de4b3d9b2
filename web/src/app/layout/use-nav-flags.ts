import type { AuthUser } from '@members/contract';
import { useQuery } from '@tanstack/react-query';

import { useAuthStore } from '@/hooks/use-auth-store';
import { allDataQueryOptions } from '@/stores/all-data';
import { meQueryOptions } from '@/stores/me';

type Flag = keyof Pick<AuthUser, 'affiliate' | 'reseller'>;
type Flags = Record<Flag, boolean>;

/**
 * The affiliate and reseller flags the header's links follow: those of the
 * latest answer that knows them, `allData` (its affiliate or reseller
 * section, unless that section failed) or `me`, else those of the sign-in.
 * Only reads the cache: it never asks the server itself.
 */
export function useNavFlags(): Flags {
  const user = useAuthStore((state) => state.auth.user);
  const allData = useQuery({ ...allDataQueryOptions(), enabled: false });
  const me = useQuery({ ...meQueryOptions(), enabled: false });
  const sources: { at: number; flags: Partial<Flags> }[] = [];
  if (allData.data) {
    const { affiliateData, resellerData, errors } = allData.data;
    sources.push({
      at: allData.dataUpdatedAt,
      flags: {
        ...(errors.affiliateData ? {} : { affiliate: affiliateData !== null }),
        ...(errors.resellerData ? {} : { reseller: resellerData !== null }),
      },
    });
  }
  if (me.data) {
    sources.push({ at: me.dataUpdatedAt, flags: me.data.user });
  }
  sources.sort((a, b) => b.at - a.at);
  const flagOf = (flag: Flag): boolean =>
    sources.find((source) => source.flags[flag] !== undefined)?.flags[flag] ??
    user?.[flag] ??
    false;
  return { affiliate: flagOf('affiliate'), reseller: flagOf('reseller') };
}
