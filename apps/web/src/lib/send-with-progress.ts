/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * fetch's contract (a Response, a TypeError for a network failure, an AbortError on abort) over
 * XMLHttpRequest, the one browser API that reports how much of a request body has been sent.
 */
export function sendWithProgress(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: FormData;
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
  },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      init.onProgress?.(1);
      resolve(
        new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(cancelled());
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
