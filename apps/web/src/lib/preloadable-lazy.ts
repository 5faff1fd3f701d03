import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface ComponentModule<P> {
  default: ComponentType<P>;
}

export interface PreloadableLazy<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches and evaluates the module; settles once, however often it is called. */
  preload: () => Promise<ComponentModule<P>>;
}

/**
 * React.lazy that can be started before it renders. When the module is in by the first render,
 * the factory hands React a thenable that answers at once, so React renders the component in
 * the same pass instead of suspending for a tick: the first screen appears whole, with no
 * fallback frame and nothing moving once it is there.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentModule<P>>): PreloadableLazy<P> {
  let loaded: ComponentModule<P> | undefined;
  let loading: Promise<ComponentModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const Component = lazy(() => (loaded ? answeredAtOnce(loaded) : preload()));
  return { Component, preload };
}

/** A promise whose `then` calls back synchronously: what React.lazy reads as already resolved. */
function answeredAtOnce<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  const thenAtOnce = (onFulfilled?: ((result: T) => unknown) | null) => {
    onFulfilled?.(value);
    return promise;
  };
  return Object.assign(promise, { then: thenAtOnce });
}
