import { z } from 'zod';
import { text } from './fields';

/** Terms extension (decision 0179): which versions exist is the domain's rule, with its own codes. */
export const acceptTermsBody = z.looseObject({ version: text(40) });
