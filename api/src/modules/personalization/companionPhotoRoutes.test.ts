import { PHOTO_CONSENT } from 'contracts/constants';
import { groupPhoto, noFacePhoto, singleFacePhoto } from '../../testing/photoFixtures.js';
import { uploadPhoto } from '../../testing/photoUpload.js';
import { newBookRequest, payDeposit } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';

jest.setTimeout(60_000);

const SANDBOX_SECRET = 's'.repeat(40);
const naniFields = (requestUuid: string) => ({ requestUuid, ageGroup: 'elder', consent: PHOTO_CONSENT.version });

const sendNani = (storefront: TestStorefront, visitor: Visitor, bytes: Buffer, fields: Record<string, string>) =>
  uploadPhoto(storefront, bytes, fields, { visitor, url: '/api/companionphotos/' });

async function consents(storefront: TestStorefront, requestUuid: string) {
  return storefront.app.db.selectFrom('photo_consents').select('purpose').where('request_uuid', '=', requestUuid).execute();
}

describeEachDatabase(
  'POST /api/companionphotos/',
  (storefront) => {
    it("proposes a person's look from their photo, records the consent, and keeps nothing of the photo", async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor);
      const response = await sendNani(storefront(), visitor, await singleFacePhoto(), naniFields(requestUuid));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'ok',
        message: 'We drew them from this photo: change anything that is not right. The photo itself was not kept.',
      });
      expect(Object.keys(body.look).sort()).toEqual(['bindi', 'glasses', 'hairColour', 'skinTone']);
      expect(body.look).toMatchObject({ glasses: 'none', bindi: false });
      expect(await consents(storefront(), requestUuid)).toEqual([{ purpose: 'companion' }]);
      expect(await app.storage.list('photos/')).toEqual([]);
      expect(await app.db.selectFrom('photos').selectAll().where('request_uuid', '=', requestUuid).execute()).toEqual([]);
    });

    it('lists the faces of a group photo for the parent to tap theirs, then reads only the one tapped', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor);
      const group = (await sendNani(storefront(), visitor, groupPhoto(), naniFields(requestUuid))).json();
      expect(group.status).toBe('error');
      expect(group.message).toBe(`We found ${group.faces.length} faces in this photo. Please tap theirs.`);
      expect(group.look).toBeUndefined();
      const [face] = group.faces as { left: number; top: number; width: number; height: number }[];
      const tapped = [face.left, face.top, face.width, face.height].map((share) => Math.floor(share * 1000)).join(',');
      const chosen = (await sendNani(storefront(), visitor, groupPhoto(), { ...naniFields(requestUuid), face: tapped })).json();
      expect(chosen.status).not.toBe('error');
      expect(chosen.look.skinTone).toEqual(expect.any(String));
    });

    it('refuses, in words about the person and not a child, and reads nothing: no consent, no face, no photo', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor);
      const { consent: _unticked, ...unconsented } = naniFields(requestUuid);
      const refused = await sendNani(storefront(), visitor, await singleFacePhoto(), unconsented);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(
        'Please tick the box to confirm that the person in the photo agrees, or that you are their parent or guardian, to how the photo is used.',
      );
      expect(await consents(storefront(), requestUuid)).toEqual([]);

      const noFace = await sendNani(storefront(), visitor, await noFacePhoto(), naniFields(requestUuid));
      expect(noFace.statusCode).toBe(400);
      expect(noFace.json().detail).toBe("We couldn't read a face in this photo. Please choose a clear, front-facing photo of them.");

      const unknownAge = await sendNani(storefront(), visitor, await singleFacePhoto(), {
        ...naniFields(requestUuid),
        ageGroup: 'ancient',
      });
      expect(unknownAge.statusCode).toBe(400);
      const outside = await sendNani(storefront(), visitor, await singleFacePhoto(), {
        ...naniFields(requestUuid),
        face: '900,900,200,200',
      });
      expect(outside.json().detail).toBe('The chosen face is outside the photo. Please tap their face in the photo.');
    });

    it("answers in Hindi on a Hindi page, and only for the request's own visitor, before its deposit", async () => {
      const { app } = storefront();
      const owner = await newVisitor(app, { language: 'hi' });
      const requestUuid = await newBookRequest(app, owner);
      const hindi = (await sendNani(storefront(), owner, await singleFacePhoto(), naniFields(requestUuid))).json();
      expect(hindi.message).toBe('हमने उन्हें इस फ़ोटो से बनाया है: जो ठीक न हो, उसे बदल दें। फ़ोटो रखी नहीं गई।');

      const stranger = await newVisitor(app);
      expect((await sendNani(storefront(), stranger, await singleFacePhoto(), naniFields(requestUuid))).statusCode).toBe(404);

      await payDeposit(owner, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_dep_nani' });
      const frozen = await sendNani(storefront(), owner, await singleFacePhoto(), naniFields(requestUuid));
      expect(frozen.statusCode).toBe(409);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
