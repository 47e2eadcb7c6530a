import { route } from '../../routes/route';
import { prepareDrawProofs } from '../../services/draw-proofs';
import { drawVerification } from '../../services/draw-verification';
import { handle, json } from '../respond';

/** The draw-proof extension (decisions 0200, 0218): anyone may ask, no token needed. */
export const drawVerificationHandlers = (base: string) => [
  route.call(base, 'getDrawVerification', (input) =>
    handle(async ({ world, request }) => {
      const { drawId } = input.query(request);
      // A draw the gate's catch-up just scheduled gets its commitment before it is read.
      await prepareDrawProofs(world);
      return json(drawVerification(world, drawId));
    }),
  ),
];
