import { DEMO_ADMIN } from '../../constants.js';
import type { TextStorer } from '../../text.js';
import type { Database } from '../database.js';
import { insertRow } from '../rows.js';

import type { SeedDays } from './seed-days.js';

/** Product custom field ids of the IPTV products. */
export const FIELD_MAC = 1;
/** The line password players use. */
export const FIELD_PASSWORD = 2;
/** The parental-control PIN. */
export const FIELD_PARENTAL_CODE = 3;
/** Client custom field holding a reseller's redirect URL. */
export const FIELD_REDIRECT_URL = 10;
/**
 * Admin-only client custom field where the members area keeps each
 * client's passkeys and second factor (its SECURITY_FIELD).
 */
export const FIELD_SECURITY = 11;

/** Catalogue product ids. */
export const PRODUCT = {
  premium: 1,
  standard: 2,
  trial: 3,
  resellerCredits: 4,
} as const;

/** Config option "Connections" and its choices. */
export const CONFIG_CONNECTIONS = 1;

const NOT_OFFERED = -100;

type Prices = Partial<
  Record<
    | 'monthly'
    | 'quarterly'
    | 'semiannually'
    | 'annually'
    | 'biennially'
    | 'triennially',
    number
  >
>;

function insertPricing(
  db: Database,
  productId: number,
  currencyId: number,
  prices: Prices,
): void {
  insertRow(db, 'product_pricing', {
    product_id: productId,
    currency_id: currencyId,
    msetupfee: 0,
    qsetupfee: 0,
    ssetupfee: 0,
    asetupfee: 0,
    bsetupfee: 0,
    tsetupfee: 0,
    monthly: prices.monthly ?? NOT_OFFERED,
    quarterly: prices.quarterly ?? NOT_OFFERED,
    semiannually: prices.semiannually ?? NOT_OFFERED,
    annually: prices.annually ?? NOT_OFFERED,
    biennially: prices.biennially ?? NOT_OFFERED,
    triennially: prices.triennially ?? NOT_OFFERED,
  });
}

/**
 * The promotions, all started 331 days before the seed day: WELCOME10 (10 % off
 * the first invoice of an IPTV plan, any cycle), SUMMER25 (expired 59 days before
 * the seed day), FIRST50 (used up), PREMIUM5 (5.00 off Premium only).
 */
function seedPromotions(db: Database, { day }: SeedDays): void {
  const rows: [string, string, string, string, string, number, number][] = [
    ['WELCOME10', 'Percentage', '10.00', '1,2', '0000-00-00', 0, 0],
    ['SUMMER25', 'Percentage', '25.00', '1,2', day(-59), 0, 0],
    ['FIRST50', 'Fixed Amount', '5.00', '1,2', '0000-00-00', 50, 50],
    ['PREMIUM5', 'Fixed Amount', '5.00', '1', '0000-00-00', 0, 0],
  ];
  rows.forEach(
    ([code, type, value, appliesto, expires, maxuses, uses], index) => {
      insertRow(db, 'promotions', {
        id: index + 1,
        code,
        type,
        recurring: 0,
        value,
        cycles: '',
        appliesto,
        startdate: day(-331),
        expirationdate: expires,
        maxuses,
        uses,
        notes: '',
      });
    },
  );
}

/**
 * Seeds the WHMCS configuration every installation has (currencies, client groups,
 * gateways, departments, staff, ticket statuses, e-mail templates, the product
 * catalogue and custom fields) without any customer data. Names go through `store`,
 * as if an admin had typed them; the promotions' dates count from the seed day.
 */
