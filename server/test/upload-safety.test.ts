import { errorEnvelopeSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { ticketCount } from './emulator-api.js';
import { useSignedInServer } from './signed-in-server.js';
import {
  contentStream,
  GIF,
  GIF_JS,
  JPEG,
  makePdf,
  objectStream,
  PNG,
  WEBP,
} from './upload-samples.js';

/*
 * Ticket attachments must be proved inert from their whole content:
 * polyglots (images with HTML or script appended or inside, a GIF that is
 * also JavaScript), active PDF content and text with markup are refused with
 * the `file_type` code the web app translates, and no ticket is opened.
 */

const suite = useSignedInServer({ resetAfterEach: { limits: true } });

function ticketsOfDemo(): Promise<number> {
  return ticketCount(suite.server.emulator.url, 1);
}

function upload(name: string, data: Buffer) {
  const form = new FormData();
  form.append('deptid', '1');
  form.append('subject', 'Attached file');
  form.append('message', 'See the attached file');
  form.append('attachments', new Blob([data]), name);
  return suite.demo.request('POST', '/dashboard/api/openTicket', { form });
}

const html = Buffer.from(
  '<html><script>alert(document.cookie)</script></html>',
);
const js = Buffer.from('\nalert(document.cookie);\n');
const png = (chunkType: string, payload: string) => {
  const data = Buffer.from(payload, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(chunkType, 4, 'latin1');
  data.copy(chunk, 8);
  // The CRC is not checked by the sniffer; zero keeps the sample short.
  const iend = PNG.subarray(PNG.length - 12);
  return Buffer.concat([PNG.subarray(0, PNG.length - 12), chunk, iend]);
};
const jpegWithComment = (comment: string) => {
  const body = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), segment, body, JPEG.subarray(2)]);
};
const gifWithComment = (comment: string) =>
  Buffer.concat([
    GIF.subarray(0, GIF.length - 1),
    Buffer.from([0x21, 0xfe, comment.length]),
    Buffer.from(comment, 'latin1'),
    Buffer.from([0x00, 0x3b]),
  ]);
const webpWithChunk = (type: string, payload: string) => {
  const data = Buffer.from(payload, 'latin1');
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write(type, 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  const file = Buffer.concat([WEBP, chunk]);
  file.writeUInt32LE(file.length - 8, 4);
  return file;
};

describe('inert files are still accepted', () => {
  it.each([
    ['shot.png', PNG],
    ['photo.jpg', JPEG],
    ['anim.gif', GIF],
    ['pic.webp', WEBP],
    ['plain.pdf', makePdf()],
    [
      'text.pdf',
      makePdf('', [contentStream('BT /F1 12 Tf (Hello <world>) Tj ET')]),
    ],
    [
      'compressed.pdf',
      makePdf('', [objectStream('<< /Type /Font /Subtype /Type1 >>')]),
    ],
    ['player.log', Buffer.from('12:00 buffering\r\n12:01\tok – déjà vu\n')],
    ['notes.txt', Buffer.from('a < b and c > d; x <= y\n')],
    ['metadata.png', png('tEXt', 'Comment\0Screenshot of the player')],
  ])('accepts %s', async (name, data) => {
    const response = await upload(name, data);
    expect(response.status).toBe(200);
  });
});

describe('real documents', () => {
  it('accepts a PDF whose image bytes happen to spell /JS or <img', async () => {
    const pixels = Buffer.from('\x00\x9f/JS /AA <img\xff\x10', 'latin1');
    const image = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${pixels.length} >>\nstream\n`,
        'latin1',
      ),
      pixels,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const response = await upload('scan.pdf', makePdf('', [image]));
    expect(response.status).toBe(200);
  });

  it('accepts an invoice PDF as this server renders it', async () => {
    const pdf = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=1002`,
      { headers: { cookie: `sid=${suite.demo.cookies.get('sid') ?? ''}` } },
    );
    expect(pdf.status).toBe(200);
    const data = Buffer.from(await pdf.arrayBuffer());
    const response = await upload('invoice-1002.pdf', data);
    expect(response.status).toBe(200);
  });
});

