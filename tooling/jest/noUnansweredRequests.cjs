/** Fails a component test that made a request to the shop's API which it did not answer. */
afterEach(() => {
  const unanswered = globalThis.__unansweredRequests.splice(0);
  globalThis.__answerRequest = null;
  if (unanswered.length) throw new Error(`Requests the test did not answer: ${unanswered.join(', ')}`);
});
