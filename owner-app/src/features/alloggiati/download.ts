import { isAxiosError } from '@soglia/api-client';
import { toRequestFailure, type RequestFailure } from '../../shared/requests';

/** Hands a downloaded file to the browser under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the download starts; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The text of a Blob (FileReader: jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable answer'));
    reader.readAsText(blob);
  });
}

/**
 * A failed file download as a RequestFailure: the error body of a blob request is a Blob too,
 * so its `{"detail"}` is read out of it.
 */
export async function blobFailure(error: unknown): Promise<RequestFailure> {
  const failure = toRequestFailure(error);
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (failure.detail || !(data instanceof Blob)) return failure;
  try {
    const body: unknown = JSON.parse(await readText(data));
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
      return { ...failure, detail: body.detail };
    }
  } catch {
    // not JSON: no detail to show
  }
  return failure;
}
