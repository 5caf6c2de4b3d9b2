import {
  getClient,
  getClientByEmail,
  updateClient as saveClient,
  type ClientRow,
} from '../db/clients.js';
import {
  applyCustomFieldValues,
  listClientCustomFields,
} from '../db/custom-fields.js';
import type { SqlValue } from '../db/rows.js';
import type { Params } from '../params.js';
import { readEmailPreferences } from '../present/client.js';
import { isValidEmail } from '../validation.js';

import {
  INVALID_CUSTOM_FIELDS,
  readCustomFieldsParam,
} from './custom-fields-param.js';
import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'companyname',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'phonenumber',
  'tax_id',
  'language',
  'notes',
] as const;

const FLAG_FIELDS: [param: string, column: string][] = [
  ['marketingoptin', 'marketing_optin'],
  ['latefeeoveride', 'latefeeoveride'],
  ['overideduenotices', 'overideduenotices'],
  ['taxexempt', 'taxexempt'],
  ['separateinvoices', 'separateinvoices'],
  ['disableautocc', 'disableautocc'],
  ['overrideautoclose', 'overrideautoclose'],
  ['emailoptout', 'emailoptout'],
];

const CLIENT_STATUSES = ['Active', 'Inactive', 'Closed'];

/** Adds the changes of the plain fields, flags, status and e-mail preferences passed. */
function addFieldChanges(
  changes: Record<string, SqlValue | undefined>,
  params: Params,
  client: ClientRow,
): void {
  for (const field of TEXT_FIELDS) {
    if (params.has(field)) {
      changes[field] = params.text(field);
    }
  }
  if (params.has('country')) {
    changes['country'] = params.text('country').toUpperCase();
  }
  for (const [param, column] of FLAG_FIELDS) {
    if (params.has(param)) {
      changes[column] = params.bool(param) ? 1 : 0;
    }
  }
  if (params.has('currency')) {
    changes['currency'] = params.int('currency') ?? client.currency;
  }
  if (params.has('groupid')) {
    changes['groupid'] = params.int('groupid') ?? 0;
  }
  if (params.has('paymentmethod')) {
    changes['defaultgateway'] = params.text('paymentmethod');
  }
  if (params.text('status') !== '') {
    const status = params.text('status');
    changes['status'] =
      CLIENT_STATUSES.find(
        (name) => name.toLowerCase() === status.toLowerCase(),
      ) ?? status;
  }
  const preferences = params.record('email_preferences');
  if (Object.keys(preferences).length > 0) {
    const merged = readEmailPreferences(client);
    for (const [key, value] of Object.entries(preferences)) {
      if (Object.hasOwn(merged, key)) {
        merged[key] = ['1', 'true', 'on', 'yes'].includes(value.toLowerCase())
          ? '1'
          : '0';
      }
    }
    changes['email_preferences'] = JSON.stringify(merged);
  }
}

/**
 * UpdateClient: changes the fields passed (by `clientid` or `clientemail`); custom
 * fields are merged, only the ids passed change. Passwords belong to users, not here.
 * @see https://developers.whmcs.com/api-reference/updateclient/
 */
export function updateClient({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const clientId = params.int('clientid');
  const clientEmail = params.text('clientemail');
  const client = clientId
    ? getClient(db, clientId)
    : clientEmail
      ? getClientByEmail(db, clientEmail)
      : undefined;
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  const changes: Record<string, SqlValue | undefined> = {};
  const email = params.text('email');
  if (email !== '' && email.toLowerCase() !== client.email.toLowerCase()) {
    if (!isValidEmail(email)) {
      return errorReply('The email address entered is not valid');
    }
    const other = getClientByEmail(db, email);
    if (other && other.id !== client.id) {
      return errorReply('Duplicate Email Address');
    }
    changes['email'] = email;
  }
  const customValues = readCustomFieldsParam(params);
  if (!customValues) {
    return errorReply(INVALID_CUSTOM_FIELDS);
  }
  addFieldChanges(changes, params, client);
  changes['updated_at'] = clock.nowDateTime();
  db.transaction(() => {
    saveClient(db, client.id, changes);
    applyCustomFieldValues(
      db,
      client.id,
      listClientCustomFields(db),
      customValues,
    );
  })();
  return successReply({ clientid: String(client.id) });
}
