import { allDataResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer();

/** Replaces the body of an announcement straight in the emulator's database. */
function setAnnouncementBody(id: number, html: string): void {
  suite.server.emulator.db
    .prepare('UPDATE announcements SET announcement = ? WHERE id = ?')
    .run(html, id);
}

describe('announcements in allData', () => {
  it('arrive sanitised: no script, handler or javascript: link, links open in a new tab', async () => {
    // Announcement 1 is the newest published one of the demo data; nothing
    // has read announcements yet in this file, so the server's cache is empty.
    setAnnouncementBody(
      1,
      '<p onclick="alert(1)">New <strong>servers</strong>. <a href="https://status.example">Status</a></p><script>alert("pwned")</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>',
    );
    const response = await suite.demo.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    const announcement = data.announcementsData?.find((a) => a.id === 1);
    expect(announcement?.body).toBe(
      '<p>New <strong>servers</strong>. <a href="https://status.example" target="_blank" rel="noopener noreferrer">Status</a></p><a>bad</a>',
    );
    expect(response.text).not.toMatch(
      /<script|pwned|onerror|onclick|javascript:/,
    );
  });
});
