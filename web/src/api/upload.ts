import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants';
import { request } from './client';
import { uploadedImage } from '../../../shared/contract/user';

export type ImageKind = 'jpg-png' | 'jpeg';
const ACCEPT: Record<ImageKind, readonly string[]> = { 'jpg-png': ['image/jpeg', 'image/png'], jpeg: ['image/jpeg'] };
const EXT: Record<ImageKind, RegExp> = { 'jpg-png': /\.(jpe?g|png)$/i, jpeg: /\.jpe?g$/i };

export function acceptAttr(kind: ImageKind): string {
  return kind === 'jpeg' ? 'image/jpeg,.jpg,.jpeg' : 'image/jpeg,image/png,.jpg,.jpeg,.png';
}

/** Why a file cannot be uploaded, or null when it can (docs/storefront-spec.md §5: JPG/PNG, JPEG for settlement). */
export function imageProblem(file: File, kind: ImageKind): 'type' | 'size' | null {
  const typeOk = file.type ? ACCEPT[kind].includes(file.type) : EXT[kind].test(file.name);
  if (!typeOk || !EXT[kind].test(file.name)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** POST /api/front/upload/image (docs/upstream-contract.md §12): multipart field `multipart`, model + pid in the query. */
export async function uploadImage(file: File, model: 'product' | 'user' = 'product', pid = 1): Promise<string> {
  const form = new FormData();
  form.append('multipart', file, file.name);
  const data = await request<unknown>('/api/front/upload/image', { method: 'POST', form, query: { model, pid } });
  const { url } = uploadedImage.lenient.parse(data);
  // Without a URL the picture is not stored anywhere the form could point to.
  if (!url) throw new Error('The upload answer carries no picture URL');
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: ({ file, model, pid }: { file: File; model?: 'product' | 'user'; pid?: number }) => uploadImage(file, model, pid) });
}
