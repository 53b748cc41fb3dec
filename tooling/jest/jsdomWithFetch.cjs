/**
 * jsdom without a network stack is not enough for RTK Query: this environment hands the tests
 * Node's own fetch and its companions, resolving relative addresses against the page's location.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

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
    page.fetch = (input, init) => fetch(resolve(input), init);
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
    page.AbortController = AbortController;
    page.AbortSignal = AbortSignal;
    page.TextEncoder = TextEncoder;
    page.TextDecoder = TextDecoder;
    page.structuredClone = structuredClone;
  }
}

module.exports = JsdomWithFetch;
