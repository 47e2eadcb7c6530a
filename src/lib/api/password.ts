/**
 * The spec sends some passwords "encrypted" without naming the scheme (docs/behaviour.md).
 * The transport is TLS; this is the one place a backend-specific scheme would go.
 */
export const encryptPassword = (password: string): string => password;
