import type { UpdateRedirectUrlRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

/** Sets the reseller's redirect URL. */
export function updateRedirectUrl(
  body: UpdateRedirectUrlRequest,
  idempotencyKey: string,
) {
  return call('update_redirect_url', body, { idempotencyKey });
}

/** Saves the redirect URL; the caller puts the answer's reseller in its cache. */
export function useUpdateRedirectUrl() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<UpdateRedirectUrlRequest>) =>
      updateRedirectUrl(body, idempotencyKey),
  });
}
