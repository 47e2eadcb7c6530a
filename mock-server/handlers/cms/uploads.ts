/** Reads a file of fixtures/cms/uploads: from disk under Node, over HTTP in a browser build. */
export type ReadUpload = (fileName: string) => Promise<ArrayBuffer | Uint8Array | null>;

const uploadsDir = new URL('../../../fixtures/cms/uploads/', import.meta.url);

export const readFixtureUpload: ReadUpload = async (fileName) => {
  const url = new URL(fileName, uploadsDir);
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
