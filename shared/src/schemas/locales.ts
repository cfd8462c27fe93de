import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/** A signed-in user's chosen language (docs/decisions/109). */
export const setLocaleInputSchema = z.object({ locale: z.enum(LOCALES) });
export type SetLocaleInput = z.infer<typeof setLocaleInputSchema>;
