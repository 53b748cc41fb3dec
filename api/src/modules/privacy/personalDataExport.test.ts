import { BOOK_SHARE_HEADER } from 'contracts/constants';
import { describeOnOneDatabase, newVisitor } from '../../testing/testApp.js';
import { chromeRecording, paidBookWithPages, recordPage, SANDBOX_PAYMENT_SECRET } from '../../testing/voiceFixtures.js';

describeOnOneDatabase(
  "a parent's export of their book's personal data",
  (storefront) => {
    it('holds the child, the order’s contact and addresses, the payments and the recordings, playable, and only for the owner', async () => {
      const { app } = storefront();
      const { owner, requestUuid } = await paidBookWithPages(app, 'pay_export');
      await recordPage(app, owner, `/api/books/${requestUuid}/voices/1`, await chromeRecording(2), {
        fields: { reader: 'Nani', language: 'hi' },
      });
      await owner.post(`/api/books/${requestUuid}/record-links`, { reader: 'Dada' });
      const other = await paidBookWithPages(app, 'pay_export_other');

      const answer = await owner.get(`/api/books/${requestUuid}/personal-data`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="hero-tales-${requestUuid}.json"`);
      expect(answer.headers['cache-control']).toBe('no-store');
      const exported = answer.json();
      expect(exported).toMatchObject({
        requestUuid,
        child: { firstName: 'Kabir', gender: 'Boy', bookLanguage: 'en', secondBookLanguage: null },
        order: { contact: { email: 'priya@example.com' }, deliveryAddress: { addressLine1: expect.any(String) }, state: 'paid' },
        payments: [expect.objectContaining({ for: 'product', status: expect.any(String) })],
        recordings: [{ page: 1, reader: 'Nani', language: 'hi', audio: expect.stringMatching(/^data:audio\/mp4;base64,/) }],
        recordLinks: [{ reader: 'Dada' }],
        listenLink: null,
      });
      const audio = Buffer.from(exported.recordings[0].audio.split(',')[1], 'base64');
      expect(audio.subarray(4, 8).toString()).toBe('ftyp');
      // Nothing of another family's book.
      expect(answer.body).not.toContain(other.requestUuid);

      const stranger = await newVisitor(app);
      expect((await stranger.get(`/api/books/${requestUuid}/personal-data`)).statusCode).toBe(404);
      const share = (await owner.post(`/api/books/${requestUuid}/share`, {})).json().sharePath.split('#share=')[1];
      const byShare = await app.inject({
        method: 'GET',
        url: `/api/books/${requestUuid}/personal-data`,
        headers: { cookie: stranger.cookie, [BOOK_SHARE_HEADER]: share },
      });
      expect(byShare.statusCode).toBe(404);
    });
  },
  { SANDBOX_PAYMENT_SECRET },
);
