// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// The largest are started one task each, so the browser can paint and answer input in between
// (evaluated all at once they were one 130-175 ms task at 4 x CPU slowdown; docs/performance.md).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('shared-contracts');
  await nextTask();
  await import('./bootstrap');
}

void start();
