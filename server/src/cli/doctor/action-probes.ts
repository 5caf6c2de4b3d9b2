import {
  WhmcsBadReplyError,
  WhmcsClientError,
  WhmcsError,
  whmcsActions,
  WHMCS_MESSAGES,
} from '../../whmcs/index.js';
import type {
  WhmcsActionName,
  WhmcsActionParams,
  WhmcsClient,
  WhmcsParams,
} from '../../whmcs/index.js';

/**
 * How to call an action without changing anything in WHMCS, or why it is
 * not called at all.
 */
export type ProbePlan<A extends WhmcsActionName> =
  { readonly params: WhmcsActionParams<A> } | { readonly skip: string };

/**
 * One harmless call per action the server uses. WHMCS checks the API role
 * before it runs an action, so any answer other than `Invalid Permissions`
 * proves the action is allowed, a refusal included. Reads ask for at most one
 * record. Writes name records that cannot exist (WHMCS ids start at 1) or
 * leave out a value WHMCS requires, so WHMCS refuses them before it writes
 * anything; each choice below names the check in WHMCS's own code that
 * refuses it (read in WHMCS 8.7's api files). The type makes a new action in
 * the registry fail to compile until it has a plan here.
 */
export const ACTION_PROBES: {
  readonly [A in WhmcsActionName]: ProbePlan<A>;
} = {
  // AddClient runs WHMCS's profile validation unless `skipvalidation` is
  // sent (it is not): an empty e-mail and no names fail it ("You did not
  // enter your first name") before a user or client is created; and an
  // empty e-mail could not create the owning user either. `noemail` in case.
  AddClient: { params: { email: '', noemail: true } },
  // Order 0 does not exist: "Order ID not found or Status not Pending"
  // before anything is accepted.
  AcceptOrder: { params: { orderid: 0, autosetup: false, sendemail: false } },
  // Client 0 does not exist: "Client ID Not Found" is AddOrder's first check.
  AddOrder: {
    params: {
      clientid: 0,
      paymentmethod: '',
      pid: [],
      billingcycle: [],
      noemail: true,
    },
  },
  // Service 0 does not exist: "Service ID Not Found" before any request is
  // recorded (WHMCS looks the service up first).
  AddCancelRequest: { params: { serviceid: 0 } },
  // Invoice 0 does not exist: "Invoice ID Not Found" before any payment.
  AddInvoicePayment: {
    params: {
      invoiceid: 0,
      transid: 'members-area-doctor',
      gateway: 'members-area-doctor',
      noemail: true,
    },
  },
  // Invoice 0 does not exist: "Invoice ID Not Found" before any credit is
  // applied (the first check of WHMCS's ApplyCredit).
  ApplyCredit: { params: { invoiceid: 0, amount: '0.01', noemail: true } },
  // Ticket 0 does not exist: "Ticket ID Not Found" before the reply; the
  // empty message would be refused next ("Message is required").
  AddTicketReply: { params: { ticketid: 0, message: '', noemail: true } },
  // Neither a client nor a user (0 reads as none): "A valid client_id or
  // user_id is required" before a token is made.
  CreateSsoToken: { params: { client_id: 0 } },
  // Client 0 is none: "Client ID is Required" before any method is looked
  // up, let alone deleted.
  DeletePayMethod: { params: { clientid: 0, paymethodid: 0 } },
  GetActivityLog: { params: { limitnum: 1 } },
  GetAffiliates: { params: { limitnum: 1 } },
  GetAnnouncements: { params: { limitnum: 1 } },
  GetCancelledPackages: { params: { limitnum: 1 } },
  GetClientGroups: { params: {} },
  // Client 0 does not exist: "Client Not Found".
  GetClientsDetails: { params: { clientid: 0 } },
  GetClientsProducts: { params: { limitnum: 1 } },
  // A setting every WHMCS has; reads one value, changes nothing.
  GetConfigurationValue: { params: { setting: 'AddFundsEnabled' } },
  // Client 0 does not exist: no credit log is read ("Client ID Not Found").
  GetCredits: { params: { clientid: 0 } },
  GetCurrencies: { params: {} },
  // Client 0 does not exist: no e-mail is read ("Client ID Not Found").
  GetEmails: { params: { clientid: 0, limitnum: 1 } },
  // Invoice 0 does not exist: "Invoice ID Not Found".
  GetInvoice: { params: { invoiceid: 0 } },
  GetInvoices: { params: { limitnum: 1 } },
  GetOrders: { params: { limitnum: 1 } },
  // Client 0 is none: "Client ID Is Required".
  GetPayMethods: { params: { clientid: 0 } },
  GetPaymentMethods: { params: {} },
  GetProducts: { params: {} },
  // A code no promotion has: an empty list.
  GetPromotions: { params: { code: 'members-area-doctor' } },
  GetStats: { params: {} },
  GetSupportDepartments: { params: {} },
  // Ticket 0 does not exist: "Ticket ID Not Found".
  GetTicket: { params: { ticketid: 0 } },
  // Ticket 0 does not exist, so it has no attachment.
  GetTicketAttachment: { params: { relatedid: 0, type: 'ticket', index: 0 } },
  GetTickets: { params: { limitnum: 1 } },
  // WHMCS's LogActivity has no check at all: it writes its entry whatever it
  // is sent, so there is no call that proves the permission and writes nothing.
  LogActivity: {
    skip: 'WHMCS writes an activity-log entry on every LogActivity call, so the doctor does not call it',
  },
  // Service 0 reads as none: "Service ID is required" before the module or
  // the stored password is touched (no `servicepassword` is sent).
  ModuleChangePw: { params: { serviceid: 0 } },
  // No client (0 reads as none) and no name or e-mail: "Name and email
  // address are required if not a client" before the department, subject
  // and message (all empty too) are looked at, so no ticket is opened.
  OpenTicket: {
    params: { deptid: 0, subject: '', message: '', noemail: true },
  },
  // No related record: "A related ID is required" before the template is
  // looked up (and no template has this name). `customtype` is never sent:
  // WHMCS deletes and rebuilds its "Mass Mail Template" for custom messages.
  // An address that is not one fails resetpassword.php's first check ("Please
  // provide a valid email address") before any user is looked up or mailed.
  ResetPassword: { params: { email: 'members-area-doctor' } },
  SendEmail: {
    params: { messagename: 'Members area doctor (no such template)' },
  },
  // Client 0 does not exist: "Client ID Not Found"; no field is sent either.
  UpdateClient: { params: { clientid: 0 } },
  // Service 0 does not exist: "Service ID Not Found"; no field is sent either.
  UpdateClientProduct: { params: { serviceid: 0 } },
  // Client 0 is none: "Client ID is Required" before the method is looked
  // up; nothing is set as default.
  UpdatePayMethod: { params: { clientid: 0, paymethodid: 0 } },
  // Ticket 0 does not exist: "Ticket ID Not Found"; no field is sent either.
  UpdateTicket: { params: { ticketid: 0 } },
  // Service 0 does not exist: "Service ID Not Found" is UpgradeProduct's
  // first check; calconly in case.
  UpgradeProduct: {
    params: {
      serviceid: 0,
      type: 'product',
      newproductid: 0,
      newproductbillingcycle: 'monthly',
      calconly: true,
    },
  },
  // No user has an address under the reserved `.invalid` domain: "Email or
  // Password Invalid", found before any password is compared, so no failed
  // login is counted against anyone.
  ValidateLogin: {
    params: {
      email: 'members-area-doctor@example.invalid',
      password2: 'members-area-doctor',
    },
  },
  WhmcsDetails: { params: {} },
};

