import { DEMO_CREDENTIALS } from '@members/whmcs-emulator';

/**
 * Calls the WHMCS API of an emulator the way WHMCS's own tools do (form
 * fields, the demo credentials), to read or change what a test checks
 * straight in WHMCS.
 */
export async function callEmulator(
  emulatorUrl: string,
  action: string,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulatorUrl}/includes/api.php`, {
    method: 'POST',
    body: new URLSearchParams({
      action,
      identifier: DEMO_CREDENTIALS.identifier,
      secret: DEMO_CREDENTIALS.secret,
      responsetype: 'json',
      ...params,
    }),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The descriptions of a client's activity log in WHMCS, newest first. */
export async function activityLog(
  emulatorUrl: string,
  clientid: number,
  params: Record<string, string> = {},
): Promise<string[]> {
  const body = (await callEmulator(emulatorUrl, 'GetActivityLog', {
    clientid: String(clientid),
    ...params,
  })) as { activity?: { entry?: { description: string }[] } };
  return (body.activity?.entry ?? []).map((entry) => entry.description);
}

/**
 * A service's custom field values by name, and its password as
 * `service password`, read straight from WHMCS.
 */
export async function serviceFields(
  emulatorUrl: string,
  serviceId: number,
): Promise<Record<string, string>> {
  const body = (await callEmulator(emulatorUrl, 'GetClientsProducts', {
    serviceid: String(serviceId),
  })) as {
    products: {
      product: {
        password: string;
        customfields: { customfield: { name: string; value: string }[] };
      }[];
    };
  };
  const product = body.products.product[0];
  return Object.fromEntries([
    ...(product?.customfields.customfield.map((f) => [f.name, f.value]) ?? []),
    ['service password', product?.password ?? ''],
  ]);
}

/** How many tickets a client has in WHMCS. */
export async function ticketCount(
  emulatorUrl: string,
  clientid: number,
): Promise<number> {
  const body = (await callEmulator(emulatorUrl, 'GetTickets', {
    clientid: String(clientid),
  })) as { totalresults: string };
  return Number(body.totalresults);
}
