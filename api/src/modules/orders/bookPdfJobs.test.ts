import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream } from 'pdf-lib';
import { photoFolder } from '../personalization/photos/photoStore.js';
import { generatedFolder, generatedKey } from '../personalization/previews/generatedImages.js';
import { payForOrder } from '../../testing/orderFixtures.js';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { readPdf } from '../../testing/readPdf.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import { bookPdfKey } from '../printing/printedBook.js';
import { mmToPoints } from '../catalogue/printBinding.js';
import { preflight } from '../printing/printFiles/preflight/preflight.js';
import { qpdfCheck } from '../../testing/qpdfCheck.js';
import { buildBookPdf, type BookPdfSettings } from './bookPdfJobs.js';

jest.setTimeout(120_000);
const SANDBOX_SECRET = 'b'.repeat(40);

describeEachDatabase(
  'print-ready book PDF',
  (storefront) => {
    it('builds the inside pages and the cover spread at print size with bleed, the child named in the text, then deletes the photo and the pictures not chosen', async () => {
      const app = storefront().app;
      const requestUuid = newRequestUuid();
      const visitor = await newVisitor(app);
      expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
      await app.db
        .insertInto('book_previews')
        .values({
          request_uuid: requestUuid,
          skin_tone: 'Medium',
          image_token: 'tokentokentokentokentoken',
          cover_token: 'tokentokentokentokentoken',
          started_at: new Date().toISOString(),
        })
        .execute();
      const chosen = ['tokentokentokentokentoken-p1-o2.webp', 'tokentokentokentokentoken-p2-o0.webp'];
      // The chosen pictures are kept with their words and alone (for the flipbook), and the book's own cover;
      // the other options, the print options' shots and the cover in a shape not ordered (landscape) go.
      const kept = [...chosen, ...chosen.map((file) => file.replace('.webp', '-alone.webp')), 'tokentokentokentokentoken-cover.webp'];
      const notChosen = [
        'tokentokentokentokentoken-p1-o0.webp',
        'tokentokentokentokentoken-p1-o0-alone.webp',
        'tokentokentokentokentoken-p2-o1.webp',
        'tokentokentokentokentoken-hardcover.webp',
        'tokentokentokentokentoken-cover-w1294.webp',
      ];
      for (const file of [...kept, ...notChosen]) await app.storage.put(generatedKey(requestUuid, file), Buffer.from('webp'));
      await app.db
        .insertInto('books')
        .values({
          request_uuid: requestUuid,
          product_id: 1,
          pages: JSON.stringify({ 1: `/api/generated/${requestUuid}/${chosen[0]}`, 2: `/api/generated/${requestUuid}/${chosen[1]}` }),
          created_at: new Date().toISOString(),
        })
        .execute();

      expect(
        await payForOrder(visitor, requestUuid, {
          secret: SANDBOX_SECRET,
          paymentId: 'pay_book_1',
          dedication: 'For Anaya,\nwith love from Nani',
        }),
      ).toEqual({
        paymentConfirmed: true,
        message: 'Payment confirmed.',
      });
      expect(await app.db.selectFrom('book_pdfs').select('status').where('request_uuid', '=', requestUuid).executeTakeFirst()).toEqual({
        status: 'pending',
      });
      // Queued as a job with the payment.
      expect((await app.jobs.depth())['book-pdf']).toBe(1);

      const settings: BookPdfSettings = {
        storage: app.storage,
        // A low resolution keeps the test quick; the layout is the same at 300 dpi.
        print: { dpi: 40 },
        printBook: (content, width) => app.work.printBook({ content, print: settings.print, width, comfyuiUrl: null }),
        webAddress: 'herotales.in',
      };
      await buildBookPdf(app.db, app.jobs, settings, requestUuid, { number: 1, final: false, priority: 0 });
      const job = await app.db.selectFrom('book_pdfs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
      // The 32-page picture book.
      expect(job).toMatchObject({ status: 'done', pages: 32, attempts: 1, last_error: null });

      const interior = Buffer.from((await app.storage.get(bookPdfKey(job.file_name!)))!);
      const pdf = await PDFDocument.load(interior);
      expect(pdf.getPageCount()).toBe(32);
      const page = pdf.getPage(3);
      // The square is routed to Gelato (the print-type data): its 200 x 200 mm trim with 4 mm of bleed on every side.
      const [trim, bleed] = [mmToPoints(200), mmToPoints(4)];
      const box = page.getTrimBox();
      for (const [value, expected] of [
        [box.x, bleed],
        [box.y, bleed],
        [box.width, trim],
        [box.height, trim],
      ])
        expect(value).toBeCloseTo(expected, 3);
      expect(page.getBleedBox()).toEqual(page.getMediaBox());
      expect(page.getMediaBox().width).toBeCloseTo(trim + 2 * bleed, 3);
      expect(interior.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(13);
      // The first story page's words are set on paper with a spot drawing of what they name (two bananas), no
      // washed-out copy of the facing picture behind them: one picture a third of the page's width, facing the page's own.
      const pictureWidths = (index: number) => {
        const objects = pdf.getPage(index).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
        const images = (objects?.values() ?? [])
          .map((ref) => pdf.context.lookup(ref, PDFStream).dict)
          .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
        return images.map((dict) => dict.lookup(PDFName.of('Width'), PDFNumber).asNumber());
      };
      const [[spot], [picture]] = [pictureWidths(3), pictureWidths(4)];
      expect([pictureWidths(3).length, pictureWidths(4).length]).toEqual([1, 1]);
      expect(spot / picture).toBeGreaterThan(0.3);
      expect(spot / picture).toBeLessThan(0.6);
      const text = readPdf(interior).pages;
      expect(text[0]).toContain('This book belongs to');
      expect(text[1].trim().split(/\s*\n\s*/)).toEqual(['For Anaya,', 'with love from Nani']);
      expect(text[2]).toContain('A story for Anaya');
      // "The End" under the last page's words (page 28), then "About" and the keepsake page; the title page shows the hero.
      expect(text[27]).toContain('The End');
      expect(text[29]).toContain('About Anaya');
      expect(text[30]).toContain("Anaya's keepsake page");
      expect(text[30]).toMatch(/Made for Anaya on \d{1,2} \w+ \d{4}/);
      expect(pictureWidths(2)).toHaveLength(1);
      expect(text[31]).toContain('Made for Anaya by Hero Tales');

      // The cover spread: back, spine (32 pages of 0.1 mm and 5 mm of boards), front, and a hard case's 15 mm wrap.
      const coverFile = (await app.storage.get(bookPdfKey(job.cover_file_name!)))!;
      const cover = await PDFDocument.load(coverFile);
      expect(cover.getPageCount()).toBe(1);
      const spread = cover.getPage(0).getTrimBox();
      expect(spread.width).toBeCloseTo(2 * trim + mmToPoints(8.2), 3);
      expect(spread.x).toBeCloseTo(mmToPoints(15), 3);
      // The back names the ages the story is for and where the shop is found.
      expect(readPdf(Buffer.from(coverFile)).pages[0]).toEqual(expect.stringMatching(/Ages 3-8[\s\S]*herotales\.in/));

      // What a printer's intake checks: its preflight rules, and qpdf's.
      for (const file of [interior, coverFile]) {
        expect((await preflight(file, { minDpi: 40 })).rules.filter((rule) => !rule.pass)).toEqual([]);
        expect(qpdfCheck(file)).toContain('No syntax or stream encoding errors');
      }

      expect(await app.storage.list(photoFolder(requestUuid))).toEqual([]);
      expect(
        await app.db.selectFrom('photos').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst(),
      ).toBeUndefined();
      const left = (await app.storage.list(generatedFolder(requestUuid))).map((object) => object.key);
      expect(left.sort()).toEqual(kept.map((file) => generatedKey(requestUuid, file)).sort());
    });
  },
  // The test builds the book itself, at a low resolution (test storefronts run no jobs of their own).
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
