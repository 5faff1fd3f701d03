/** What a provider needs to know of a race to name its stream. */
export interface RaceStream {
  venueCode: string;
  /** The race's video code (a provider's channel), else the venue code. */
  streamKey: string;
}

/** What a provider needs to find a race's recording. */
export interface RaceRecording extends RaceStream {
  fixtureId: string;
}

/** Turns a race into an address the player can load (an HLS playlist). */
export interface StreamProvider {
  streamUrlFor(race: RaceStream, now: Date): string;
  /** The recording of a race that has been run (a VOD playlist), or undefined when it has none. */
  recordingUrlFor(race: RaceRecording, now: Date): string | undefined;
}
