import { beforeAll, expect } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { OTHER, signedInBrowser } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import {
  addPasskey,
  VirtualAuthenticator,
} from '../../../test/virtual-authenticator.js';

const suite = useSignedInServer({
  resetAfterEach: { faults: true, limits: true },
});

const demoKey = new VirtualAuthenticator();
const otherKey = new VirtualAuthenticator();

beforeAll(async () => {
  expect((await addPasskey(suite.demo, demoKey)).status).toBe(200);
  const { browser } = await signedInBrowser(suite.server, OTHER);
  expect((await addPasskey(browser, otherKey)).status).toBe(200);
});

const WHMCS_DOWN = {
  actions: ['GetClientsDetails'],
  errorKind: 'http',
  status: 502,
  code: 'WHMCS_UNAVAILABLE',
} as const;

describeEndpointBehaviour(suite, {
  endpoint: 'security',
  valid: () => ({}),
  fault: WHMCS_DOWN,
});

let names = 0;

describeEndpointBehaviour(suite, {
  endpoint: 'renamePasskey',
  valid: () => {
    names += 1;
    return { id: demoKey.latest.id, name: `Laptop ${names}` };
  },
  invalid: { input: { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: '' }, path: 'name' },
  otherClient: {
    input: () => Promise.resolve({ id: otherKey.latest.id, name: 'Mine now' }),
    missing: { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'Mine now' },
  },
  fault: WHMCS_DOWN,
});
