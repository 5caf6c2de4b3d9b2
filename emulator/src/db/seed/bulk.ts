import { addDays, addMonths } from '../../calendar.js';
import { BULK_PASSWORD } from '../../constants.js';
import { hashPassword } from '../../passwords.js';
import { createSeededRandom, type SeededRandom } from '../../random.js';
import type { TextStorer } from '../../text.js';
import type { Database } from '../database.js';

import {
  CONFIG_CONNECTIONS,
  FIELD_MAC,
  FIELD_PARENTAL_CODE,
  FIELD_PASSWORD,
  PRODUCT,
} from './catalog.js';
import type { SeedDays } from './seed-days.js';

/** First id of each generated record kind. */
export const BULK_FIRST_ID = {
  client: 10001,
  user: 20001,
  service: 100001,
  invoice: 100001,
  ticket: 100001,
} as const;

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Karin',
  'Luca',
  'Marta',
  'Nils',
  'Olga',
  'Pierre',
  'Quentin',
  'Rosa',
  'Sven',
  'Tariq',
  'Ulla',
  'Vera',
  'Willem',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Andersson',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hansen',
  'Ivanova',
  'Jansen',
  'Kaya',
  'Lambert',
  'Moreau',
  'Novak',
  'Oliveira',
  'Peeters',
  'Rossi',
  'Schmidt',
  'Torres',
  'Visser',
  'Weber',
  'Yılmaz',
];
const PLACES: [city: string, state: string, country: string, phone: string][] =
  [
    ['Hamburg', 'Hamburg', 'DE', '040'],
    ['München', 'Bayern', 'DE', '089'],
    ['Lyon', 'Auvergne-Rhône-Alpes', 'FR', '04'],
    ['Madrid', 'Madrid', 'ES', '91'],
    ['Lisboa', 'Lisboa', 'PT', '21'],
    ['Milano', 'Lombardia', 'IT', '02'],
    ['Amsterdam', 'Noord-Holland', 'NL', '020'],
    ['Stockholm', 'Stockholm', 'SE', '08'],
    ['İstanbul', 'İstanbul', 'TR', '212'],
    ['Wien', 'Wien', 'AT', '01'],
  ];
const STREETS = [
  'Main Street',
  'Lindenweg',
  'Rue Victor Hugo',
  'Via Roma',
  'Calle Mayor',
];
const GATEWAYS = ['paypal', 'stripe', 'banktransfer'];

/** Ticket subjects of the odd bulk records: one per demo language, with the characters WHMCS escapes. */
const ODD_SUBJECTS = [
  `Can't watch "Sky Sports" & <HD> channels 📺`,
  'Kein Bild bei „Das Erste“ & ZDF <HD>',
  "L'EPG n'affiche « rien » & <vide>",
  'No carga el canal «Fútbol» & <HD>',
  'Não abre "Ao vivo" & <erro> ção',
  'Åtgärd krävs: "Kanalen" & <Öppna>',
  "İptal & iade: 'KDV' <ışık> 🎉",
];

/** Options of {@link seedBulk}. */
export interface BulkSeedOptions {
  /** How typed text is stored (escaped like WHMCS, or as written). */
  store: TextStorer;
  /**
   * Add the odd but real records: companies with `&` and quotes, services of a
   * deleted product, negative promotion lines, Carbon-style timestamps, ticket
   * subjects in every demo language. Chosen by client index, not by the PRNG.
   */
  withOddRecords: boolean;
  /** The seed day the generated dates count from. */
  days: SeedDays;
}

/** An Eloquent timestamp as Laravel 7+ serialises it (ISO 8601, microseconds, UTC). */
function carbonJson(dateTime: string): string {
  return `${dateTime.replace(' ', 'T')}.000000Z`;
}
const ALPHANUMERIC = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The odd record's subject (by client index, so the PRNG stream stays the same), or `usual`. */
function oddSubject(isOdd: boolean, index: number, usual: string): string {
  return isOdd
    ? (ODD_SUBJECTS[Math.floor(index / 15) % ODD_SUBJECTS.length] ?? usual)
    : usual;
}

/** Weighted pick: `[value, weight]` pairs, weights summing to 100. */
function pickWeighted<T>(random: SeededRandom, choices: [T, number][]): T {
  let roll = random.int(1, 100);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll <= 0) {
      return value;
    }
  }
  const last = choices[choices.length - 1];
  if (!last) {
    throw new Error('pickWeighted needs choices');
  }
  return last[0];
}

function randomText(random: SeededRandom, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out += random.pick([...ALPHANUMERIC]);
  }
  return out;
}

