import { useEffect } from 'react';

/** Scaffold: replaced by the issue 5 screens. */
export function EmailChangePage() {
  useEffect(() => {
    document.title = 'Email change · Fieldbook';
  }, []);
  return <h1>Email change</h1>;
}
