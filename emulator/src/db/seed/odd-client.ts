import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_ODD_SECOND_USER,
} from '../../constants.js';
import { hashPassword } from '../../passwords.js';
import type { TextStorer } from '../../text.js';
import { setCustomFieldValue } from '../custom-fields.js';
import type { Database } from '../database.js';
import { insertRow } from '../rows.js';

import {
  CONFIG_CONNECTIONS,
  FIELD_MAC,
  FIELD_PARENTAL_CODE,
  FIELD_PASSWORD,
  FIELD_REDIRECT_URL,
  PRODUCT,
} from './catalog.js';
import type { SeedDays } from './seed-days.js';

const ODD = DEMO_ACCOUNTS[3];

/**
 * An Eloquent timestamp as Laravel 7+ serialises it (`toArray`/`toJson` use Carbon's
 * `toJSON`): ISO 8601 in UTC with microseconds, e.g. `2026-11-20T10:05:00.000000Z`.
 */
function carbonJson(dateTime: string): string {
  return `${dateTime.replace(' ', 'T')}.000000Z`;
}

function seedOddAccount(
  db: Database,
  store: TextStorer,
  { at }: SeedDays,
): void {
  const createdAt = at(-208, '16:20:00');
  insertRow(db, 'users', {
    id: ODD.userId,
    firstname: store('Zoë'),
    lastname: store("O'Brien"),
    email: ODD.email,
    password_hash: hashPassword(ODD.password, `demo-user-${ODD.userId}`),
    two_factor: 0,
    last_login: at(-7, '08:15:42'),
    last_ip: '192.0.2.77',
    created_at: createdAt,
  });
  insertRow(db, 'users', {
    id: DEMO_ODD_SECOND_USER.userId,
    firstname: store('Ayşe'),
    lastname: store('Yılmaz'),
    email: DEMO_ODD_SECOND_USER.email,
    password_hash: hashPassword(
      DEMO_ODD_SECOND_USER.password,
      `demo-user-${DEMO_ODD_SECOND_USER.userId}`,
    ),
    two_factor: 0,
    created_at: at(-171, '09:00:00'),
  });
  insertRow(db, 'clients', {
    id: ODD.clientId,
    uuid: 'd7f3b9c8-8e4a-4d2b-a6f1-3a7b1e6d4c04',
    owner_user_id: ODD.userId,
    firstname: store('Zoë'),
    lastname: store("O'Brien"),
    companyname: store("Zoë O'Brien & Co <Media>"),
    email: ODD.email,
    address1: store('İstiklal Caddesi 42, "Kat 3"'),
    city: store('İstanbul'),
    state: store('İstanbul'),
    postcode: '34433',
    country: 'TR',
    phonenumber: '212 555 0142',
    status: 'Active',
    groupid: 0,
    currency: 1,
    defaultgateway: 'banktransfer',
    language: 'turkish',
    allow_sso: 1,
    email_verified: 0,
    last_login: at(-7, '08:15:42'),
    last_ip: '192.0.2.77',
    created_at: createdAt,
    updated_at: at(-7, '08:15:42'),
  });
  insertRow(db, 'user_clients', {
    user_id: ODD.userId,
    client_id: ODD.clientId,
    is_owner: 1,
  });
  insertRow(db, 'user_clients', {
    user_id: DEMO_ODD_SECOND_USER.userId,
    client_id: ODD.clientId,
    is_owner: 0,
  });
  setCustomFieldValue(
    db,
    FIELD_REDIRECT_URL,
    ODD.clientId,
    store('https://zoe-obrien.example/welcome?ref=odd&lang=tr'),
  );
}

