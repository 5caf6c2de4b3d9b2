import type { z } from 'zod';

import {
  authRequestSchema,
  confirmSignupRequestSchema,
  meResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyCodeRequestSchema,
} from './auth.js';
import { emptyRequestSchema, okResponseSchema } from './common.js';
import { allDataRequestSchema, allDataResponseSchema } from './dashboard.js';
import { envResponseSchema } from './env.js';
import {
  invoiceRequestSchema,
  invoiceResponseSchema,
  invoicesRequestSchema,
  invoicesResponseSchema,
} from './invoices.js';
import {
  subscriptionsRequestSchema,
  subscriptionsResponseSchema,
} from './subscriptions.js';
import {
  departementsRequestSchema,
  departementsResponseSchema,
  ticketRequestSchema,
  ticketResponseSchema,
  ticketsRequestSchema,
  ticketsResponseSchema,
} from './tickets.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, or a signed-in customer. */
export type EndpointAuth = 'public' | 'session';

/** One row of the endpoint table. */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  summary: string;
  /** The JSON body, or for GET the query string. */
  request: z.ZodType;
  /** The 200 answer; errors are always the error envelope. */
  response: z.ZodType;
}

const API = '/dashboard/api';

/**
 * Every endpoint of the members-area API. The keys are the spec's names,
 * verbatim: they name the server route, the web fetcher and its hook.
 */
export const endpoints = {
  sendCode: {
    method: 'POST',
    path: `${API}/sendCode`,
    auth: 'public',
    summary: 'E-mail a six-digit sign-in code (same answer for any address)',
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
  },
  verifyCode: {
    method: 'POST',
    path: `${API}/verifyCode`,
    auth: 'public',
    summary: 'Sign in with the e-mailed code of this attempt',
    request: verifyCodeRequestSchema,
    response: sessionResponseSchema,
  },
  auth: {
    method: 'POST',
    path: '/api/auth',
    auth: 'public',
    summary: 'Sign in with the WHMCS password',
    request: authRequestSchema,
    response: sessionResponseSchema,
  },
  signup: {
    method: 'POST',
    path: `${API}/signup`,
    auth: 'public',
    summary: 'Create an account and e-mail its confirmation link',
    request: signupRequestSchema,
    response: signupResponseSchema,
  },
  confirmSignup: {
    method: 'POST',
    path: `${API}/confirmSignup`,
    auth: 'public',
    summary: 'Confirm a signup with the e-mailed token and sign in',
    request: confirmSignupRequestSchema,
    response: sessionResponseSchema,
  },
  logout: {
    method: 'POST',
    path: `${API}/logout`,
    auth: 'session',
    summary: 'End the session on the server',
    request: emptyRequestSchema,
    response: okResponseSchema,
  },
  me: {
    method: 'GET',
    path: `${API}/me`,
    auth: 'session',
    summary: 'The signed-in customer',
    request: emptyRequestSchema,
    response: meResponseSchema,
  },
  env: {
    method: 'GET',
    path: `${API}/env`,
    auth: 'public',
    summary: 'Public settings of this members area',
    request: emptyRequestSchema,
    response: envResponseSchema,
  },
  allData: {
    method: 'POST',
    path: `${API}/allData`,
    auth: 'session',
    summary: 'Everything the dashboard shows, loaded in parallel',
    request: allDataRequestSchema,
    response: allDataResponseSchema,
  },
  invoices: {
    method: 'POST',
    path: `${API}/invoices`,
    auth: 'session',
    summary: "The customer's invoices",
    request: invoicesRequestSchema,
    response: invoicesResponseSchema,
  },
  tickets: {
    method: 'POST',
    path: `${API}/tickets`,
    auth: 'session',
    summary: "The customer's support tickets",
    request: ticketsRequestSchema,
    response: ticketsResponseSchema,
  },
  subscriptions: {
    method: 'POST',
    path: '/api/subscriptions',
    auth: 'session',
    summary: "The customer's subscriptions, active and not",
    request: subscriptionsRequestSchema,
    response: subscriptionsResponseSchema,
  },
  departements: {
    method: 'POST',
    path: `${API}/departements`,
    auth: 'session',
    summary: 'Support departments a ticket can be opened in',
    request: departementsRequestSchema,
    response: departementsResponseSchema,
  },
  invoice: {
    method: 'POST',
    path: `${API}/invoice`,
    auth: 'session',
    summary: 'One of the customer’s invoices, with its items',
    request: invoiceRequestSchema,
    response: invoiceResponseSchema,
  },
  ticket: {
    method: 'POST',
    path: `${API}/ticket`,
    auth: 'session',
    summary: 'One of the customer’s tickets, with its thread',
    request: ticketRequestSchema,
    response: ticketResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

/** The table's type. */
export type Endpoints = typeof endpoints;

/** An endpoint name, e.g. `allData`. */
export type EndpointName = keyof Endpoints;

/** What a caller sends to an endpoint (before parsing). */
export type EndpointRequest<N extends EndpointName> = z.input<
  Endpoints[N]['request']
>;

/** What an endpoint answers with status 200. */
export type EndpointResponse<N extends EndpointName> = z.output<
  Endpoints[N]['response']
>;

/** The endpoint names, in table order. */
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
