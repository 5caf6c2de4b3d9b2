import { prepare, type Database } from './database.js';

/** A row of `currencies`. */
export interface CurrencyRow {
  id: number;
  code: string;
  prefix: string;
  suffix: string;
  format: number;
  rate: string;
  is_default: number;
}

/** A row of `client_groups`. */
export interface ClientGroupRow {
  id: number;
  name: string;
  colour: string;
  discount_percent: string;
  susp_term_exempt: number;
  separate_invoices: number;
}

/** A row of `payment_gateways`. */
export interface GatewayRow {
  module: string;
  display_name: string;
  sort: number;
}

/** A row of `departments`. */
export interface DepartmentRow {
  id: number;
  name: string;
  email: string;
  sort: number;
}

/** A row of `admins` (staff). */
export interface AdminRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
}

/** A row of `ticket_statuses`. */
export interface TicketStatusRow {
  title: string;
  color: string;
  sort: number;
  show_active: number;
  show_awaiting: number;
}

/** A row of `email_templates`. */
export interface EmailTemplateRow {
  name: string;
  type: string;
  subject: string;
  message: string;
  disabled: number;
}

/** A row of `servers`. */
export interface ServerRow {
  id: number;
  name: string;
  ip: string;
  hostname: string;
}

/** All currencies, by id. */
export function listCurrencies(db: Database): CurrencyRow[] {
  return prepare<[], CurrencyRow>(
    db,
    'SELECT * FROM currencies ORDER BY id',
  ).all();
}

/** One currency. */
export function getCurrency(db: Database, id: number): CurrencyRow | undefined {
  return prepare<[number], CurrencyRow>(
    db,
    'SELECT * FROM currencies WHERE id = ?',
  ).get(id);
}

/** The default currency (the first one when none is flagged). */
export function getDefaultCurrency(db: Database): CurrencyRow | undefined {
  return prepare<[], CurrencyRow>(
    db,
    'SELECT * FROM currencies ORDER BY is_default DESC, id LIMIT 1',
  ).get();
}

/** All client groups, by id. */
export function listClientGroups(db: Database): ClientGroupRow[] {
  return prepare<[], ClientGroupRow>(
    db,
    'SELECT * FROM client_groups ORDER BY id',
  ).all();
}

/** All payment gateways in display order. */
export function listGateways(db: Database): GatewayRow[] {
  return prepare<[], GatewayRow>(
    db,
    'SELECT * FROM payment_gateways ORDER BY sort, module',
  ).all();
}

/** One payment gateway by its system name. */
export function getGateway(
  db: Database,
  module: string,
): GatewayRow | undefined {
  return prepare<[string], GatewayRow>(
    db,
    'SELECT * FROM payment_gateways WHERE module = ?',
  ).get(module);
}

/** All support departments in display order. */
export function listDepartments(db: Database): DepartmentRow[] {
  return prepare<[], DepartmentRow>(
    db,
    'SELECT * FROM departments ORDER BY sort, id',
  ).all();
}

/** One support department. */
export function getDepartment(
  db: Database,
  id: number,
): DepartmentRow | undefined {
  return prepare<[number], DepartmentRow>(
    db,
    'SELECT * FROM departments WHERE id = ?',
  ).get(id);
}

/** A staff member by login name (case-insensitive). */
export function getAdminByUsername(
  db: Database,
  username: string,
): AdminRow | undefined {
  return prepare<[string], AdminRow>(
    db,
    'SELECT * FROM admins WHERE username = ?',
  ).get(username);
}

/** A staff member's display name, as WHMCS shows it on replies. */
export function getAdminDisplayName(admin: AdminRow): string {
  return `${admin.firstname} ${admin.lastname}`.trim();
}

/** All ticket statuses in WHMCS's order. */
export function listTicketStatuses(db: Database): TicketStatusRow[] {
  return prepare<[], TicketStatusRow>(
    db,
    'SELECT * FROM ticket_statuses ORDER BY sort',
  ).all();
}

/**
 * An e-mail template by name (case-insensitive), in `language` when a
 * translation exists: WHMCS keeps one row per language of a template and mails
 * a client in the client's language, falling back to the default (English) row.
 */
export function getEmailTemplate(
  db: Database,
  name: string,
  language = '',
): EmailTemplateRow | undefined {
  const template = prepare<[string], EmailTemplateRow>(
    db,
    'SELECT * FROM email_templates WHERE name = ?',
  ).get(name);
  if (!template || language === '') {
    return template;
  }
  const translation = prepare<
    [string, string],
    Pick<EmailTemplateRow, 'subject' | 'message'>
  >(
    db,
    'SELECT subject, message FROM email_template_translations WHERE name = ? AND language = ?',
  ).get(template.name, language);
  return translation ? { ...template, ...translation } : template;
}

/** One provisioning server. */
export function getServer(db: Database, id: number): ServerRow | undefined {
  return prepare<[number], ServerRow>(
    db,
    'SELECT * FROM servers WHERE id = ?',
  ).get(id);
}
