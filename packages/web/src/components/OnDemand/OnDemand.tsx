import {
  type ComponentType,
  isValidElement,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";

/**
 * A component exported by name from a module loaded the first time it renders: for code that the
 * first paint of a page does not need (dialogs, menus, other modes, pages). `preload` starts
 * loading it before then.
 */
export function lazyNamed<
  // biome-ignore lint/suspicious/noExplicitAny: as React.lazy, any component; its own props are kept by M[K]
  M extends Record<K, ComponentType<any>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K) {
  return Object.assign(
    lazy<M[K]>(async () => ({ default: (await load())[name] })),
    {
      preload: () => {
        // A failure is the render's to report, when the component is needed.
        load().catch(() => {});
      },
    },
  );
}

/** Starts loading the code of an element made with a `lazyNamed` component; any other is left alone. */
export function preloadElement(element: unknown): void {
  const type = isValidElement(element) ? (element.type as { preload?: unknown }) : undefined;
  if (typeof type?.preload === "function") type.preload();
}

interface MountWhenNeededProps {
  /** True once the user asks for what the children show (a menu or dialog is opened). */
  when: boolean;
  children: ReactNode;
}

/**
 * Renders its (lazy) children from the first time `when` is true, and keeps them mounted after
 * that: their code is fetched only when somebody needs it, and a dialog that closes still plays
 * its exit transition.
 */
export function MountWhenNeeded({ when, children }: MountWhenNeededProps) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * False until the component's first render is on screen, then true: for the parts of a page below
 * the fold or off screen, which then render in the background instead of delaying that first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
