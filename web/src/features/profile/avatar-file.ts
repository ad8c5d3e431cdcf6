import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@orrery/core/api/account-rules';

/** A quick check in the browser so the message appears at once; the server checks the bytes again. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Please choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The image is larger than 2 MB. Choose a smaller one.';
  return null;
}
