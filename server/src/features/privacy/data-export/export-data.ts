/**
 * Everything the data export holds for one client (GDPR Art. 15 and 20):
 * `data.json` is this object, the CSV files are its lists. Line passwords,
 * MAC-portal secrets, the second factor and staff-only notes are never part
 * of it (docs/privacy.md).
 */
export interface ExportData {
  /** When the export was built (ISO 8601). */
  generatedAt: string;
  profile: ExportProfile;
  consents: ExportConsents;
  /** WHMCS users who may sign in to the account (WHMCS 8+). */
  users: { name: string; email: string; isOwner: boolean }[];
  /** Contacts: not read (the API's GetContacts is not used); see the README. */
  contacts: null;
  lines: ExportLine[];
  invoices: ExportInvoice[];
  tickets: ExportTicket[];
  emails: ExportEmail[];
  activity: ExportActivity[];
  sessions: ExportSession[];
  signIns: ExportSignIn[];
}

/** The client's details as WHMCS keeps them. */
export interface ExportProfile {
  clientId: number;
  firstname: string;
  lastname: string;
  companyname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phonenumber: string;
  taxId: string;
  language: string;
  status: string;
  currency: string;
  credit: string;
  emailVerified: boolean;
  /** The client's custom fields by id, the second factor's field left out. */
  customFields: { id: number; value: string }[];
}

/** What the client agreed to: marketing e-mails and each e-mail category. */
export interface ExportConsents {
  marketingOptIn: boolean;
  emailPreferences: Record<string, boolean>;
}

/** A line (service), without its password or portal secrets. */
export interface ExportLine {
  id: number;
  product: string;
  group: string;
  status: string;
  username: string;
  orderNumber: string;
  registeredOn: string | null;
  nextDueDate: string | null;
  billingCycle: string;
  firstPaymentAmount: string;
  recurringAmount: string;
  paymentMethod: string;
  /** The custom fields the customer sees (`CF_VISIBLE`). */
  customFields: { name: string; value: string }[];
  options: { option: string; value: string }[];
}

/** An invoice with its items. */
export interface ExportInvoice {
  id: number;
  number: string;
  date: string | null;
  dueDate: string | null;
  datePaid: string | null;
  status: string;
  subtotal: string;
  credit: string;
  tax: string;
  total: string;
  balance: string;
  paymentMethod: string;
  items: ExportInvoiceItem[];
}

/** One line of an invoice. */
export interface ExportInvoiceItem {
  id: number;
  type: string;
  description: string;
  amount: string;
  taxed: boolean;
}

/** A ticket with its messages. */
export interface ExportTicket {
  id: number;
  number: string;
  department: string;
  subject: string;
  status: string;
  priority: string;
  openedAt: string | null;
  lastReplyAt: string | null;
  messages: ExportTicketMessage[];
}

/** One message of a ticket; attachments by name only. */
export interface ExportTicketMessage {
  date: string | null;
  from: string;
  isStaff: boolean;
  message: string;
  attachments: string[];
}

/** An e-mail WHMCS sent the client. */
export interface ExportEmail {
  id: number;
  date: string | null;
  to: string;
  subject: string;
  message: string;
}

/** One entry of WHMCS's activity log about the client. */
export interface ExportActivity {
  id: number;
  date: string | null;
  description: string;
  ipAddress: string;
}

/** A members-area session that is still open. */
export interface ExportSession {
  createdAt: string;
  lastSeenAt: string;
  browser: string | null;
  os: string | null;
  ipAddress: string;
  current: boolean;
}

/** A sign-in to the members area, as the history keeps it. */
export interface ExportSignIn {
  at: string;
  method: string;
  secondFactor: string | null;
  browser: string | null;
  os: string | null;
  /** Masked as the history keeps it. */
  ipAddress: string;
  newDevice: boolean;
}
