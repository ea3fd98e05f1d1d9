/** A multipart request's progress: the bytes sent of the body's whole. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface MultipartRequest {
  url: string;
  field: string;
  files: readonly Blob[];
  headers: Record<string, string>;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/**
 * Sends files as `multipart/form-data` with XMLHttpRequest, the one browser API that reports an upload's
 * progress, and answers what fetch would (a Response), so that the client reads it as any other answer.
 * Aborted through `signal`, it rejects with an AbortError; a network failure rejects with a TypeError, as
 * fetch does.
 */
export function sendMultipart({
  url,
  field,
  files,
  headers,
  signal,
  onProgress,
}: MultipartRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const nullBody = xhr.status === 204 || xhr.status === 304;
      resolve(
        new Response(nullBody ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders,
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload could not reach the server.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const body = new FormData();
    for (const file of files) body.append(field, file, file instanceof File ? file.name : 'image');
    xhr.send(body);
  });
}
