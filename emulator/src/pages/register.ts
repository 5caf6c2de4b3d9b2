import type { FastifyInstance } from 'fastify';

import {
  listClientCustomFields,
  type CustomFieldRow,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';

import { escapeHtml, escapeStoredText, renderPage } from './html.js';

/** The standard fields of WHMCS's registration form: name, input type, id and label. */
const STANDARD_FIELDS: readonly (readonly [string, string, string, string])[] =
  [
    ['firstname', 'text', 'inputFirstName', 'First Name'],
    ['lastname', 'text', 'inputLastName', 'Last Name'],
    ['email', 'email', 'inputEmail', 'Email Address'],
    ['phonenumber', 'tel', 'inputPhone', 'Phone Number'],
    ['companyname', 'text', 'inputCompanyName', 'Company Name'],
    ['address1', 'text', 'inputAddress1', 'Street Address'],
    ['address2', 'text', 'inputAddress2', 'Street Address 2'],
    ['city', 'text', 'inputCity', 'City'],
    ['state', 'text', 'state', 'State'],
    ['postcode', 'text', 'inputPostcode', 'Postcode'],
    ['country', 'text', 'inputCountry', 'Country'],
    ['password', 'password', 'inputNewPassword1', 'Password'],
    ['password2', 'password', 'inputNewPassword2', 'Confirm Password'],
  ];

function renderInput(
  name: string,
  type: string,
  id: string,
  label: string,
): string {
  return `<div class="form-group"><label for="${escapeHtml(id)}">${label}</label><input type="${type}" name="${escapeHtml(name)}" id="${escapeHtml(id)}" class="form-control"></div>`;
}

/**
 * A client custom field as WHMCS's `{$customfield.input}` writes it: `name="customfield[ID]"`,
 * `id="customfieldID"`, labelled with the field's name.
 */
function renderCustomField(field: CustomFieldRow): string {
  const description = field.description
    ? `<p class="muted">${escapeStoredText(field.description)}</p>`
    : '';
  return `${renderInput(
    `customfield[${field.id}]`,
    'text',
    `customfield${field.id}`,
    escapeStoredText(field.name),
  )}${description}`;
}

/** The registration page: the standard fields, then the client custom fields not admin-only. */
export function renderRegisterPage(db: Database): string {
  const standard = STANDARD_FIELDS.map(([name, type, id, label]) =>
    renderInput(name, type, id, escapeHtml(label)),
  ).join('\n');
  // "Admin Only": the field is hidden from the client area, registration included.
  const custom = listClientCustomFields(db)
    .filter((field) => field.admin_only !== 1)
    .map(renderCustomField)
    .join('\n');
  const additional = custom
    ? `<fieldset><legend>Additional Required Information</legend>\n${custom}\n</fieldset>`
    : '';
  return renderPage(
    'Register',
    `<div class="card">
<h1>Register</h1>
<form method="post" action="/register.php" id="frmCheckout">
<input type="hidden" name="register" value="true">
<fieldset><legend>Personal Information</legend>
${standard}
</fieldset>
${additional}
<label><input type="checkbox" name="accepttos" id="accepttos"> I have read and agree to the Terms of Service</label>
<p><button type="submit">Register</button></p>
</form>
</div>`,
  );
}

/**
 * `GET /register.php`: WHMCS's public registration page ("Allow Client Registration"), as
 * the twenty-one and six themes' `clientregister.tpl` lay it out. The emulator shows the
 * form only; accounts are opened through AddClient.
 */
export function registerRegisterPage(
  app: FastifyInstance,
  options: { db: Database },
): void {
  app.get('/register.php', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderRegisterPage(options.db)),
  );
}
