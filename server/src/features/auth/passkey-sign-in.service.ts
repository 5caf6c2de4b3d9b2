import type { PasskeyRequestOptions } from '@members/contract';

import { relyingPartyOf } from '../../domain/passkey-ceremonies.js';
import type { RelyingParty } from '../../domain/passkey-ceremonies.js';
import { passkeyRequestOptions, provePasskey } from '../../domain/passkeys.js';
import type { RequestMeta, RouteCall } from '../../http/define-route.js';

import { issueSession } from './auth.service.js';
import type { AuthDeps, SignInResult } from './auth.service.js';

function relyingParty(
  deps: Pick<AuthDeps, 'config' | 'brand'>,
  meta: Pick<RequestMeta, 'origin'>,
): RelyingParty {
  return relyingPartyOf(deps.config.publicUrl, deps.brand.name, meta.origin);
}

/**
 * The options of a sign-in with a passkey: no e-mail, no list of
 * credentials (the browser offers this site's passkeys, in its autofill
 * too); the challenge is good for one assertion within five minutes.
 */
export async function passkeySignInOptions(
  deps: AuthDeps,
  { meta }: Pick<RouteCall<'passkeySignInOptions'>, 'meta'>,
): Promise<Omit<PasskeyRequestOptions, 'error'>> {
  return passkeyRequestOptions(deps, relyingParty(deps, meta), meta.ip);
}

/**
 * Signs in with a passkey: the assertion names its client by the user
 * handle and must be one of that client's passkeys (`provePasskey`). A
 * passkey alone counts as two factors, so the session starts checked. A
 * closed client gets no session.
 */
export async function signInWithPasskey(
  deps: AuthDeps,
  {
    input,
    meta,
    journal,
  }: Pick<RouteCall<'passkeySignIn'>, 'input' | 'meta' | 'journal'>,
): Promise<SignInResult> {
  const { profile } = await provePasskey(
    deps,
    relyingParty(deps, meta),
    input.credential,
    { ip: meta.ip, journal },
  );
  return issueSession(deps, profile, 'passkey', meta, 'passkey');
}
