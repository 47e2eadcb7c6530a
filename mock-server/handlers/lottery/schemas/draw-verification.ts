import { z } from 'zod';
import { intParam } from './fields';

export const drawVerificationQuery = z.looseObject({ drawId: intParam(1, 1_000_000_000) });
