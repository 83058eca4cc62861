/**
 * The lenient readers of upstream answers live with the contract's shapes (shared/contract/fields.ts);
 * the SPA's parsers are the `lenient` forms of those shapes. These are the same readers, for the
 * few answers whose shape the contract leaves open.
 */
import * as z from 'zod/mini';
import { imageList, readBool, readMoney, readNum, readText } from '../../../shared/contract/fields';

export { imageList };

const reader = <T>(read: (v: unknown) => T) => z.pipe(z.optional(z.unknown()), z.transform(read));
export const money = reader(readMoney);
export const bool = reader(readBool);
export const num = reader(readNum);
export const text = reader(readText);
export const images = reader(imageList);
