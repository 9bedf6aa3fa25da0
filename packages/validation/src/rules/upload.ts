import { z } from 'zod';
import { message } from '../messages/message.ts';

/** Spec §5 and §9: each uploaded file may weigh up to 30 MB (30 × 1024 × 1024 bytes). */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

export const isWithinUploadLimit = (bytes: number): boolean => Number.isFinite(bytes) && bytes >= 0 && bytes <= MAX_UPLOAD_BYTES;

/** A file's size in bytes, refused with the spec's message past the limit. */
export const uploadSize = () =>
  z
    .number()
    .int()
    .nonnegative()
    .refine(isWithinUploadLimit, { error: message('fileTooLarge') });

/** The files of one upload: every one within the limit. */
export const uploadFiles = () => z.array(z.object({ name: z.string().min(1), size: uploadSize() })).min(1, { error: message('required') });
