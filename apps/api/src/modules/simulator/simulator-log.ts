/** The slice of the server's logger the simulator uses (pino's argument order). */
export interface SimulatorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs one step; a failure is logged and counted, never thrown, so the tick goes on. */
export type Attempt = (details: object, work: () => Promise<unknown>) => Promise<boolean>;
