import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from '../lib/chunk-load-error';
import { lazyComponent } from '../lib/lazy-component';
import { pageReload } from '../lib/reload-page';
import { ROUTE_ERROR_TEXTS, RouteErrorPage } from './route-error.page';

function renderRoute(Page: ComponentType) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a page that fails', () => {
  it('whose chunk did not arrive says so and reloads on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const Page = lazyComponent(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/clients.page-x1.js')),
      (m: { Page: ComponentType }) => m.Page,
    );
    renderRoute(Page);
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TEXTS.chunkTitle })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('that throws while rendering shows Something went wrong, not the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('Cannot read properties of null (reading "name")');
    };
    renderRoute(Broken);
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TEXTS.title })).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });
});

describe('a chunk that never arrives', () => {
  it('fails as a ChunkLoadError after the spec’s 120 s', async () => {
    vi.useFakeTimers();
    const outcome = withChunkTimeout(new Promise<never>(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('that arrives in time is passed through', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });
});
