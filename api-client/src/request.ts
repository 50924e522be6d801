import type { AxiosProgressEvent } from 'axios';
import { http } from './http';

/** The optional last argument of every call. */
export interface CallOptions {
  /** Cancels the request (the promise rejects with axios' `CanceledError`). */
  signal?: AbortSignal;
}

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Size of the whole body, when known. */
  total?: number;
  /** loaded / total, between 0 and 1, when the total is known. */
  progress?: number;
}

export interface UploadOptions extends CallOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Query parameters: undefined values are left out of the URL. */
export type Query = object;

export async function getJson<T>(url: string, params?: Query, options?: CallOptions): Promise<T> {
  return (await http.get<T>(url, { params, signal: options?.signal })).data;
}

export async function postJson<T>(url: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await http.post<T>(url, body, { signal: options?.signal })).data;
}

export async function putJson<T>(url: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await http.put<T>(url, body, { signal: options?.signal })).data;
}

export async function patchJson<T>(url: string, body: unknown, options?: CallOptions): Promise<T> {
  return (await http.patch<T>(url, body, { signal: options?.signal })).data;
}

/** DELETE answers 204 without a body. */
export async function deleteResource(url: string, options?: CallOptions): Promise<void> {
  await http.delete(url, { signal: options?.signal });
}

const toUploadProgress = (event: AxiosProgressEvent): UploadProgress => ({
  loaded: event.loaded,
  total: event.total,
  progress: event.progress,
});

/** A multipart/form-data request; the browser writes the boundary into Content-Type. */
export async function sendForm<T>(
  method: 'post' | 'put',
  url: string,
  form: FormData,
  options?: UploadOptions,
): Promise<T> {
  const onUploadProgress = options?.onUploadProgress;
  const response = await http.request<T>({
    method,
    url,
    data: form,
    signal: options?.signal,
    onUploadProgress: onUploadProgress && ((event) => onUploadProgress(toUploadProgress(event))),
  });
  return response.data;
}

/** A binary answer (protected media). */
export async function getBlob(url: string, options?: CallOptions): Promise<Blob> {
  return (await http.get<Blob>(url, { responseType: 'blob', signal: options?.signal })).data;
}
