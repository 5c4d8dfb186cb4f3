import { useEffect } from 'react';

/** Scaffold: replaced by the issue 5 screens. */
export function StaffLogsPage() {
  useEffect(() => {
    document.title = 'Staff activity logs · Fieldbook';
  }, []);
  return <h1>Staff activity logs</h1>;
}
