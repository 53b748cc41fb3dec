// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// Each step below is a task of its own, so the browser can paint and answer input in between: the
// federation runtime's start-up, each of the largest shared modules, the loading of the page, the
// shell's store, then the shell's components (evaluated all at once they were one 130-175 ms
// task at 4 x CPU slowdown; docs/performance.md). The load event may come before hydration; the
// page says when it answers input (useInteractiveMark).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// The entry is loaded async, so it may run before the parser has reached the page's state and root.
const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('shared-contracts');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await documentParsed();
  const shell = await import('./bootstrap');
  await nextTask();
  const { App } = await import('./App');
  shell.render(App);
}

void start();
