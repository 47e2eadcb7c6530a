import type { StrapiErrorBody } from '../../src/lib/api/types/cms';

/** A Strapi error: the handlers turn it into the `{ data: null, error }` envelope. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): StrapiErrorBody {
    return {
      data: null,
      error: {
        status: this.status,
        name: this.errorName,
        message: this.message,
        details: this.details,
      },
    };
  }
}

export const notFound = () => new CmsError(404, 'NotFoundError', 'Not Found');

export const validationError = (message: string, details: Record<string, unknown> = {}) =>
  new CmsError(400, 'ValidationError', message, details);

/**
 * What Strapi 5 answers for a populate, fields, filters or sort key the schema does not know
 * (its throwInvalidKey: the path is the attribute path, named only when it differs from the key).
 */
export const invalidKey = (key: string, parents: string[] = []) => {
  const path = [...parents, key].join('.');
  return validationError(path === key ? `Invalid key ${key}` : `Invalid key ${key} at ${path}`, {
    key,
    path,
  });
};
