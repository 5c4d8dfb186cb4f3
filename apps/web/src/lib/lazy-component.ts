import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './chunk-load-error';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * `lazy` for a named export, so a page or a rarely shown dialog is its own chunk. `preload` fetches
 * it ahead (the page a visit opens on, while the start-up steps run) with the same single request.
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loading: Promise<M> | null = null;
  const preload = () => {
    loading ??= withChunkTimeout(load()).catch((error: unknown) => {
      loading = null; // a later render tries again
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: pick(module) }))),
    { preload },
  );
}
