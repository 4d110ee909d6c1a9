export interface FormFile {
  bytes: Uint8Array;
  fileName?: string;
  mimeType?: string;
}

export type FormPart = [name: string, value: string | FormFile];

export interface EncodedForm {
  payload: Buffer;
  headers: { 'content-type': string };
}

/** Encodes parts in the given order the way a browser's FormData does, for `app.inject`. */
export async function multipartForm(parts: readonly FormPart[]): Promise<EncodedForm> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.mimeType ?? 'image/jpeg' }), value.fileName ?? 'photo.jpg');
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (contentType === null) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}
