const path = require('node:path');
const { Linter } = require('eslint');
const { SERVER_MODULES, findCycle, serverBoundaries } = require('./serverBoundaries.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: repoRoot });
const problems = (file, specifier) =>
  linter.verify(`import '${specifier}';\n`, serverBoundaries(), { filename: path.join(repoRoot, file) }).map((problem) => problem.message);

describe('the server boundaries', () => {
  it('lets a module import the platform, its own files and the faces of the modules listed for it', () => {
    expect(problems('api/src/modules/orders/printOptions.ts', '../../platform/db/openDatabase.js')).toEqual([]);
    expect(problems('api/src/modules/orders/printOptions.ts', '../catalogue/index.js')).toEqual([]);
    expect(problems('api/src/modules/printing/printFiles/coverPdf.ts', '../../imaging/index.js')).toEqual([]);
    expect(problems('api/src/modules/printing/printFiles/coverPdf.ts', './typeset.js')).toEqual([]);
    expect(problems('api/src/modules/printing/printFiles/coverPdf.ts', '../printedBook.js')).toEqual([]);
  });

  it('refuses a file inside another module, from a module and from the composition root', () => {
    expect(problems('api/src/modules/orders/printOptions.ts', '../catalogue/money.js')).toEqual([
      expect.stringContaining('through its face'),
    ]);
    expect(problems('api/src/modules/printing/printFiles/coverPdf.ts', '../../imaging/covers/bookCover.js')).toHaveLength(1);
    expect(problems('api/src/app.ts', './modules/orders/orderRoutes.js')).toHaveLength(1);
    expect(problems('api/src/app.ts', './modules/orders/index.js')).toEqual([]);
  });

  it('refuses a module that is not listed, however deep the importing file', () => {
    expect(problems('api/src/modules/personalization/photoRoutes.ts', '../orders/pricing.js')).toEqual([
      expect.stringContaining('personalization may import only abuse, catalogue, imaging, printing, seed'),
    ]);
    expect(problems('api/src/modules/personalization/previews/bookPreviews.ts', '../../orders/depositOrders.js')).toHaveLength(1);
  });

  it('keeps the platform and the modules out of the composition root', () => {
    expect(problems('api/src/platform/http/multipartForm.ts', '../../modules/imaging/photos/readPhoto.js')).toEqual([
      expect.stringContaining('The platform knows nothing of the shop'),
    ]);
    expect(problems('api/src/platform/jobs/queues.ts', '../../shopJobs.js')).toHaveLength(1);
    expect(problems('api/src/modules/staff/orderTools.ts', '../../app.js')).toHaveLength(1);
  });

  it('finds a cycle in a list of modules, and the shop has none', () => {
    expect(findCycle({ orders: ['payments'], payments: ['catalogue'], catalogue: ['orders'] })).toEqual([
      'orders',
      'payments',
      'catalogue',
      'orders',
    ]);
    expect(findCycle(SERVER_MODULES)).toBeNull();
  });
});
