import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead, before it is first rendered. */
export type PreloadableComponent<Props extends object = object> = ComponentType<Props> & { preload(): Promise<void> };

/**
 * React.lazy for a module that exports the component under a name (we use no default exports).
 * `preload()` loads it ahead: rendered after that, it does not suspend — what the browser needs to
 * take over a page the server rendered in one pass (main.tsx).
 */
export function lazyNamed<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  function Preloadable(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Preloadable.displayName = name;
  Preloadable.preload = preload;
  return Preloadable;
}
