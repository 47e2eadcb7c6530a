/** Reads a file of fixtures/cms/uploads: from disk under Node, over HTTP in a browser build. */
export type ReadUpload = (fileName: string) => Promise<ArrayBuffer | Uint8Array | null>;

export const readFixtureUpload: ReadUpload = async (fileName) => {
  // A template URL: in a browser build Vite turns it into the emitted asset (and emits them all).
  const url = new URL(`../../../fixtures/cms/uploads/${fileName}`, import.meta.url);
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    try {
      return new Uint8Array(await readFile(url));
    } catch {
      return null;
    }
  }
  const response = await fetch(url);
  return response.ok ? response.arrayBuffer() : null;
};