/** A MAC derived from the service id: unique, locally administered (`02:…`). */
function macForService(serviceId: number): string {
  const hex = serviceId.toString(16).toUpperCase().padStart(6, '0').slice(-6);
  return `02:00:00:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

/**
 * Generates `count` extra clients (ids from 10001, users from 20001) with 1–3
 * services, 1–4 invoices and sometimes a ticket each, deterministically (seeded
 * PRNG, dates a drawn number of days from the seed day). Statements are prepared
 * once; the caller wraps the run in a transaction, which is what makes 10 000
 * clients take seconds, not minutes.
 */
export function seedBulk(
  db: Database,
  count: number,
  options: BulkSeedOptions,
): void {
  const { store, withOddRecords } = options;
  const { day } = options.days;
  const random = createSeededRandom(0x5eed2026);
  const passwordHash = hashPassword(BULK_PASSWORD, 'bulk-seed');
  const insertUser = db.prepare(
    `INSERT INTO users (id, firstname, lastname, email, password_hash, two_factor, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?)`,
  );
  const insertClient = db.prepare(
    `INSERT INTO clients (id, uuid, owner_user_id, firstname, lastname, companyname, email,
       address1, city, state, postcode, country, phonenumber, status, groupid, currency,
       defaultgateway, email_verified, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 1, ?, ?)`,
  );
  const linkUser = db.prepare(
    'INSERT INTO user_clients (user_id, client_id, is_owner) VALUES (?, ?, 1)',
  );
  const insertService = db.prepare(
    `INSERT INTO services (id, client_id, order_id, order_number, product_id, server_id, regdate,
       firstpaymentamount, recurringamount, paymentmethod, billingcycle, nextduedate, status,
       username, password, suspendreason)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFieldValue = db.prepare(
    'INSERT INTO custom_field_values (field_id, rel_id, value) VALUES (?, ?, ?)',
  );
  const insertConfig = db.prepare(
    'INSERT INTO service_config_options (service_id, config_id, sub_id, qty) VALUES (?, ?, ?, 0)',
  );
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (id, userid, date, duedate, datepaid, date_cancelled, date_refunded,
       subtotal, total, status, paymentmethod, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO invoice_items (invoice_id, type, relid, description, amount, taxed)
     VALUES (?, ?, ?, ?, ?, 0)`,
  );
  const insertTransaction = db.prepare(
    `INSERT INTO transactions (userid, currency, gateway, date, description, amountin, fees,
       amountout, rate, transid, invoiceid, refundid)
     VALUES (?, 0, ?, ?, 'Invoice Payment', ?, 0, 0, '1.00000', ?, ?, 0)`,
  );
  const insertTicket = db.prepare(
    `INSERT INTO tickets (id, tid, c, deptid, userid, date, subject, message, status, priority,
       lastreply, service)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const takenTids = new Set(
    db
      .prepare<[], { tid: string }>('SELECT tid FROM tickets')
      .all()
      .map((row) => row.tid),
  );

  let serviceId: number = BULK_FIRST_ID.service;
  let invoiceId: number = BULK_FIRST_ID.invoice;
  let ticketId: number = BULK_FIRST_ID.ticket;
  for (let i = 0; i < count; i++) {
    const clientId = BULK_FIRST_ID.client + i;
    const userId = BULK_FIRST_ID.user + i;
    const firstname = random.pick(FIRST_NAMES);
    const lastname = random.pick(LAST_NAMES);
    const [city, state, country, areaCode] = random.pick(PLACES);
    const email = `client${clientId}@bulk.example.com`;
    const createdAt = `${day(-1062 + random.int(0, 700))} 12:00:00`;
    const gateway = random.pick(GATEWAYS);
    const isOddCompany = withOddRecords && i % 25 === 7;
    const hasDeletedProduct = withOddRecords && i % 40 === 13;
    const hasPromo = withOddRecords && i % 30 === 11;
    const hasCarbonDates = withOddRecords && i % 20 === 3;
    const hasOddTicket = withOddRecords && i % 15 === 4;
    insertUser.run(
      userId,
      store(firstname),
      store(lastname),
      email,
      passwordHash,
      createdAt,
    );
    insertClient.run(
      clientId,
      `00000000-0000-4000-8000-${String(clientId).padStart(12, '0')}`,
      userId,
      store(firstname),
      store(lastname),
      isOddCompany ? store(`${lastname} & Söhne "Media" <GmbH>`) : '',
      email,
      store(`${random.int(1, 200)} ${random.pick(STREETS)}`),
      store(city),
      store(state),
      String(random.int(10000, 99999)),
      country,
      `${areaCode} ${random.int(1000000, 9999999)}`,
      pickWeighted(random, [
        ['Active', 90],
        ['Inactive', 7],
        ['Closed', 3],
      ]),
      pickWeighted(random, [
        [0, 85],
        [1, 5],
        [3, 7],
        [4, 3],
      ]),
      gateway,
      createdAt,
      createdAt,
    );
    linkUser.run(userId, clientId);

    const services: {
      id: number;
      amount: number;
      name: string;
      regdate: string;
    }[] = [];
    const serviceCount = random.int(1, 3);
    for (let s = 0; s < serviceCount; s++) {
      const isPremium = random.next() < 0.35;
      const productId = isPremium ? PRODUCT.premium : PRODUCT.standard;
      const amount = isPremium ? 8999 : 999;
      const regdate = day(-696 + random.int(0, 680));
      const status = pickWeighted(random, [
        ['Active', 70],
        ['Suspended', 10],
        ['Cancelled', 10],
        ['Pending', 5],
        ['Terminated', 5],
      ]);
      const username = `u${serviceId}`;
      insertService.run(
        serviceId,
        clientId,
        serviceId,
        String(4000000000 + serviceId),
        productId,
        regdate,
        amount,
        amount,
        gateway,
        isPremium ? 'Annually' : 'Monthly',
        addMonths(regdate, isPremium ? 12 : 1),
        status,
        username,
        randomText(random, 12),
        status === 'Suspended' ? 'Overdue on Payment' : '',
      );
      insertFieldValue.run(FIELD_MAC, serviceId, macForService(serviceId));
      insertFieldValue.run(FIELD_PASSWORD, serviceId, randomText(random, 12));
      insertFieldValue.run(
        FIELD_PARENTAL_CODE,
        serviceId,
        random.next() < 0.3 ? String(random.int(1000, 9999)) : '',
      );
      insertConfig.run(serviceId, CONFIG_CONNECTIONS, random.int(1, 3));
      services.push({
        id: serviceId,
        amount,
        name: isPremium
          ? 'IPTV Premium — 12 months'
          : 'IPTV Standard — 1 month',
        regdate,
      });
      serviceId++;
    }

    if (hasDeletedProduct) {
      // A service whose product was deleted later: pid 0, no custom field values.
      insertService.run(
        serviceId,
        clientId,
        serviceId,
        String(4000000000 + serviceId),
        0,
        day(-637),
        1499,
        1499,
        gateway,
        'Monthly',
        day(3),
        'Active',
        `u${serviceId}`,
        store(`Old&Plan'${serviceId}`),
        '',
      );
      insertConfig.run(serviceId, CONFIG_CONNECTIONS, 1);
      serviceId++;
    }

    const invoiceCount = random.int(1, 4);
    for (let n = 0; n < invoiceCount; n++) {
      const service = random.pick(services);
      const date = addDays(service.regdate, n * 30);
      const duedate = addDays(date, 7);
      const status = pickWeighted(random, [
        ['Paid', 60],
        ['Unpaid', 25],
        ['Cancelled', 10],
        ['Refunded', 5],
      ]);
      const paidAt =
        status === 'Paid' || status === 'Refunded'
          ? `${addDays(date, random.int(0, 6))} 09:30:00`
          : '0000-00-00 00:00:00';
      const promo = hasPromo && n === 0 ? -Math.round(service.amount * 0.1) : 0;
      const stamp = hasCarbonDates
        ? carbonJson(`${date} 06:00:00`)
        : `${date} 06:00:00`;
      insertInvoice.run(
        invoiceId,
        clientId,
        date,
        duedate,
        paidAt,
        status === 'Cancelled' ? `${duedate} 12:00:00` : '0000-00-00 00:00:00',
        status === 'Refunded' ? `${duedate} 15:00:00` : '0000-00-00 00:00:00',
        service.amount + promo,
        service.amount + promo,
        status,
        gateway,
        stamp,
        stamp,
      );
      insertItem.run(
        invoiceId,
        'Hosting',
        service.id,
        store(`${service.name} - u${service.id} (${date})`),
        service.amount,
      );
      if (promo !== 0) {
        insertItem.run(
          invoiceId,
          'PromoHosting',
          service.id,
          store('Promotional Code: SAVE10&MORE - 10.00% Recurring Discount'),
          promo,
        );
      }
      if (status === 'Paid') {
        insertTransaction.run(
          clientId,
          gateway,
          paidAt,
          service.amount + promo,
          `BULK-${invoiceId}`,
          invoiceId,
        );
      }
      invoiceId++;
    }

    if (random.next() < 0.3) {
      let tid = String(random.int(100000, 999999));
      while (takenTids.has(tid)) {
        tid = String(random.int(100000, 999999));
      }
      takenTids.add(tid);
      const service = random.pick(services);
      const date = `${day(-331 + random.int(0, 320))} 18:${String(random.int(10, 59))}:00`;
      insertTicket.run(
        ticketId,
        tid,
        randomText(random, 8),
        random.pick([1, 1, 1, 2]),
        clientId,
        date,
        store(
          oddSubject(
            hasOddTicket,
            i,
            random.pick([
              'Channel list does not load',
              'Buffering on sports channels',
              'Question about my invoice',
              'How do I change my MAC address?',
            ]),
          ),
        ),
        store('Hello, could you please help me with this? Thanks.'),
        pickWeighted(random, [
          ['Open', 30],
          ['Answered', 30],
          ['Customer-Reply', 10],
          ['Closed', 30],
        ]),
        random.pick(['Low', 'Medium', 'High']),
        date,
        `S${service.id}`,
      );
      ticketId++;
    }
  }
}
