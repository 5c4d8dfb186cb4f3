import { useEffect } from 'react';

/** Scaffold: replaced by the issue 5 screens. */
export function StaffUserPage() {
  useEffect(() => {
    document.title = 'Staff member · Fieldbook';
  }, []);
  return <h1>Staff member</h1>;
}
