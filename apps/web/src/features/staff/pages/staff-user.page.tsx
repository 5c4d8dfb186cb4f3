import { useEffect } from 'react';
import { useParams } from 'react-router';
import { StaffView } from '../components/staff-view';

/** users/:id — one staff member, full width. */
export function StaffUserPage() {
  const id = Number(useParams().id);
  useEffect(() => {
    document.title = 'Staff member · Fieldbook';
  }, []);
  return <StaffView key={id} userId={id} headingLevel={1} />;
}