export function seedCatalog(
  db: Database,
  store: TextStorer,
  days: SeedDays,
): void {
  insertRow(db, 'currencies', {
    id: 1,
    code: 'EUR',
    prefix: '€',
    suffix: ' EUR',
    format: 1,
    rate: '1.00000',
    is_default: 1,
  });
  insertRow(db, 'currencies', {
    id: 2,
    code: 'USD',
    prefix: '$',
    suffix: ' USD',
    format: 1,
    rate: '1.08000',
    is_default: 0,
  });

  const groups: [number, string, string, string, number, number][] = [
    [1, 'Standard', '#607D8B', '0.00', 0, 0],
    [3, 'Resellers', '#1E88E5', '5.00', 1, 1],
    [4, 'Reseller Gold', '#F9A825', '10.00', 1, 1],
  ];
  for (const [id, name, colour, discount, exempt, separate] of groups) {
    insertRow(db, 'client_groups', {
      id,
      name: store(name),
      colour,
      discount_percent: discount,
      susp_term_exempt: exempt,
      separate_invoices: separate,
    });
  }

  const gateways: [string, string][] = [
    ['paypal', 'PayPal'],
    ['stripe', 'Credit Card'],
    ['banktransfer', 'Bank Transfer'],
  ];
  gateways.forEach(([module, name], index) => {
    insertRow(db, 'payment_gateways', {
      module,
      display_name: store(name),
      sort: index + 1,
    });
  });

  const departments: [number, string, string][] = [
    [1, 'Support', 'support@streamline-tv.example'],
    [2, 'Billing', 'billing@streamline-tv.example'],
    [3, 'Affiliates', 'affiliates@streamline-tv.example'],
  ];
  for (const [id, name, email] of departments) {
    insertRow(db, 'departments', { id, name: store(name), email, sort: id });
  }

  insertRow(db, 'admins', {
    id: DEMO_ADMIN.id,
    username: DEMO_ADMIN.username,
    firstname: store('Alex'),
    lastname: store('Staff'),
    email: 'alex.staff@streamline-tv.example',
  });

  const statuses: [string, string, number, number][] = [
    ['Open', '#779500', 1, 1],
    ['Answered', '#000000', 1, 0],
    ['Customer-Reply', '#ff6600', 1, 1],
    ['Closed', '#888888', 0, 0],
    ['On Hold', '#224488', 1, 0],
    ['In Progress', '#cc0000', 1, 0],
  ];
  statuses.forEach(([title, color, active, awaiting], index) => {
    insertRow(db, 'ticket_statuses', {
      title,
      color,
      sort: index + 1,
      show_active: active,
      show_awaiting: awaiting,
    });
  });

  const templates: [string, string, string, string, number][] = [
    [
      'Client Signup Email',
      'general',
      'Welcome to StreamLine TV',
      '<p>Dear {$client_name},</p><p>Thank you for signing up. Your login e-mail is {$client_email}.</p>',
      0,
    ],
    [
      'Invoice Created',
      'invoice',
      'Customer Invoice #{$invoice_num}',
      '<p>Dear {$client_name},</p><p>Invoice #{$invoice_num} has been created.</p>',
      0,
    ],
    [
      'Invoice Payment Confirmation',
      'invoice',
      'Invoice Payment Confirmation #{$invoice_num}',
      '<p>Dear {$client_name},</p><p>We received {$invoice_amount_paid} for invoice #{$invoice_num}. Thank you!</p>',
      0,
    ],
    [
      'Support Ticket Opened',
      'support',
      'New Support Ticket Opened [#{$ticket_id}]',
      '<p>Dear {$client_name},</p><p>Your ticket #{$ticket_id} "{$ticket_subject}" has been opened. We will reply soon.</p>',
      0,
    ],
    [
      'Support Ticket Reply',
      'support',
      'Re: {$ticket_subject} [#{$ticket_id}]',
      '<p>Dear {$client_name},</p><p>{$ticket_message}</p>',
      0,
    ],
    [
      'Hosting Account Welcome Email',
      'product',
      'Your IPTV subscription is ready',
      '<p>Dear {$client_name},</p><p>Your subscription #{$service_id} is active. Username: {$service_username}</p>',
      0,
    ],
    [
      'Password Reset Validation',
      'general',
      'Password Reset Request',
      '<p>Dear {$client_name},</p><p>Someone asked to reset the password of your account. To choose a new password, open this link: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
      0,
    ],
    [
      'Credit Card Expiring Soon',
      'general',
      'Credit Card Expiring Soon',
      '<p>Dear {$client_name},</p><p>Your card expires soon.</p>',
      1,
    ],
  ];
  for (const [name, type, subject, message, disabled] of templates) {
    insertRow(db, 'email_templates', {
      name,
      type,
      subject,
      message,
      disabled,
    });
  }

  // WHMCS keeps a row per language of a template; the client's language picks it.
  const translations: [string, string, string, string][] = [
    [
      'Password Reset Validation',
      'german',
      'Anfrage zum Zurücksetzen des Passworts',
      '<p>Hallo {$client_name},</p><p>jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie diesen Link: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.</p>',
    ],
    [
      'Password Reset Validation',
      'spanish',
      'Solicitud de restablecimiento de contraseña',
      '<p>Hola {$client_name}:</p><p>Alguien ha pedido restablecer la contraseña de su cuenta. Para elegir una nueva, abra este enlace: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Si no fue usted, ignore este correo: su contraseña no cambia.</p>',
    ],
    [
      'Password Reset Validation',
      'french',
      'Demande de réinitialisation du mot de passe',
      '<p>Bonjour {$client_name},</p><p>Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien : <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.</p>',
    ],
    [
      'Password Reset Validation',
      'portuguese-pt',
      'Pedido de reposição da palavra-passe',
      '<p>Olá {$client_name},</p><p>Alguém pediu para repor a palavra-passe da sua conta. Para escolher uma nova, abra esta ligação: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se.</p>',
    ],
    [
      'Password Reset Validation',
      'swedish',
      'Begäran om återställning av lösenord',
      '<p>Hej {$client_name}!</p><p>Någon har bett om att återställa lösenordet till ditt konto. Öppna den här länken för att välja ett nytt: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Om det inte var du kan du bortse från det här mejlet: ditt lösenord förblir oförändrat.</p>',
    ],
    [
      'Password Reset Validation',
      'turkish',
      'Parola sıfırlama isteği',
      '<p>Merhaba {$client_name},</p><p>Birisi hesabınızın parolasını sıfırlamak istedi. Yeni bir parola seçmek için bu bağlantıyı açın: <a href="{$pw_reset_url}">{$pw_reset_url}</a></p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayın: parolanız değişmez.</p>',
    ],
    [
      'Invoice Created',
      'german',
      'Kundenrechnung Nr. {$invoice_num}',
      '<p>Hallo {$client_name},</p><p>die Rechnung Nr. {$invoice_num} wurde erstellt.</p>',
    ],
    [
      'Invoice Created',
      'spanish',
      'Factura de cliente n.º {$invoice_num}',
      '<p>Hola {$client_name}:</p><p>Se ha creado la factura n.º {$invoice_num}.</p>',
    ],
    [
      'Invoice Created',
      'french',
      'Facture client n° {$invoice_num}',
      '<p>Bonjour {$client_name},</p><p>La facture n° {$invoice_num} a été créée.</p>',
    ],
    [
      'Invoice Created',
      'portuguese-pt',
      'Fatura de cliente n.º {$invoice_num}',
      '<p>Olá {$client_name},</p><p>Foi criada a fatura n.º {$invoice_num}.</p>',
    ],
    [
      'Invoice Created',
      'swedish',
      'Kundfaktura nr {$invoice_num}',
      '<p>Hej {$client_name}!</p><p>Faktura nr {$invoice_num} har skapats.</p>',
    ],
    [
      'Invoice Created',
      'turkish',
      'Müşteri faturası no. {$invoice_num}',
      '<p>Merhaba {$client_name},</p><p>{$invoice_num} numaralı fatura oluşturuldu.</p>',
    ],
    [
      'Support Ticket Opened',
      'german',
      'Neues Support-Ticket eröffnet [#{$ticket_id}]',
      '<p>Hallo {$client_name},</p><p>Ihr Ticket #{$ticket_id} „{$ticket_subject}“ wurde eröffnet. Wir antworten bald.</p>',
    ],
    [
      'Support Ticket Opened',
      'spanish',
      'Nuevo ticket de soporte abierto [#{$ticket_id}]',
      '<p>Hola {$client_name}:</p><p>Su ticket #{$ticket_id} «{$ticket_subject}» se ha abierto. Le responderemos pronto.</p>',
    ],
    [
      'Support Ticket Opened',
      'french',
      'Nouveau ticket d’assistance ouvert [#{$ticket_id}]',
      '<p>Bonjour {$client_name},</p><p>Votre ticket #{$ticket_id} « {$ticket_subject} » a été ouvert. Nous vous répondrons bientôt.</p>',
    ],
    [
      'Support Ticket Opened',
      'portuguese-pt',
      'Novo pedido de suporte aberto [#{$ticket_id}]',
      '<p>Olá {$client_name},</p><p>O seu pedido #{$ticket_id} «{$ticket_subject}» foi aberto. Responderemos em breve.</p>',
    ],
    [
      'Support Ticket Opened',
      'swedish',
      'Nytt supportärende öppnat [#{$ticket_id}]',
      '<p>Hej {$client_name}!</p><p>Ditt ärende #{$ticket_id} ”{$ticket_subject}” har öppnats. Vi svarar snart.</p>',
    ],
    [
      'Support Ticket Opened',
      'turkish',
      'Yeni destek talebi açıldı [#{$ticket_id}]',
      '<p>Merhaba {$client_name},</p><p>#{$ticket_id} numaralı “{$ticket_subject}” talebiniz açıldı. Yakında yanıt vereceğiz.</p>',
    ],
  ];
  for (const [name, language, subject, message] of translations) {
    insertRow(db, 'email_template_translations', {
      name,
      language,
      subject,
      message,
    });
  }

  insertRow(db, 'servers', {
    id: 1,
    name: store('Stream EU-1'),
    ip: '203.0.113.10',
    hostname: 'eu1.stream.streamline-tv.example',
  });

  insertRow(db, 'product_groups', {
    id: 1,
    name: store('IPTV'),
    slug: 'iptv',
  });
  insertRow(db, 'product_groups', {
    id: 2,
    name: store('Resellers'),
    slug: 'resellers',
  });

  const products: [number, number, string, string, string, string, string][] = [
    [
      PRODUCT.premium,
      1,
      'IPTV Premium — 12 months',
      'iptv-premium-12-months',
      'All channels in HD and 4K, full catch-up and EPG, two connections. Billed yearly.',
      'xtream',
      'recurring',
    ],
    [
      PRODUCT.standard,
      1,
      'IPTV Standard — 1 month',
      'iptv-standard-1-month',
      'More than 8,000 live channels in HD with EPG, one connection. Billed monthly.',
      'xtream',
      'recurring',
    ],
    [
      PRODUCT.trial,
      1,
      'IPTV Trial — 24 hours',
      'iptv-trial-24-hours',
      'Try every channel free for 24 hours on one device.',
      'xtream',
      'free',
    ],
    [
      PRODUCT.resellerCredits,
      2,
      'Reseller Credits',
      'reseller-credits',
      'A pack of 10 credits to create subscriptions for your own customers.',
      '',
      'onetime',
    ],
  ];
  for (const [id, gid, name, slug, description, module, paytype] of products) {
    insertRow(db, 'products', {
      id,
      gid,
      type: 'other',
      name: store(name),
      slug,
      description,
      module,
      paytype,
      allowqty: id === PRODUCT.resellerCredits ? 1 : 0,
      server_id: module ? 1 : 0,
      // IPTV lines are set up "as soon as the first payment is received".
      autosetup: module ? 'payment' : '',
      sort: id,
    });
  }
  insertPricing(db, PRODUCT.premium, 1, { annually: 8999 });
  insertPricing(db, PRODUCT.premium, 2, { annually: 9799 });
  insertPricing(db, PRODUCT.standard, 1, { monthly: 999, quarterly: 2799 });
  insertPricing(db, PRODUCT.standard, 2, { monthly: 1099, quarterly: 2999 });
  insertPricing(db, PRODUCT.trial, 1, {});
  insertPricing(db, PRODUCT.trial, 2, {});
  insertPricing(db, PRODUCT.resellerCredits, 1, { monthly: 5000 });
  insertPricing(db, PRODUCT.resellerCredits, 2, { monthly: 5400 });

  seedPromotions(db, days);

  insertRow(db, 'config_options', {
    id: CONFIG_CONNECTIONS,
    name: store('Connections'),
    type: 1,
    minqty: 0,
    maxqty: 0,
  });
  const subs: [number, string, number][] = [
    [1, '1 connection', 0],
    [2, '2 connections', 200],
    [3, '3 connections', 400],
  ];
  for (const [id, name, monthly] of subs) {
    insertRow(db, 'config_option_subs', {
      id,
      config_id: CONFIG_CONNECTIONS,
      name: store(name),
      monthly,
      sort: id,
    });
  }

  const fields: [number, string, string, string, number, number, number?][] = [
    [
      FIELD_MAC,
      'product',
      'MAC Address',
      'MAC address of your set-top box (e.g. 00:1A:79:12:34:56)',
      0,
      1,
    ],
    [
      FIELD_PASSWORD,
      'product',
      'Password',
      'Line password for your player',
      0,
      0,
    ],
    [
      FIELD_PARENTAL_CODE,
      'product',
      'Parental Code',
      'Four-digit PIN for adult channels',
      0,
      1,
    ],
    [
      FIELD_REDIRECT_URL,
      'client',
      'Redirect URL',
      'Where your reseller customers land after ordering (http or https)',
      0,
      0,
    ],
    [
      FIELD_SECURITY,
      'client',
      'Members area security',
      'Passkeys and second factor of the members area (sealed; empty it to reset them)',
      0,
      0,
      1,
    ],
  ];
  for (const [
    id,
    type,
    name,
    description,
    required,
    showOrder,
    adminOnly,
  ] of fields) {
    insertRow(db, 'custom_fields', {
      id,
      type,
      name: store(name),
      description: store(description),
      field_type: 'text',
      required,
      show_order: showOrder,
      admin_only: adminOnly ?? 0,
      sort: id,
    });
  }
  for (const productId of [PRODUCT.premium, PRODUCT.standard, PRODUCT.trial]) {
    for (const fieldId of [FIELD_MAC, FIELD_PASSWORD, FIELD_PARENTAL_CODE]) {
      insertRow(db, 'product_custom_fields', {
        product_id: productId,
        field_id: fieldId,
      });
    }
    if (productId !== PRODUCT.trial) {
      insertRow(db, 'product_config_options', {
        product_id: productId,
        config_id: CONFIG_CONNECTIONS,
      });
    }
  }
}