/** What one probe showed about the API role. */
export type ProbeOutcome =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'denied'; readonly message: string }
  /** WHMCS answered `Command Not Found`: this WHMCS lacks the action. */
  | { readonly kind: 'missing' }
  | { readonly kind: 'unknown'; readonly reason: string }
  | { readonly kind: 'skipped'; readonly reason: string };

/** WHMCS's answer for an action the API role does not allow. */
const PERMISSION_DENIED = /^invalid permissions\b/i;

/**
 * Reads the result of a probe: WHMCS's permission refusal means denied,
 * `Command Not Found` missing; any other WHMCS answer means the action ran
 * (allowed); no usable answer means unknown.
 */
export function classifyProbe(error: unknown): ProbeOutcome {
  if (error === null || error === undefined) {
    return { kind: 'allowed' };
  }
  if (error instanceof WhmcsError) {
    if (PERMISSION_DENIED.test(error.message)) {
      return { kind: 'denied', message: error.message };
    }
    if (error.matches(WHMCS_MESSAGES.commandNotFound)) {
      return { kind: 'missing' };
    }
    if (error.isAccessDenied()) {
      return { kind: 'unknown', reason: error.message };
    }
    return { kind: 'allowed' };
  }
  // A JSON reply that our schema does not expect still came from the action.
  if (
    error instanceof WhmcsBadReplyError &&
    /expected shape/i.test(error.message)
  ) {
    return { kind: 'allowed' };
  }
  if (error instanceof WhmcsClientError) {
    return { kind: 'unknown', reason: error.message };
  }
  return {
    kind: 'unknown',
    reason: error instanceof Error ? error.message : String(error),
  };
}

