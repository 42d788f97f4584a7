/**
 * A request asked once, when first used: its answer serves every later use; a failed answer is given to the
 * uses that share it, and the next use asks again.
 */
export function askedOnce<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  return () => {
    if (answer) return answer;
    const started = ask();
    answer = started;
    started.catch(() => {
      if (answer === started) answer = null;
    });
    return started;
  };
}

/**
 * askedOnce, started at once, ahead of its first use while the page still waits on something else (the
 * hall's media and its message channel share the room's engine config).
 */
export function askedAhead<T>(ask: () => Promise<T>): () => Promise<T> {
  const once = askedOnce(ask);
  void once();
  return once;
}
