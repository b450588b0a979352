import { useCallback, useEffect, useRef, useState } from 'react';

type TOptions<T> = {
  delayMs: number;
  /** What is committed and compared (e.g. trimmed text), so typing a trailing space is not undone. */
  normalize?: (value: T) => T;
  /** What the field shows when the value changes from outside (e.g. 'Paris' for an empty place). */
  display?: (value: T) => T;
};

/**
 * A field that answers at once but commits after `delayMs` (seed 000 §9: 100 ms for the slider,
 * 300 ms for the place). A change from outside (reset, new search) replaces what is shown.
 */
export function useDebouncedField<T>(
  external: T,
  commit: (value: T) => void,
  { delayMs, normalize = (value) => value, display = (value) => value }: TOptions<T>,
): [T, (value: T) => void] {
  const [local, setLocal] = useState(() => display(external));
  const committed = useRef(external);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ commit, normalize, display });
  useEffect(() => {
    latest.current = { commit, normalize, display };
  });

  useEffect(() => {
    if (Object.is(external, committed.current)) return;
    committed.current = external;
    clearTimeout(timer.current);
    setLocal(latest.current.display(external));
  }, [external]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (value: T) => {
      setLocal(value);
      clearTimeout(timer.current);
      const run = () => {
        const next = latest.current.normalize(value);
        if (Object.is(next, committed.current)) return;
        committed.current = next;
        latest.current.commit(next);
      };
      if (delayMs <= 0) run();
      else timer.current = setTimeout(run, delayMs);
    },
    [delayMs],
  );

  return [local, change];
}
