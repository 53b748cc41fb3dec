/**
 * jsdom without a network stack is not enough for RTK Query: this environment hands the tests
 * Node's own fetch and its companions, resolving relative addresses against the page's location.
 *
 * A request to the page's own origin (the shop's API) never reaches the network: the test answers it
 * (`answerRequests` from shared-contracts/testing), or it is refused and listed, and the test fails
 * (noUnansweredRequests.cjs). Requests to servers a test started itself, on their own ports, go out.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

/** Like a browser's fetch, an aborted call (a timeout, a component gone) rejects even when no answer ever comes. */
function untilAborted(answer, signal) {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const resolve = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);
    class PageRequest extends Request {
      constructor(input, init) {
        super(resolve(input), init);
      }
    }
    page.__unansweredRequests = [];
    page.__answerRequest = null;
    page.fetch = async (input, init) => {
      const request = new Request(resolve(input instanceof Request ? input.url : input), input instanceof Request ? input : init);
      if (new URL(request.url).origin !== page.location.origin) return fetch(request);
      const answer = page.__answerRequest ? await untilAborted(page.__answerRequest(request), request.signal) : undefined;
      if (answer) return answer;
      page.__unansweredRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      throw new TypeError(`The test did not answer ${request.method} ${request.url}`);
    };
    // jsdom's XMLHttpRequest would go to the network: this one goes through the page's fetch above, as
    // the tests answer it, and like a browser's says the body has been sent before the answer comes.
    const pageFetch = page.fetch;
    page.XMLHttpRequest = class PageXMLHttpRequest {
      upload = {};
      status = 0;
      statusText = '';
      response = null;
      responseType = '';
      #method = 'GET';
      #url = '';
      #headers = new Headers();
      #answerHeaders = new Headers();
      #aborted = false;

      open(method, url) {
        this.#method = method;
        this.#url = url;
      }

      setRequestHeader(name, value) {
        this.#headers.set(name, value);
      }

      getAllResponseHeaders() {
        return [...this.#answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
      }

      abort() {
        this.#aborted = true;
        this.onabort?.();
      }

      send(body) {
        const request = new Request(resolve(this.#url), { method: this.#method, headers: this.#headers, body });
        void (async () => {
          try {
            await Promise.resolve();
            this.upload.onload?.();
            const answer = await pageFetch(request);
            if (this.#aborted) return;
            this.status = answer.status;
            this.statusText = answer.statusText;
            this.#answerHeaders = answer.headers;
            const bytes = await answer.arrayBuffer();
            this.response =
              this.responseType === 'blob'
                ? new Blob([bytes], { type: answer.headers.get('content-type') ?? '' })
                : new TextDecoder().decode(bytes);
            this.onload?.();
          } catch (error) {
            this.onerror?.(error);
          }
        })();
      }
    };
    page.Request = PageRequest;
    page.Response = Response;
    page.Headers = Headers;
    // Node's FormData, so fetch can send it, still read from a form element as the page's own does.
    const PageOwnFormData = page.FormData;
    page.FormData = class PageFormData extends FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [name, value] of new PageOwnFormData(form, submitter)) this.append(name, value);
      }
    };
    page.Blob = Blob;
    page.File = File;
    page.AbortController = AbortController;
    page.AbortSignal = AbortSignal;
    page.TextEncoder = TextEncoder;
    page.TextDecoder = TextDecoder;
    page.structuredClone = structuredClone;
    // jsdom has no object URLs; a thumbnail of a chosen file only needs an address that is unique.
    let objectUrls = 0;
    page.URL.createObjectURL = () => `blob:${page.location.origin}/${(objectUrls += 1)}`;
    page.URL.revokeObjectURL = () => undefined;
  }
}

module.exports = JsdomWithFetch;
