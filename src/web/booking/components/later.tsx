import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the page's first script, shown once it is here (nothing
 * before). Not React.lazy: Preact's Suspense would weigh on the first script more than the parts it
 * keeps out of it. A load that fails shows nothing, and is tried again at the next mount.
 */
export function later<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  return function Later(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (!Component)
        load().then(
          (module) => setComponent(() => (loaded = module.default)),
          () => undefined,
        );
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
