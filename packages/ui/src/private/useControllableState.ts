import { useCallback, useState } from 'react';

/**
 * The `value` / `defaultValue` / `onChange` trio: controlled when `value` is given, otherwise the
 * component keeps its own state; `onChange` is called either way.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (value: T) => void): [T, (value: T) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : ownValue;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwnValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