function seedOddServices(
  db: Database,
  store: TextStorer,
  { day }: SeedDays,
): void {
  // 401: an ordinary service whose texts carry every character WHMCS escapes.
  insertRow(db, 'services', {
    id: 401,
    client_id: ODD.clientId,
    order_id: 7,
    order_number: '9036418257',
    product_id: PRODUCT.standard,
    server_id: 1,
    regdate: day(-208),
    firstpaymentamount: 999,
    recurringamount: 999,
    paymentmethod: 'banktransfer',
    billingcycle: 'Monthly',
    nextduedate: day(6),
    status: 'Active',
    username: store('zoe_salon'),
    password: store(`Kq9&p'L"m<4>`),
    notes: store('Salon TV — "Wohnzimmer" & Küche'),
  });
  // 402: the product was deleted afterwards (an imported or cleaned-up database):
  // GetClientsProducts then shows pid 0, an empty name and no custom fields.
  insertRow(db, 'services', {
    id: 402,
    client_id: ODD.clientId,
    order_id: 8,
    order_number: '9036418263',
    product_id: 0,
    server_id: 0,
    regdate: day(-362),
    firstpaymentamount: 1499,
    recurringamount: 1499,
    paymentmethod: 'banktransfer',
    billingcycle: 'Monthly',
    nextduedate: day(3),
    status: 'Active',
    username: store('zoe_legacy'),
    password: store('L3gacy&Old'),
  });
  // 403: its order is gone (order id 0), so the reply has no `ordernumber` at all,
  // like the second product of WHMCS's GetClientsProducts sample.
  insertRow(db, 'services', {
    id: 403,
    client_id: ODD.clientId,
    order_id: 0,
    order_number: '',
    product_id: PRODUCT.premium,
    server_id: 1,
    regdate: day(-9),
    firstpaymentamount: 8999,
    recurringamount: 8999,
    paymentmethod: 'banktransfer',
    billingcycle: 'Annually',
    nextduedate: day(-9),
    status: 'Pending',
    username: store('zoe_kids'),
    password: store('Kids<2026>'),
  });
  const fields: [number, string, string, string][] = [
    [401, '00:1A:79:0D:D0:04', `Ab&c'd"e<f>`, '4242'],
    [403, '', '', ''],
  ];
  for (const [serviceId, mac, linePassword, parentalCode] of fields) {
    setCustomFieldValue(db, FIELD_MAC, serviceId, store(mac));
    setCustomFieldValue(db, FIELD_PASSWORD, serviceId, store(linePassword));
    setCustomFieldValue(
      db,
      FIELD_PARENTAL_CODE,
      serviceId,
      store(parentalCode),
    );
    insertRow(db, 'service_config_options', {
      service_id: serviceId,
      config_id: CONFIG_CONNECTIONS,
      sub_id: serviceId === 403 ? 2 : 1,
      qty: 0,
    });
  }
}

function seedOddInvoices(
  db: Database,
  store: TextStorer,
  { day, at, period }: SeedDays,
): void {
  // 4001: a promotion line with a negative amount (type PromoHosting).
  insertRow(db, 'invoices', {
    id: 4001,
    userid: ODD.clientId,
    date: day(-8),
    duedate: day(6),
    subtotal: 899,
    total: 899,
    status: 'Unpaid',
    paymentmethod: 'banktransfer',
    notes: store('Bitte „Rechnungsnr.“ & Namen angeben <danke>'),
    created_at: carbonJson(at(-8, '10:05:00')),
    updated_at: carbonJson(at(-8, '10:05:00')),
  });
  const items: [number, string, number, string, number][] = [
    [
      4001,
      'Hosting',
      401,
      `IPTV Standard — 1 month - zoe_salon ${period(6, 36)}`,
      999,
    ],
    [
      4001,
      'PromoHosting',
      401,
      'Promotional Code: BLACKFRIDAY - 10.00% Recurring Discount',
      -100,
    ],
    [
      4002,
      'Hosting',
      401,
      'IPTV Standard — 1 Monat - zoe_salon (Grüße an „Wohnzimmer“ & Küche)',
      999,
    ],
    [
      4003,
      'Hosting',
      402,
      `Legacy IPTV <Gold> — l'ancienne formule ${period(3, 33)}`,
      1499,
    ],
  ];
  const paidAt = at(-176, '11:42:19');
  insertRow(db, 'invoices', {
    id: 4002,
    userid: ODD.clientId,
    date: day(-177),
    duedate: day(-177),
    datepaid: paidAt,
    subtotal: 999,
    total: 999,
    status: 'Paid',
    paymentmethod: 'banktransfer',
    created_at: carbonJson(at(-177, '06:00:00')),
    updated_at: carbonJson(paidAt),
  });
  insertRow(db, 'invoices', {
    id: 4003,
    userid: ODD.clientId,
    date: day(-4),
    duedate: day(3),
    subtotal: 1499,
    total: 1499,
    status: 'Unpaid',
    paymentmethod: 'banktransfer',
    created_at: carbonJson(at(-4, '06:00:00')),
    updated_at: carbonJson(at(-4, '06:00:00')),
  });
  for (const [invoiceId, type, relid, description, amount] of items) {
    insertRow(db, 'invoice_items', {
      invoice_id: invoiceId,
      type,
      relid,
      description: store(description),
      amount,
      taxed: 0,
    });
  }
  insertRow(db, 'transactions', {
    userid: ODD.clientId,
    currency: 0,
    gateway: 'banktransfer',
    date: paidAt,
    description: 'Invoice Payment',
    amountin: 999,
    fees: 0,
    amountout: 0,
    rate: '1.00000',
    // A bank reference naming the month it was paid in.
    transid: store(`SEPA-${paidAt.slice(0, 7)}/Zoë&Co`),
    invoiceid: 4002,
    refundid: 0,
  });
}

