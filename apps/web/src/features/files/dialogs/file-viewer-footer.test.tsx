import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ROUTES } from '../../../app/business-routes';
import { AppRouteAccess } from '../../../app/route-access';
import { createQueryClient } from '../../../lib/query-client';
import { RouteAccessProvider } from '../../../lib/route-access';
import { userLoadQueryKey } from '../../../lib/session/load-user';
import { AppProviders } from '../../../test/app-providers';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import type { FileRecord } from '../api/file-types';
import { buildFile } from '../testing/file-fixtures';
import { FileViewerDialog, type FileViewerDialogProps } from './file-viewer.dialog';

/** A route set where photo annotation is routed. */
const withAnnotate = (children: ReactNode) => (
  <RouteAccessProvider canOpen={(path) => path.startsWith('drawings/annotate')}>{children}</RouteAccessProvider>
);
/** Today's business route set. */
const today = (children: ReactNode) => <AppRouteAccess routes={BUSINESS_ROUTES}>{children}</AppRouteAccess>;

function renderViewer(
  file: FileRecord,
  {
    permissions = ['canAccessFiles', 'canAccessDrawings'],
    routes = withAnnotate,
    props = {},
  }: {
    permissions?: string[];
    routes?: (children: ReactNode) => ReactNode;
    props?: Partial<FileViewerDialogProps>;
  } = {},
) {
  // The user's permissions are known before the viewer opens, so a hidden button is not merely pending.
  const user = buildUserLoad({ permissions: ['canAccessPortalBusiness', ...permissions] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(userLoadQueryKey, user);
  mockApi({
    ...signedInWith(permissions),
    'GET /v1/files': ok({ file }),
    'GET /v1/files/categories': ok({ categories: [] }),
  });
  const router = createMemoryRouter(
    [
      { path: '/business/files', element: routes(<FileViewerDialog fileId={file.id} onClose={() => {}} {...props} />) },
      { path: '*', element: <p>Annotating</p> },
    ],
    { initialEntries: ['/business/files'] },
  );
  const { unmount } = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, unmount };
}

const loaded = (file: FileRecord) => screen.findByRole('heading', { name: file.title ?? '' });
const button = (name: string) => screen.queryByRole('button', { name });

describe('the file viewer footer', () => {
  it("offers Edit with today's business routes, where drawings/annotate is routed", async () => {
    const file = buildFile();
    renderViewer(file, { routes: today });
    await loaded(file);
    expect(button('Delete')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('hides Edit where drawings/annotate is not routed, so it never opens the 404 page', async () => {
    const file = buildFile();
    renderViewer(file, {
      routes: (children) => <RouteAccessProvider canOpen={() => false}>{children}</RouteAccessProvider>,
    });
    await loaded(file);
    expect(button('Delete')).toBeTruthy();
    expect(button('Edit')).toBeNull();
  });

  it('offers Edit on an editable image with canAccessDrawings where the route exists, opening it with file_id and back', async () => {
    const file = buildFile();
    const { router } = renderViewer(file);
    await loaded(file);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/drawings/annotate');
    expect(router.state.location.search).toBe('?file_id=11&back=true');
  });

  it('hides Edit without canAccessDrawings, for a document, and when the file may not be edited', async () => {
    for (const [file, permissions] of [
      [buildFile(), ['canAccessFiles']],
      [buildFile({ type: 'DOCUMENT', file_extension: 'docx', file_name: 'quote.docx' }), undefined],
      [buildFile({ can_edit: false }), undefined],
    ] as const) {
      const { unmount } = renderViewer(file, { permissions: permissions ? [...permissions] : undefined });
      await loaded(file);
      expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
      expect(button('Edit')).toBeNull();
      unmount();
    }
  });

  it('shows neither Delete nor Edit in preview mode, and says Read-only', async () => {
    const file = buildFile();
    renderViewer(file, { props: { preview: true } });
    await loaded(file);
    expect(screen.getByText('Read-only')).toBeTruthy();
    expect(button('Delete')).toBeNull();
    expect(button('Edit')).toBeNull();
  });

  it('hides Delete when the canDelete option is off or the file may not be deleted', async () => {
    const file = buildFile();
    const { unmount } = renderViewer(file, { props: { canDelete: false } });
    await loaded(file);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(button('Delete')).toBeNull();
    unmount();

    const kept = buildFile({ can_delete: false });
    renderViewer(kept);
    await loaded(kept);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(button('Delete')).toBeNull();
  });
});
