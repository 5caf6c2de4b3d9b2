import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodeAttachments,
  encodePhpArray,
} from '../test/helpers.js';

import { buildEmulator } from './app.js';
import type { Emulator } from './options.js';
import { Params } from './params.js';
import { escapeLikeWhmcs, unescapeLikeWhmcs } from './text.js';

const TYPED = `Abc&123'x "q" <b>`;
const STORED = 'Abc&amp;123&#039;x &quot;q&quot; &lt;b&gt;';

describe('escapeLikeWhmcs', () => {
  it("is PHP's htmlspecialchars with ENT_QUOTES, double-encoding entities", () => {
    expect(escapeLikeWhmcs(TYPED)).toBe(STORED);
    expect(escapeLikeWhmcs('&amp; Zoë İı 😀')).toBe('&amp;amp; Zoë İı 😀');
    expect(unescapeLikeWhmcs(STORED)).toBe(TYPED);
  });

  it('reads every request value escaped, the credentials raw', () => {
    const params = new Params(
      { firstname: `O'Brien`, 'unset[0]': '<x>', secret: 's&cret' },
      { escapeText: true },
    );
    expect(params.string('firstname')).toBe('O&#039;Brien');
    expect(params.list('unset')).toEqual(['&lt;x&gt;']);
    expect(params.rawString('secret')).toBe('s&cret');
    expect(params.storeText('&')).toBe('&amp;');
    const plain = new Params({ firstname: `O'Brien` });
    expect(plain.string('firstname')).toBe(`O'Brien`);
    expect(plain.storeText('&')).toBe('&');
  });
});

describe('text stored the way WHMCS stores it (reply style real)', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('stores what a client types escaped and returns it escaped', async () => {
    await callOk(emulator, 'UpdateClient', {
      clientid: 2,
      companyname: `Other & "Sons" <Ltd>`,
      address2: `Bât. 'B'`,
    });
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 2,
    });
    expect(client.companyname).toBe('Other &amp; &quot;Sons&quot; &lt;Ltd&gt;');
    expect(client.address2).toBe('Bât. &#039;B&#039;');
  });

  it('stores service passwords escaped (UpdateClientProduct, ModuleChangePw)', async () => {
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 102,
      servicepassword: `Abc&123'x`,
    });
    const read = async (): Promise<string> =>
      (await callOk(emulator, 'GetClientsProducts', { serviceid: 102 }))
        .products.product[0].password;
    expect(await read()).toBe('Abc&amp;123&#039;x');
    await callOk(emulator, 'ModuleChangePw', {
      serviceid: 102,
      servicepassword: `P<w>"d'`,
    });
    expect(await read()).toBe('P&lt;w&gt;&quot;d&#039;');
  });

  it('stores custom field values escaped, and a MAC comes back as stored', async () => {
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 201,
      customfields: encodePhpArray({
        '1': '00:1A:79:65:43:21',
        '3': `1&2'3`,
      }),
    });
    const [service] = (
      await callOk(emulator, 'GetClientsProducts', { serviceid: 201 })
    ).products.product;
    const value = (id: string): string =>
      service.customfields.customfield.find(
        (field: { id: string }) => field.id === id,
      ).value;
    expect(value('1')).toBe('00:1A:79:65:43:21');
    expect(value('3')).toBe('1&amp;2&#039;3');
  });

  it('compares a password the way it was stored (AddClient, ValidateLogin)', async () => {
    const password = `p&ss'word<1>`;
    const added = await callOk(emulator, 'AddClient', {
      firstname: 'Seán',
      lastname: "O'Neill",
      email: "sean.o'neill@example.com",
      password2: password,
      skipvalidation: true,
      noemail: true,
    });
    const login = await callOk(emulator, 'ValidateLogin', {
      email: "sean.o'neill@example.com",
      password2: password,
    });
    expect(login.userid).toBe(String(added.owner_id));
    expect(
      await callError(emulator, 'ValidateLogin', {
        email: "sean.o'neill@example.com",
        password2: 'p&amp;ss&#039;word&lt;1&gt;',
      }),
    ).toBe('Email or Password Invalid');
    const byEmail = await callOk(emulator, 'GetClientsDetails', {
      email: "sean.o'neill@example.com",
    });
    expect(byEmail.client).toMatchObject({
      id: Number(added.clientid),
      lastname: 'O&#039;Neill',
      email: 'sean.o&#039;neill@example.com',
    });
  });

  it('stores ticket subjects and messages escaped; attachment names stay safe', async () => {
    const opened = await callOk(emulator, 'OpenTicket', {
      clientid: 1,
      deptid: 1,
      subject: '<script>alert("x")</script> & more',
      message: "It's <b>broken</b>",
      attachments: encodeAttachments([
        { name: 'a&b.txt', data: Buffer.from('x') },
      ]),
      noemail: true,
    });
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: opened.id });
    expect(ticket.subject).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
    expect(ticket.replies.reply[0].message).toBe(
      'It&#039;s &lt;b&gt;broken&lt;/b&gt;',
    );
    expect(ticket.replies.reply[0].attachments[0].filename).toBe('a_b.txt');
  });

  it('keeps SendEmail custommessage as the HTML body WHMCS documents it to be', async () => {
    await callOk(emulator, 'SendEmail', {
      customtype: 'general',
      customsubject: 'Hi & welcome',
      custommessage: '<p>Hello</p>',
      id: 1,
    });
    const email = emulator.db
      .prepare('SELECT subject, message FROM emails ORDER BY id DESC LIMIT 1')
      .get() as { subject: string; message: string };
    expect(email).toEqual({
      subject: 'Hi &amp; welcome',
      message: '<p>Hello</p>',
    });
  });

  it('seeds the demo texts as if an admin had typed them into WHMCS', async () => {
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: 21 });
    expect(ticket.subject).toBe('Firestick app says &quot;invalid login&quot;');
    const answered = await callOk(emulator, 'GetTicket', { ticketid: 12 });
    expect(answered.replies.reply[1].message).toContain(
      'choose &quot;Bank Transfer&quot; as payment method',
    );
  });
});

describe('reply style docs', () => {
  it('stores and returns text as sent, like the documentation samples', async () => {
    const emulator = await buildEmulator({ replyStyle: 'docs' });
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 102,
      servicepassword: `Abc&123'x`,
    });
    const [service] = (
      await callOk(emulator, 'GetClientsProducts', { serviceid: 102 })
    ).products.product;
    expect(service.password).toBe(`Abc&123'x`);
    const ticket = await callOk(emulator, 'GetTicket', { ticketid: 21 });
    expect(ticket.subject).toBe('Firestick app says "invalid login"');
    expect(
      await callError(emulator, 'GetClientsDetails', { clientid: 4 }),
    ).toBe('Client Not Found');
    await emulator.close();
  });

  it('refuses an unknown reply style', async () => {
    await expect(
      buildEmulator({ replyStyle: 'pretty' as 'docs' }),
    ).rejects.toThrow(/replyStyle/);
  });
});
