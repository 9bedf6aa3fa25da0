import { z } from 'zod';
import { message } from '../messages/message.ts';

/** Spec §7 and §9: the page sizes a list offers, default 10; the server takes any size up to 25. */
export const pageSizes = [5, 10, 15, 20, 25] as const;
export const defaultPageSize = 10;
export const maxPageSize = 25;
export const sortDirections = ['asc', 'desc'] as const;

/**
 * The list conventions every list call shares (spec §7): sortKey, sortDirection, offset, limit.
 * Query strings carry text, hence the coercion; a limit over 25 is refused, never clamped.
 */
export const listQuerySchema = z.object({
  sortKey: z.string().min(1).optional(),
  sortDirection: z.enum(sortDirections).default('asc'),
  offset: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: message('pageSize', { max: maxPageSize }) })
    .max(maxPageSize, { error: message('pageSize', { max: maxPageSize }) })
    .default(defaultPageSize),
});
export type ListQuery = z.output<typeof listQuerySchema>;
