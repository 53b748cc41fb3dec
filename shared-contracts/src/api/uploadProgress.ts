/**
 * When a request's body has left the browser: fetch cannot tell, XMLHttpRequest can. The photo
 * upload goes this way, so the page can say 'checking' once the photo is sent and the server is
 * looking at it, instead of 'uploading' all along.
 */
const uploads = new EventTarget();
const SENT = 'sent';

/** Runs `listener` each time the body of a request to an address ending in `path` has been sent; answers how to stop. */
export function onUploadSent(path: string, listener: () => void): () => void {
  const handle = (event: Event) => {
    if (new URL((event as CustomEvent<string>).detail).pathname.endsWith(path)) listener();
  };
  uploads.addEventListener(SENT, handle);
  return () => uploads.removeEventListener(SENT, handle);
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A fetch (as fetchBaseQuery calls it) over XMLHttpRequest, announcing when the body has been sent. */
export async function fetchReportingUpload(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onload = () => uploads.dispatchEvent(new CustomEvent(SENT, { detail: request.url }));
    xhr.onload = () =>
      resolve(
        new Response([204, 205, 304].includes(xhr.status) ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError(`Network request failed: ${request.method} ${request.url}`));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
