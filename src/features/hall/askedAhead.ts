/**
 * A request started ahead of its first use, while the page still waits on something else. Its answer
 * serves every use (the hall's media and its message channel share the room's engine config); a failed
 * answer is asked again by the next use.
 */
export function askedAhead<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  const start = () => {
    const started = ask();
    answer = started;
    started.catch(() => {
      if (answer === started) answer = null;
    });
    return started;
  };
  start();
  return () => answer ?? start();
}
