/** A plain setTimeout, so tests can drive every wait with fake timers. */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
