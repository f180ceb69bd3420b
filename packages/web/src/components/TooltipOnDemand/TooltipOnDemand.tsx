import type { TooltipProps } from "@mui/material/Tooltip";
import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  useState,
  useSyncExternalStore,
} from "react";

interface ChildProps {
  title?: string;
  "aria-label"?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type Tooltip = ComponentType<TooltipProps>;

let tooltipRequested = false;
let loadedTooltip: Tooltip | undefined;
const waitingForTooltip = new Set<() => void>();

function loadTooltip(): void {
  if (tooltipRequested) return;
  tooltipRequested = true;
  import("@mui/material/Tooltip").then(
    (module) => {
      loadedTooltip = module.default;
      for (const notify of waitingForTooltip) notify();
    },
    () => {
      // Offline for a moment: the title attribute stays, and the next hover tries again.
      tooltipRequested = false;
    },
  );
}

function subscribeToTooltip(notify: () => void): () => void {
  waitingForTooltip.add(notify);
  return () => waitingForTooltip.delete(notify);
}

interface TooltipOnDemandProps {
  title: string;
  /** As in MUI's Tooltip: the title describes the child, which has a name of its own. */
  describeChild?: boolean;
  children: ReactElement<ChildProps>;
}

/**
 * MUI's Tooltip, loaded when the pointer or the focus first reaches a child: Tooltip and the
 * positioning library under it are about 10 kB gzip that no first paint needs. Until then the child
 * carries the title as a closed MUI Tooltip gives it (a title attribute, or its accessible name).
 * Wrapping the child mounts it anew, so that happens only while it does not have the focus.
 */
export function TooltipOnDemand({ title, describeChild = false, children }: TooltipOnDemandProps) {
  // A page rendered on the server had no Tooltip yet: its first render in the browser neither (hydration).
  const Tooltip = useSyncExternalStore(
    subscribeToTooltip,
    () => loadedTooltip,
    () => undefined,
  );
  const [focused, setFocused] = useState(false);
  const [wrapped, setWrapped] = useState(Tooltip !== undefined);
  if (Tooltip && !wrapped && !focused) setWrapped(true);

  if (Tooltip && wrapped) {
    return (
      <Tooltip title={title} describeChild={describeChild}>
        {children}
      </Tooltip>
    );
  }
  const { props } = children;
  return cloneElement(children, {
    ...(describeChild ? { title } : { "aria-label": props["aria-label"] ?? title }),
    onMouseEnter: (event) => {
      props.onMouseEnter?.(event);
      loadTooltip();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      setFocused(true);
      loadTooltip();
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      setFocused(false);
    },
  });
}
