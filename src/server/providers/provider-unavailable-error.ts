/**
 * An outside provider could not answer (network, timeout, HTTP error, malformed body, its data missing): nothing
 * is known from it. Each provider throws its own subclass, named so that logs say which provider it was; the
 * name is written out rather than read from the class, which a minified build renames.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
