const { tableUse, tables } = require('./tableUse.cjs');

describe('where the server names its tables', () => {
  it('reads every table of the database interface, and finds each named in the server', () => {
    const names = tables();
    expect(names).toEqual(expect.arrayContaining(['products', 'product_orders', 'book_requests', 'queued_jobs']));
    const unnamed = tableUse().filter(({ parts }) => parts.length === 0);
    expect(unnamed).toEqual([]);
  });
});
