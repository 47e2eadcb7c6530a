/**
 * A Python 3 snippet (standard library only) that prints the commitment of `seed` and the
 * winning numbers it yields for the draw, by decision 0200's algorithm; checked against the
 * test vectors when it was written (fixtures/draw-proof/reference.py is the long form).
 */
export const pythonCheck = (seed: string, drawId: number): string =>
  [
    'import hashlib,hmac',
    `seed=bytes.fromhex("${seed}");draw="${drawId}"`,
    'print(hashlib.sha256(seed).hexdigest())',
    's=(b for k in range(99) for b in hmac.new(seed,f"{draw}:{k}".encode(),hashlib.sha256).digest())',
    'p=list(range(1,30));w=[]',
    'while len(w)<6:',
    '  n=len(p);b=next(s)',
    '  while b>=256-256%n:b=next(s)',
    '  w.append(p[b%n]);p[b%n]=p[-1];p.pop()',
    'print(sorted(w))',
  ].join('\n');
