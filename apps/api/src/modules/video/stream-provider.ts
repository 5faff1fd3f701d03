/** What a provider needs to know of a race to name its stream. */
export interface RaceStream {
  venueCode: string;
  /** The race's video code (a provider's channel), else the venue code. */
  streamKey: string;
}

/** Turns a race into an address the player can load (an HLS playlist). */
export interface StreamProvider {
  streamUrlFor(race: RaceStream, now: Date): string;
}
