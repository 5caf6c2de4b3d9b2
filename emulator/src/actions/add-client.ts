import { randomUUID } from 'node:crypto';

import { isCountryCode } from '../countries.js';
import { getDefaultCurrency } from '../db/catalog.js';
import { getClientByEmail, insertClient } from '../db/clients.js';
import {
  applyCustomFieldValues,
  listClientCustomFields,
  type CustomFieldRow,
} from '../db/custom-fields.js';
import {
  getUser,
  getUserByEmail,
  insertUser,
  linkUserToClient,
  type UserRow,
} from '../db/users.js';
import { sendTemplateEmail } from '../notify.js';
import type { Params } from '../params.js';
import { hashPassword } from '../passwords.js';
import { randomHex } from '../random.js';
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

const REQUIRED_FIELDS: [string, string][] = [
  ['address1', 'You did not enter your  address line 1'],
  ['city', 'You did not enter your city'],
  ['state', 'You did not enter your state'],
  ['postcode', 'You did not enter your postcode'],
];

/** The address and phone checks `skipvalidation` skips; the first failing one's reply. */
function checkRequiredFields(
  params: Params,
  country: string,
  phone: string,
): ActionReply | undefined {
  for (const [name, message] of REQUIRED_FIELDS) {
    if (params.text(name) === '') {
      return errorReply(message);
    }
  }
  if (!isCountryCode(country)) {
    return errorReply('Valid country required');
  }
  if (phone === '') {
    return errorReply('You did not enter your phone number');
  }
  return undefined;
}

/** The checked fields of a new client. */
interface NewClient {
  owner: UserRow | undefined;
  firstname: string;
  lastname: string;
  email: string;
  country: string;
  phone: string;
  clientFields: CustomFieldRow[];
  customValues: Record<string, string>;
}

/** Inserts the client, its owning user unless it has one, and its custom field values. */
function insertClientRows(
  { db, params, clientIp, clock }: ActionContext,
  {
    owner,
    firstname,
    lastname,
    email,
    country,
    phone,
    clientFields,
    customValues,
  }: NewClient,
): { userId: number; clientId: number } {
  const now = clock.nowDateTime();
  const create = db.transaction(() => {
    // Without password2 the user gets an unusable random password, as the WHMCS admin area does.
    const password = params.string('password2') || randomHex(24);
    const userId =
      owner?.id ??
      insertUser(db, {
        firstname,
        lastname,
        email,
        password_hash: hashPassword(password),
        two_factor: 0,
        created_at: now,
      });
    const clientId = insertClient(db, {
      uuid: randomUUID(),
      owner_user_id: userId,
      firstname,
      lastname,
      companyname: params.text('companyname'),
      email,
      address1: params.text('address1'),
      address2: params.text('address2'),
      city: params.text('city'),
      state: params.text('state'),
      postcode: params.text('postcode'),
      country,
      phonenumber: phone,
      tax_id: params.text('tax_id'),
      status: 'Active',
      groupid: params.int('groupid') ?? 0,
      currency: params.int('currency') || (getDefaultCurrency(db)?.id ?? 1),
      language: params.text('language'),
      notes: params.text('notes'),
      marketing_optin: params.bool('marketingoptin') ? 1 : 0,
      last_ip: params.text('clientip') || clientIp,
      created_at: now,
      updated_at: now,
    });
    linkUserToClient(db, userId, clientId, true);
    applyCustomFieldValues(db, clientId, clientFields, customValues);
    return { userId, clientId };
  });
  return create();
}

/**
 * AddClient: creates a client and, unless `owner_user_id` names an existing user, its
 * owning user (login) with `password2`. `skipvalidation` skips the required-field
 * checks, not the e-mail checks. Replies `clientid` and `owner_id` (the user id).
 * @see https://developers.whmcs.com/api-reference/addclient/
 */
export function addClient(context: ActionContext): ActionReply {
  const { db, params, clock } = context;
  const skipValidation = params.bool('skipvalidation');
  const firstname = params.text('firstname');
  const lastname = params.text('lastname');
  let email = params.text('email');
  const country = params.text('country').toUpperCase();
  const phone = params.text('phonenumber');
  const ownerUserId = params.int('owner_user_id') ?? 0;
  const owner = ownerUserId ? getUser(db, ownerUserId) : undefined;
  if (ownerUserId && !owner) {
    return errorReply('Invalid Owner User ID');
  }
  if (!skipValidation) {
    if (firstname === '') {
      return errorReply('You did not enter your first name');
    }
    if (lastname === '') {
      return errorReply('You did not enter your last name');
    }
  }
  if (email === '' && owner) {
    email = owner.email;
  }
  if (email === '') {
    return errorReply('You did not enter your email address');
  }
  if (!isValidEmail(email)) {
    return errorReply('The email address you entered was not valid');
  }
  if (!skipValidation) {
    const missing = checkRequiredFields(params, country, phone);
    if (missing) {
      return missing;
    }
  }
  if (country !== '' && !isCountryCode(country)) {
    return errorReply('Valid country required');
  }
  if (phone !== '' && !/^[0-9+\-. ()]+$/.test(phone)) {
    return errorReply('Invalid telephone phone number');
  }
  const customValues = readCustomFieldsParam(params);
  if (!customValues) {
    return errorReply(INVALID_CUSTOM_FIELDS);
  }
  const clientFields = listClientCustomFields(db);
  if (!skipValidation) {
    const missing = clientFields.find(
      (field) => field.required && !(customValues[String(field.id)] ?? ''),
    );
    if (missing) {
      return errorReply(
        `You did not provide required custom field value for ${missing.name}`,
      );
    }
  }
  if (!owner && (getUserByEmail(db, email) || getClientByEmail(db, email))) {
    return errorReply('A user already exists with that email address');
  }
  const { userId, clientId } = insertClientRows(context, {
    owner,
    firstname,
    lastname,
    email,
    country,
    phone,
    clientFields,
    customValues,
  });
  if (!params.bool('noemail')) {
    sendTemplateEmail(db, clock, 'Client Signup Email', clientId, clientId, {
      client_name: `${firstname} ${lastname}`.trim(),
      client_first_name: firstname,
      client_email: email,
    });
  }
  return successReply({ clientid: String(clientId), owner_id: userId });
}