/** One text per demo language, each with the characters callers get wrong. */
const oddReplies = ({
  at,
}: SeedDays): { admin: boolean; date: string; message: string }[] => [
  {
    admin: true,
    date: at(-8, '09:12:40'),
    message:
      'Grüß Gott Zoë,\r\n\r\nbitte öffnen Sie „Einstellungen“ → Zugänge & Geräte und tippen Sie auf <Neu laden>. Schöne Grüße!',
  },
  {
    admin: false,
    date: at(-8, '10:03:11'),
    message:
      "Merci ! L'appli « Live TV » marche <enfin> & l'EPG s'affiche… à bientôt 😊",
  },
  {
    admin: true,
    date: at(-8, '12:30:00'),
    message:
      '¡Hola Zoë! El canal «Fútbol» & la señal HD ya están <activos>. ¿Algo más? Señor Ñandú te saluda.',
  },
  {
    admin: false,
    date: at(-8, '15:45:09'),
    message:
      'Obrigada! A aplicação "Ao vivo" já não dá <erro> — ação concluída & coração feliz 💙',
  },
  {
    admin: true,
    date: at(-7, '08:01:30'),
    message:
      'Hej! Åtgärden "Återställ" & omstart är klar. Öppna <Inställningar> om det strular igen. Hälsningar, Alex',
  },
  {
    admin: false,
    date: at(-7, '08:15:42'),
    message:
      "Teşekkürler! İnternet & ışıklar tamam; 'Canlı TV' artık <çalışıyor>. İyi günler 🎉",
  },
];

function seedOddTickets(db: Database, store: TextStorer, days: SeedDays): void {
  const { at } = days;
  insertRow(db, 'tickets', {
    id: 41,
    tid: '731904',
    c: 'Zx8OdD41',
    deptid: 1,
    userid: ODD.clientId,
    date: at(-8, '08:55:02'),
    subject: store(`Can't log in & "Live TV" shows <nothing> 📺`),
    message: store(
      `Hi,\r\n\r\nsince the update I can't log in & the "Live TV" tab shows <nothing>. Tried the <b>reset</b> button — no luck.\r\n\r\nZoë`,
    ),
    status: 'Customer-Reply',
    priority: 'High',
    lastreply: at(-7, '08:15:42'),
    service: 'S401',
    editor: 'plain',
  });
  oddReplies(days).forEach((reply, index) => {
    insertRow(db, 'ticket_replies', {
      id: 41 * 100 + index + 1,
      ticket_id: 41,
      userid: ODD.clientId,
      date: reply.date,
      message: store(reply.message),
      admin: reply.admin ? store(DEMO_ADMIN.displayName) : '',
      editor: 'plain',
    });
  });
  insertRow(db, 'tickets', {
    id: 42,
    tid: '846250',
    c: 'Yq3OdD42',
    deptid: 2,
    userid: ODD.clientId,
    date: at(-45, '19:20:00'),
    subject: store(`Faturamı İptal & iade: 'KDV' <soru>`),
    message: store(
      'Merhaba,\r\n\r\nfaturamdaki KDV oranı yanlış görünüyor; iptal & iade mümkün mü? Işık hızında dönüş bekliyorum 🙂',
    ),
    status: 'Closed',
    priority: 'Low',
    lastreply: at(-44, '09:00:00'),
    service: '',
    editor: 'plain',
  });
  insertRow(db, 'ticket_replies', {
    id: 4201,
    ticket_id: 42,
    userid: ODD.clientId,
    date: at(-44, '09:00:00'),
    message: store(
      'Merhaba Zoë Hanım,\r\n\r\nKDV oranı düzeltildi & yeni fatura gönderildi. İyi günler!',
    ),
    admin: store(DEMO_ADMIN.displayName),
    editor: 'plain',
  });
}

function seedOddAnnouncement(
  db: Database,
  store: TextStorer,
  { at }: SeedDays,
): void {
  // A draft and the oldest entry, so that the published announcements and the order
  // of the demo seed's four stay as they are.
  insertRow(db, 'announcements', {
    id: 5,
    date: at(-69, '12:00:00'),
    title: store(
      `Entwurf: „Neue“ Sender & Kanäle <bald> — Çok yakında İstanbul'da 🎬`,
    ),
    announcement:
      '<p>Bientôt : <strong>12 chaînes</strong> en plus &amp; un guide « TV » amélioré.</p>',
    published: 0,
    created_at: at(-69, '12:00:00'),
    updated_at: at(-69, '12:00:00'),
  });
}

/**
 * Demo client 4 "Zoë O'Brien & Co" (user 504, `odd@example.com`, plus a second user
 * 505): odd but real records of a live install, for the `real` reply style — a
 * service whose product was deleted, one without an order, an invoice with a negative
 * promotion line, Carbon-style timestamps, and texts in every demo language with the
 * characters WHMCS escapes. Texts go through `store` as if typed into WHMCS; dates
 * are days from the seed day, as in the demo seed.
 */
export function seedOddClient(
  db: Database,
  store: TextStorer,
  days: SeedDays,
): void {
  seedOddAccount(db, store, days);
  seedOddServices(db, store, days);
  seedOddInvoices(db, store, days);
  seedOddTickets(db, store, days);
  seedOddAnnouncement(db, store, days);
}
