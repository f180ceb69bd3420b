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
 * loading it before then, and resolves once it has loaded (or failed to).
 *
 * Once the module has loaded, the component renders at once: React.lazy suspends on first render
 * even when its promise is already settled (a promise answers only on a later turn), and a render
 * that suspends is thrown away, shows its fallback, and is redone up to 300 ms later. The module
 * is handed over through a thenable that answers on the spot instead.
 */
export function lazyNamed<
  // biome-ignore lint/suspicious/noExplicitAny: as React.lazy, any component; its own props are kept by M[K]
  M extends Record<K, ComponentType<any>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const loadOnce = () => {
    // A failed load is tried again on the next call (as React.lazy would on a new render).
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(
    lazy<M[K]>(() => {
      if (!loaded) return loadOnce().then((module) => ({ default: module[name] }));
      const module = loaded;
      /* oxlint-disable unicorn/no-thenable -- a thenable on purpose: React.lazy takes the module through it at once */
      const settled = {
        // biome-ignore lint/suspicious/noThenProperty: as above
        then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: module[name] }),
      };
      /* oxlint-enable unicorn/no-thenable */
      return settled as unknown as Promise<{ default: M[K] }>;
    }),
    {
      preload: (): Promise<void> =>
        // A failure is the render's to report, when the component is needed.
        loadOnce().then(
          () => {},
          () => {},
        ),
    },
  );
}

/**
 * Starts loading the code of an element made with a `lazyNamed` component, and resolves once it has
 * loaded (or failed to); any other element resolves at once.
 */
export function preloadElement(element: unknown): Promise<void> {
  const type = isValidElement(element) ? (element.type as { preload?: unknown }) : undefined;
  return typeof type?.preload === "function" ? (type.preload as () => Promise<void>)() : Promise.resolve();
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
