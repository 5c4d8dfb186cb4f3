import { lazyComponent } from '../lib/lazy-component';
import type { AppRouteDef } from './route-def';

/** Forms, report templates, reports and drawings (platform spec section 2). */
export const FIELD_WORK_ROUTES: readonly AppRouteDef[] = [
  {
    path: 'forms',
    login: 1,
    permission: 'canAccessReports',
    nav: { label: 'Forms', icon: 'DynamicForm', section: true },
    page: lazyComponent(
      () => import('../features/forms/pages/forms.page'),
      (m) => m.FormsPage,
    ),
  },
  {
    path: 'forms/add',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormCreatePage,
    ),
  },
  {
    path: 'forms/create',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormCreatePage,
    ),
  },
  {
    path: 'forms/:formId',
    login: 1,
    permission: 'canAccessReports',
    page: lazyComponent(
      () => import('../features/forms/pages/form-view.page'),
      (m) => m.FormViewPage,
    ),
  },
  {
    path: 'forms/:id/edit',
    login: 1,
    permission: 'canModifyForms',
    page: lazyComponent(
      () => import('../features/forms/pages/form-edit.page'),
      (m) => m.FormEditPage,
    ),
  },
  {
    path: 'reports/add',
    login: 1,
    permission: 'canLogReports',
    page: lazyComponent(
      () => import('../features/reports/pages/report-add.page'),
      (m) => m.ReportAddPage,
    ),
  },
  {
    path: 'reports/:reportId/edit',
    login: 1,
    permission: 'canEditReports',
    numericParams: ['reportId'],
    page: lazyComponent(
      () => import('../features/reports/pages/report-edit.page'),
      (m) => m.ReportEditPage,
    ),
  },
  {
    path: 'reports/:reportId',
    login: 1,
    permission: 'canViewReports',
    numericParams: ['reportId'],
    page: lazyComponent(
      () => import('../features/reports/pages/report.page'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: 'drawings',
    login: 1,
    permission: 'canAccessDrawings',
    nav: { label: 'Drawings', icon: 'Draw', section: true },
    page: lazyComponent(
      () => import('../features/drawings/pages/drawings.page'),
      (m) => m.DrawingsPage,
    ),
  },
  {
    path: 'drawings/add',
    login: 1,
    permission: 'canManageDrawings',
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing-edit.page'),
      (m) => m.DrawingAddPage,
    ),
  },
  {
    path: 'drawings/annotate',
    login: 1,
    permission: 'canAccessDrawings',
    page: lazyComponent(
      () => import('../features/drawings/pages/photo-annotate.page'),
      (m) => m.PhotoAnnotatePage,
    ),
  },
  {
    path: 'drawings/:drawingId/edit',
    login: 1,
    permission: 'canManageDrawings',
    numericParams: ['drawingId'],
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing-edit.page'),
      (m) => m.DrawingEditPage,
    ),
  },
  {
    path: 'drawings/:id',
    login: 1,
    permission: 'canAccessDrawings',
    numericParams: ['id'],
    page: lazyComponent(
      () => import('../features/drawings/pages/drawing.page'),
      (m) => m.DrawingPage,
    ),
  },
];
