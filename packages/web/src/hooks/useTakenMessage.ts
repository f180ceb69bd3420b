import { useEffect, useEffectEvent, useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue";

/** How long the user must stop typing before the server is asked. */
const UNIQUENESS_CHECK_DELAY_MS = 500;

/**
 * The server's uniqueness verdict on a form value (SPEC §5): `takenMessage` while the value as it
 * stands is known to be taken, otherwise undefined. An empty value is not checked, so a caller
 * passes "" for a value that is invalid anyway or that the user already owns.
 */
export function useTakenMessage(
  value: string,
  isFree: (value: string) => Promise<boolean>,
  takenMessage: string,
): string | undefined {
  const checkedValue = useDebouncedValue(value, UNIQUENESS_CHECK_DELAY_MS);
  const [takenValue, setTakenValue] = useState<string | null>(null);
  const check = useEffectEvent(isFree);

  useEffect(() => {
    if (checkedValue === "") return;
    let current = true;
    void check(checkedValue).then((free) => {
      if (current) setTakenValue(free ? null : checkedValue);
    });
    return () => {
      current = false;
    };
  }, [checkedValue]);

  return value !== "" && value === takenValue ? takenMessage : undefined;
}
