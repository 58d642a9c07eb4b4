/** Whether a process still runs (signal 0 checks without sending anything): tests waiting for a child or a background synthesizer. */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
