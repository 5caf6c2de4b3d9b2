/**
 * The emulator's SQLite schema, kept as a string so the build needs no file copying.
 * Tables follow WHMCS's data model loosely; money is stored in cents.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS currencies (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  suffix TEXT NOT NULL,
  format INTEGER NOT NULL DEFAULT 1,
  rate TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS client_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  colour TEXT NOT NULL,
  discount_percent TEXT NOT NULL,
  susp_term_exempt INTEGER NOT NULL DEFAULT 0,
  separate_invoices INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS payment_gateways (
  module TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS departments (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS admins (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ticket_statuses (
  title TEXT PRIMARY KEY,
  color TEXT NOT NULL,
  sort INTEGER NOT NULL,
  show_active INTEGER NOT NULL,
  show_awaiting INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS email_templates (
  name TEXT PRIMARY KEY COLLATE NOCASE,
  type TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS email_template_translations (
  name TEXT NOT NULL COLLATE NOCASE,
  language TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  PRIMARY KEY (name, language)
);

CREATE TABLE IF NOT EXISTS servers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  ip TEXT NOT NULL,
  hostname TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS product_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  gid INTEGER NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL,
  module TEXT NOT NULL,
  paytype TEXT NOT NULL,
  allowqty INTEGER NOT NULL DEFAULT 0,
  server_id INTEGER NOT NULL DEFAULT 0,
  autosetup TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS product_pricing (
  product_id INTEGER NOT NULL,
  currency_id INTEGER NOT NULL,
  msetupfee INTEGER NOT NULL, qsetupfee INTEGER NOT NULL, ssetupfee INTEGER NOT NULL,
  asetupfee INTEGER NOT NULL, bsetupfee INTEGER NOT NULL, tsetupfee INTEGER NOT NULL,
  monthly INTEGER NOT NULL, quarterly INTEGER NOT NULL, semiannually INTEGER NOT NULL,
  annually INTEGER NOT NULL, biennially INTEGER NOT NULL, triennially INTEGER NOT NULL,
  PRIMARY KEY (product_id, currency_id)
);

CREATE TABLE IF NOT EXISTS config_options (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  minqty INTEGER NOT NULL DEFAULT 0,
  maxqty INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS config_option_subs (
  id INTEGER PRIMARY KEY,
  config_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  monthly INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS product_config_options (
  product_id INTEGER NOT NULL,
  config_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, config_id)
);

CREATE TABLE IF NOT EXISTS custom_fields (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  field_type TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 0,
  show_order INTEGER NOT NULL DEFAULT 0,
  admin_only INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS product_custom_fields (
  product_id INTEGER NOT NULL,
  field_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, field_id)
);

CREATE TABLE IF NOT EXISTS custom_field_values (
  field_id INTEGER NOT NULL,
  rel_id INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (field_id, rel_id)
);
CREATE INDEX IF NOT EXISTS custom_field_values_value ON custom_field_values (field_id, value);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  two_factor INTEGER NOT NULL DEFAULT 0,
  last_login TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  last_ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS clients (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL,
  owner_user_id INTEGER NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  companyname TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL COLLATE NOCASE,
  address1 TEXT NOT NULL DEFAULT '',
  address2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  phonenumber TEXT NOT NULL DEFAULT '',
  tax_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'Active',
  groupid INTEGER NOT NULL DEFAULT 0,
  currency INTEGER NOT NULL DEFAULT 1,
  credit INTEGER NOT NULL DEFAULT 0,
  defaultgateway TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  billingcid INTEGER NOT NULL DEFAULT 0,
  allow_sso INTEGER NOT NULL DEFAULT 1,
  email_verified INTEGER NOT NULL DEFAULT 0,
  marketing_optin INTEGER NOT NULL DEFAULT 0,
  emailoptout INTEGER NOT NULL DEFAULT 0,
  taxexempt INTEGER NOT NULL DEFAULT 0,
  latefeeoveride INTEGER NOT NULL DEFAULT 0,
  overideduenotices INTEGER NOT NULL DEFAULT 0,
  separateinvoices INTEGER NOT NULL DEFAULT 0,
  disableautocc INTEGER NOT NULL DEFAULT 0,
  overrideautoclose INTEGER NOT NULL DEFAULT 0,
  email_preferences TEXT NOT NULL DEFAULT '{"general":"1","invoice":"1","support":"1","product":"1","domain":"1","affiliate":"1"}',
  last_login TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  last_ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS clients_email ON clients (email);
CREATE INDEX IF NOT EXISTS clients_owner ON clients (owner_user_id);

CREATE TABLE IF NOT EXISTS user_clients (
  user_id INTEGER NOT NULL,
  client_id INTEGER NOT NULL,
  is_owner INTEGER NOT NULL,
  PRIMARY KEY (client_id, user_id)
);
CREATE INDEX IF NOT EXISTS user_clients_user ON user_clients (user_id);

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL DEFAULT 0,
  order_number TEXT NOT NULL DEFAULT '',
  product_id INTEGER NOT NULL,
  server_id INTEGER NOT NULL DEFAULT 0,
  qty INTEGER NOT NULL DEFAULT 1,
  regdate TEXT NOT NULL,
  domain TEXT NOT NULL DEFAULT '',
  dedicatedip TEXT NOT NULL DEFAULT '',
  assignedips TEXT NOT NULL DEFAULT '',
  firstpaymentamount INTEGER NOT NULL,
  recurringamount INTEGER NOT NULL,
  paymentmethod TEXT NOT NULL,
  billingcycle TEXT NOT NULL,
  nextduedate TEXT NOT NULL,
  terminationdate TEXT NOT NULL DEFAULT '0000-00-00',
  status TEXT NOT NULL,
  username TEXT NOT NULL DEFAULT '',
  password TEXT NOT NULL DEFAULT '',
  subscriptionid TEXT NOT NULL DEFAULT '',
  promoid INTEGER NOT NULL DEFAULT 0,
  suspendreason TEXT NOT NULL DEFAULT '',
  overideautosuspend INTEGER NOT NULL DEFAULT 0,
  overidesuspenduntil TEXT NOT NULL DEFAULT '0000-00-00',
  ns1 TEXT NOT NULL DEFAULT '',
  ns2 TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  diskusage INTEGER NOT NULL DEFAULT 0,
  disklimit INTEGER NOT NULL DEFAULT 0,
  bwusage INTEGER NOT NULL DEFAULT 0,
  bwlimit INTEGER NOT NULL DEFAULT 0,
  lastupdate TEXT NOT NULL DEFAULT '0000-00-00 00:00:00'
);
CREATE INDEX IF NOT EXISTS services_client ON services (client_id);
CREATE INDEX IF NOT EXISTS services_username ON services (username);
CREATE INDEX IF NOT EXISTS services_domain ON services (domain);

CREATE TABLE IF NOT EXISTS cancel_requests (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  relid INTEGER NOT NULL,
  reason TEXT NOT NULL,
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cancel_requests_relid ON cancel_requests (relid);

CREATE TABLE IF NOT EXISTS service_config_options (
  service_id INTEGER NOT NULL,
  config_id INTEGER NOT NULL,
  sub_id INTEGER NOT NULL,
  qty INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (service_id, config_id)
);

CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY,
  userid INTEGER NOT NULL,
  invoicenum TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  duedate TEXT NOT NULL,
  datepaid TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  last_capture_attempt TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  date_refunded TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  date_cancelled TEXT NOT NULL DEFAULT '0000-00-00 00:00:00',
  subtotal INTEGER NOT NULL,
  credit INTEGER NOT NULL DEFAULT 0,
  tax INTEGER NOT NULL DEFAULT 0,
  tax2 INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  taxrate TEXT NOT NULL DEFAULT '0.000',
  taxrate2 TEXT NOT NULL DEFAULT '0.000',
  status TEXT NOT NULL,
  paymentmethod TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invoices_user ON invoices (userid, status);

CREATE TABLE IF NOT EXISTS invoice_items (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  relid INTEGER NOT NULL,
  description TEXT NOT NULL,
  amount INTEGER NOT NULL,
  taxed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS invoice_items_invoice ON invoice_items (invoice_id);

CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY,
  userid INTEGER NOT NULL,
  currency INTEGER NOT NULL DEFAULT 0,
  gateway TEXT NOT NULL,
  date TEXT NOT NULL,
  description TEXT NOT NULL,
  amountin INTEGER NOT NULL DEFAULT 0,
  fees INTEGER NOT NULL DEFAULT 0,
  amountout INTEGER NOT NULL DEFAULT 0,
  rate TEXT NOT NULL DEFAULT '1.00000',
  transid TEXT NOT NULL,
  invoiceid INTEGER NOT NULL DEFAULT 0,
  refundid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS transactions_invoice ON transactions (invoiceid);

CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY,
  tid TEXT NOT NULL UNIQUE,
  c TEXT NOT NULL,
  deptid INTEGER NOT NULL,
  userid INTEGER NOT NULL DEFAULT 0,
  contactid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  cc TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL,
  priority TEXT NOT NULL,
  admin TEXT NOT NULL DEFAULT '',
  lastreply TEXT NOT NULL,
  flag INTEGER NOT NULL DEFAULT 0,
  service TEXT NOT NULL DEFAULT '',
  editor TEXT NOT NULL DEFAULT 'plain'
);
CREATE INDEX IF NOT EXISTS tickets_user ON tickets (userid);
CREATE INDEX IF NOT EXISTS tickets_dept ON tickets (deptid, status);

CREATE TABLE IF NOT EXISTS ticket_replies (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL,
  userid INTEGER NOT NULL DEFAULT 0,
  contactid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  message TEXT NOT NULL,
  admin TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL DEFAULT 0,
  editor TEXT NOT NULL DEFAULT 'plain'
);
CREATE INDEX IF NOT EXISTS ticket_replies_ticket ON ticket_replies (ticket_id);

CREATE TABLE IF NOT EXISTS ticket_notes (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  message TEXT NOT NULL,
  admin TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ticket_notes_ticket ON ticket_notes (ticket_id);

CREATE TABLE IF NOT EXISTS ticket_attachments (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  rel_id INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  filename TEXT NOT NULL,
  stored_name TEXT NOT NULL,
  data BLOB NOT NULL,
  UNIQUE (kind, rel_id, idx)
);

CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  title TEXT NOT NULL,
  announcement TEXT NOT NULL,
  published INTEGER NOT NULL,
  parentid INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS network_issues (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  type TEXT NOT NULL,
  affecting TEXT NOT NULL DEFAULT '',
  server INTEGER NOT NULL DEFAULT 0,
  priority TEXT NOT NULL,
  status TEXT NOT NULL,
  startdate TEXT NOT NULL,
  enddate TEXT,
  lastupdate TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS affiliates (
  id INTEGER PRIMARY KEY,
  clientid INTEGER NOT NULL UNIQUE,
  date TEXT NOT NULL,
  visitors INTEGER NOT NULL DEFAULT 0,
  paytype TEXT NOT NULL DEFAULT '',
  payamount INTEGER NOT NULL DEFAULT 0,
  onetime INTEGER NOT NULL DEFAULT 0,
  balance INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS activity_log (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  description TEXT NOT NULL,
  username TEXT NOT NULL,
  clientid INTEGER NOT NULL DEFAULT 0,
  userid INTEGER NOT NULL DEFAULT 0,
  adminid INTEGER NOT NULL DEFAULT 0,
  ipaddress TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS activity_log_client ON activity_log (clientid);

CREATE TABLE IF NOT EXISTS emails (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL,
  template TEXT NOT NULL,
  type TEXT NOT NULL,
  related_id INTEGER NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  custom_vars TEXT NOT NULL DEFAULT '{}',
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS emails_client ON emails (client_id);

CREATE TABLE IF NOT EXISTS paymethods (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  gateway_name TEXT NOT NULL DEFAULT '',
  order_preference INTEGER NOT NULL DEFAULT 0,
  card_last_four TEXT NOT NULL DEFAULT '',
  expiry_date TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL DEFAULT '',
  issue_number TEXT NOT NULL DEFAULT '',
  card_type TEXT NOT NULL DEFAULT '',
  remote_token TEXT NOT NULL DEFAULT '',
  bank_name TEXT NOT NULL DEFAULT '',
  account_type TEXT NOT NULL DEFAULT '',
  last_updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS paymethods_client ON paymethods (client_id);
CREATE TABLE IF NOT EXISTS credits (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  description TEXT NOT NULL,
  amount INTEGER NOT NULL,
  relid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS credits_client ON credits (client_id);

CREATE TABLE IF NOT EXISTS settings (
  setting TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS sso_tokens (
  token TEXT PRIMARY KEY,
  client_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  destination TEXT NOT NULL,
  service_id INTEGER NOT NULL DEFAULT 0,
  domain_id INTEGER NOT NULL DEFAULT 0,
  redirect_path TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  ordernum TEXT NOT NULL,
  userid INTEGER NOT NULL,
  date TEXT NOT NULL,
  promocode TEXT NOT NULL DEFAULT '',
  promotype TEXT NOT NULL DEFAULT '',
  promovalue TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL,
  paymentmethod TEXT NOT NULL,
  invoiceid INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  ipaddress TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (userid);

CREATE TABLE IF NOT EXISTS upgrades (
  id INTEGER PRIMARY KEY,
  userid INTEGER NOT NULL,
  orderid INTEGER NOT NULL,
  type TEXT NOT NULL,
  date TEXT NOT NULL,
  relid INTEGER NOT NULL,
  originalvalue TEXT NOT NULL,
  newvalue TEXT NOT NULL,
  amount INTEGER NOT NULL,
  newrecurringamount INTEGER NOT NULL,
  status TEXT NOT NULL,
  paid TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS upgrades_relid ON upgrades (relid);

CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  type TEXT NOT NULL,
  recurring INTEGER NOT NULL DEFAULT 0,
  value TEXT NOT NULL,
  cycles TEXT NOT NULL DEFAULT '',
  appliesto TEXT NOT NULL DEFAULT '',
  requires TEXT NOT NULL DEFAULT '',
  requiresexisting INTEGER NOT NULL DEFAULT 0,
  startdate TEXT NOT NULL DEFAULT '0000-00-00',
  expirationdate TEXT NOT NULL DEFAULT '0000-00-00',
  maxuses INTEGER NOT NULL DEFAULT 0,
  uses INTEGER NOT NULL DEFAULT 0,
  lifetimepromo INTEGER NOT NULL DEFAULT 0,
  applyonce INTEGER NOT NULL DEFAULT 0,
  newsignups INTEGER NOT NULL DEFAULT 0,
  existingclient INTEGER NOT NULL DEFAULT 0,
  onceperclient INTEGER NOT NULL DEFAULT 0,
  recurfor INTEGER NOT NULL DEFAULT 0,
  upgrades INTEGER NOT NULL DEFAULT 0,
  upgradeconfig TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS web_sessions (
  id TEXT PRIMARY KEY,
  client_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;
