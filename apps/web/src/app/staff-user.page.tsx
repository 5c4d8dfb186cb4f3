import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LicencesPanel } from '../features/licences/index';
import { StaffView } from '../features/staff/index';

/**
 * users/:id — one staff member, full width, with their licences. Licences build on staff (the licence
 * form picks the staff member), so the two meet here rather than staff importing licences.
 */
export function StaffUserPage() {
  const id = Number(useParams().id);
  useEffect(() => {
    document.title = 'Staff member · Fieldbook';
  }, []);
  return (
    <StaffView
      key={id}
      userId={id}
      headingLevel={1}
      licences={(user, readOnly) => <LicencesPanel user={user} readOnly={readOnly} />}
    />
  );
}
