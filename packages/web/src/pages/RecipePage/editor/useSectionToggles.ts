import { useState } from "react";

/**
 * Which rows show their section title field: those with a title, and those where the user has just
 * asked for one (still empty). An empty title saves as no section.
 */
export function useSectionToggles<T>(idOf: (item: T) => string, titleOf: (item: T) => string | null | undefined) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const isOpen = (item: T) => Boolean(titleOf(item)) || opened.has(idOf(item));
  const setOpen = (item: T, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(idOf(item));
      else next.delete(idOf(item));
      return next;
    });
  return { isOpen, setOpen };
}
