/**
 * The address a new job for a client goes to — an appointment's location, a document's or report's
 * address: the client's SERVICE (job) address, else its PRIMARY, else its first.
 */
export function jobAddressOf<T extends { type: string }>(addresses: readonly T[]): T | undefined {
  return addresses.find((a) => a.type === 'SERVICE') ?? addresses.find((a) => a.type === 'PRIMARY') ?? addresses[0];
}
