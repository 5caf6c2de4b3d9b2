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
