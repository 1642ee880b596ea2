/** A file that cannot be read: the message is shown to the user as it stands. */
export class ReadError extends Error {
  override readonly name = 'ReadError';
}

export function fail(message: string): never {
  throw new ReadError(message);
}
