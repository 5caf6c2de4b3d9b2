import { ENDPOINT_ROUTES } from '@members/contract';
import type { EndpointResponse } from '@members/contract';

import { sendRequest } from '@/lib/api-client';

/** The two endpoints that take `multipart/form-data` (text fields and files). */
export type FormEndpoint = 'openTicket' | 'addReply';

/**
 * Posts a ticket form with its files. The browser sets the multipart content
 * type; the headers and error handling are those of every other change.
 */
export async function postForm<N extends FormEndpoint>(
  name: N,
  form: FormData,
  idempotencyKey: string,
): Promise<EndpointResponse<N>> {
  const endpoint = ENDPOINT_ROUTES[name];
  return (await sendRequest(endpoint.path, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'members-area',
      'idempotency-key': idempotencyKey,
    },
    body: form,
  })) as EndpointResponse<N>;
}

/** Appends the files under `attachments`, the name the server reads. */
export function appendFiles(form: FormData, files: readonly File[]): void {
  for (const file of files) {
    form.append('attachments', file, file.name);
  }
}
