import type { ChangeEvent } from 'react';

type Bound = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

const METHODS = ['*', 'GET', 'POST', 'PUT', 'DELETE'];

/** A request pattern's method and path glob: the faults and the verification forms share them. */
export function MethodPathFields({ method, path }: { method: Bound; path: Bound }) {
  return (
    <>
      <label>
        Method
        <select {...method}>
          {METHODS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label>
        Path glob
        <input {...path} />
      </label>
    </>
  );
}
