import { lazy, type ComponentType } from 'react';

/** React.lazy for a module that exports the component under a name (we use no default exports). */
export function lazyNamed<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
