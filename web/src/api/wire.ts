/**
 * The lenient readers of upstream answers live with the contract's shapes (shared/contract/fields.ts);
 * the SPA's parsers are the `lenient` forms of those shapes. This is the same text reader, for the
 * few answers whose shape the contract leaves open.
 */
import * as z from 'zod/mini';
import { readText } from '../../../shared/contract/fields';

export { imageList } from '../../../shared/pictures';

export const text = z.pipe(z.optional(z.unknown()), z.transform(readText));
