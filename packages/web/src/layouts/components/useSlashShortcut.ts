import { useEffect } from "react";

const NON_TEXT_INPUT_TYPES = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/** Whether a key press on this element is typing, so that '/' must reach it as a character. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) {
    return !target.readOnly && !NON_TEXT_INPUT_TYPES.has(target.type);
  }
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/** Calls `onTrigger` when '/' is pressed anywhere but in a text input (SPEC §2). */
export function useSlashShortcut(onTrigger: () => void): void {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTextEntryTarget(event.target)) return;
      event.preventDefault();
      onTrigger();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [onTrigger]);
}