type AnyCall = (
  action: WhmcsActionName,
  params: WhmcsParams,
) => Promise<unknown>;

/** Calls one action with its harmless parameters and classifies the answer. */
export async function probeAction(
  whmcs: WhmcsClient,
  action: WhmcsActionName,
): Promise<ProbeOutcome> {
  const plan: ProbePlan<WhmcsActionName> = ACTION_PROBES[action];
  if ('skip' in plan) {
    return { kind: 'skipped', reason: plan.skip };
  }
  try {
    await (whmcs.call as AnyCall)(action, plan.params as WhmcsParams);
    return classifyProbe(null);
  } catch (error) {
    return classifyProbe(error);
  }
}

/** How many probes run at once, so a slow WHMCS is not hit by all together. */
const PROBE_CONCURRENCY = 4;

/**
 * Actions the WHMCS client knows but no feature calls: the operator guide
 * tells operators to leave them out of the API role, so they are not asked for.
 */
export const ACTIONS_NOT_IN_ROLE: ReadonlySet<WhmcsActionName> = new Set([
  'AddInvoicePayment',
  'SendEmail',
]);

/**
 * Probes every action the server uses (the registry without
 * {@link ACTIONS_NOT_IN_ROLE}), a few at a time; `known` holds outcomes
 * already found by other calls (WhmcsDetails).
 */
export async function probeAllActions(
  whmcs: WhmcsClient,
  known: Partial<Record<WhmcsActionName, ProbeOutcome>> = {},
): Promise<Map<WhmcsActionName, ProbeOutcome>> {
  const actions = (Object.keys(whmcsActions) as WhmcsActionName[]).filter(
    (action) => !ACTIONS_NOT_IN_ROLE.has(action),
  );
  const outcomes = new Map<WhmcsActionName, ProbeOutcome>();
  const queue = actions.filter((action) => {
    const outcome = known[action];
    if (outcome) {
      outcomes.set(action, outcome);
    }
    return !outcome;
  });
  async function work(): Promise<void> {
    for (let action = queue.shift(); action; action = queue.shift()) {
      outcomes.set(action, await probeAction(whmcs, action));
    }
  }
  await Promise.all(Array.from({ length: PROBE_CONCURRENCY }, work));
  // In the registry's order, whatever order the probes finished in.
  return new Map(
    actions.map((action) => [
      action,
      outcomes.get(action) ?? { kind: 'unknown', reason: 'not probed' },
    ]),
  );
}
