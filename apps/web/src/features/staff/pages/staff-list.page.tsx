import { useEffect } from 'react';

/** Scaffold: replaced by the issue 5 screens. */
export function StaffListPage() {
  useEffect(() => {
    document.title = 'Staff · Fieldbook';
  }, []);
  return <h1>Staff</h1>;
}
