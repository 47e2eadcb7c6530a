/**
 * What the tickets hash covers (decision 0218): one line per grid, `ticketId:n1,…,n6` with the
 * numbers ascending, the lines sorted (code-unit order), joined by "\n", no trailing newline.
 * SHA-256 of its UTF-8 bytes, lowercase hex, is the published `ticketsHash`.
 */
export function ticketsHashInput(tickets: { ticketId: number; grids: number[][] }[]): string {
  const lines = tickets.flatMap(({ ticketId, grids }) =>
    grids.map((grid) => `${ticketId}:${[...grid].sort((a, b) => a - b).join(',')}`),
  );
  return lines.sort().join('\n');
}