describe('polyglots and active content are refused', () => {
  it.each([
    ['a PNG with HTML after IEND', 'shot.png', Buffer.concat([PNG, html])],
    ['a PNG with script after IEND', 'shot.png', Buffer.concat([PNG, js])],
    [
      'a PNG with HTML in a text chunk',
      'shot.png',
      png('tEXt', `Comment\0${html.toString()}`),
    ],
    ['a PNG cut before IEND', 'shot.png', PNG.subarray(0, PNG.length - 12)],
    ['a JPEG with HTML after EOI', 'photo.jpg', Buffer.concat([JPEG, html])],
    [
      'a JPEG with a byte after EOI',
      'photo.jpg',
      Buffer.concat([JPEG, Buffer.from([0])]),
    ],
    [
      'a JPEG with a script comment',
      'photo.jpg',
      jpegWithComment('<script>alert(1)</script>'),
    ],
    [
      'a GIF with HTML after the trailer',
      'anim.gif',
      Buffer.concat([GIF, html]),
    ],
    ['a GIF that is also JavaScript', 'anim.gif', GIF_JS],
    [
      'a GIF with an SVG comment',
      'anim.gif',
      gifWithComment('<svg onload=alert(1)>'),
    ],
    [
      'a WebP with HTML past its RIFF length',
      'pic.webp',
      Buffer.concat([WEBP, html]),
    ],
    [
      'a WebP with HTML in a chunk',
      'pic.webp',
      webpWithChunk('XMP ', '<html><body onload=alert(1)>'),
    ],
    [
      'a PDF with /JavaScript',
      'a.pdf',
      makePdf('/Names << /JavaScript 4 0 R >>', [
        '<< /S /JavaScript /JS (app.alert(1)) >>',
      ]),
    ],
    [
      'a PDF with /JS',
      'a.pdf',
      makePdf('', ['<< /S /JavaScript /JS 5 0 R >>']),
    ],
    [
      'a PDF with /OpenAction',
      'a.pdf',
      makePdf('/OpenAction << /S /URI /URI (https://example.com) >>'),
    ],
    [
      'a PDF with /AA',
      'a.pdf',
      makePdf('/AA << /O 4 0 R >>', ['<< /S /Named /N /Print >>']),
    ],
    [
      'a PDF with /Launch',
      'a.pdf',
      makePdf('', ['<< /S /Launch /F (cmd.exe) >>']),
    ],
    [
      'a PDF with /EmbeddedFile',
      'a.pdf',
      makePdf('', ['<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream']),
    ],
    [
      'a PDF with /RichMedia',
      'a.pdf',
      makePdf('', ['<< /Type /Annot /Subtype /RichMedia >>']),
    ],
    [
      'a PDF with /XFA',
      'a.pdf',
      makePdf('/AcroForm << /XFA 4 0 R >>', ['<< >>']),
    ],
    [
      'a PDF with a hex-escaped /J#61vaScript',
      'a.pdf',
      makePdf('', ['<< /S /J#61vaScript /J#53 (app.alert(1)) >>']),
    ],
    [
      'a PDF hiding /OpenAction in an object stream',
      'a.pdf',
      makePdf('', [
        objectStream(
          '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
        ),
      ]),
    ],
    ['a PDF with HTML after %%EOF', 'a.pdf', Buffer.concat([makePdf(), html])],
    [
      'a PDF with HTML in a string',
      'a.pdf',
      makePdf('/Lang (<script>alert(1)</script>)'),
    ],
    [
      'a text file with <script',
      'notes.txt',
      Buffer.from('hello\n<script>alert(1)</script>\n'),
    ],
    [
      'a text file with <!DOCTYPE',
      'notes.txt',
      Buffer.from('<!DOCTYPE html><p>hi'),
    ],
    [
      'a text file with <svg',
      'notes.log',
      Buffer.from('log line <SVG/onload=alert(1)>'),
    ],
    ['a text file with <html', 'notes.txt', Buffer.from('<html>')],
    ['a text file with a NUL', 'notes.txt', Buffer.from('a\0b')],
    [
      'a text file that is not UTF-8',
      'notes.txt',
      Buffer.from([0x61, 0xff, 0xfe, 0x62]),
    ],
  ])('refuses %s with file_type', async (_name, filename, data) => {
    const before = await ticketsOfDemo();
    const response = await upload(filename, data);
    expect(response.status).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.body);
    expect(envelope.code).toBe('VALIDATION');
    expect(envelope.issues).toContainEqual({
      path: 'attachments',
      code: 'file_type',
    });
    expect(await ticketsOfDemo()).toBe(before);
  });
});

describe('file names reaching WHMCS', () => {
  async function storedName(name: string): Promise<string> {
    const response = await upload(name, PNG);
    expect(response.status).toBe(200);
    const { ticketid } = response.body as { ticketid: number };
    const ticket = await suite.demo.post('/dashboard/api/ticket', { ticketid });
    const body = ticket.body as {
      ticket: { attachments: { filename: string }[] };
    };
    return body.ticket.attachments[0]?.filename ?? '';
  }

  it('drops bidi overrides and control characters from the name', async () => {
    expect(await storedName('photo\u202Egnp.exe\u0007.png')).toBe(
      'photognp.exe.png',
    );
  });

  it('shortens a long name to 100 characters without cutting one in two', async () => {
    // The emulator, like WHMCS, stores one '_' per UTF-16 unit outside
    // [\w.\- ()]: a whole emoji gives two, a lone surrogate would give one.
    const name = await storedName(
      `${'a'.repeat(95)}${'\u{1F600}'.repeat(10)}.png`,
    );
    expect(name).toBe(`${'a'.repeat(95)}__.png`);
  });
});
